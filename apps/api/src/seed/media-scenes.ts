import type { PoolPhoto, SceneKind } from './offer-photo-pool';
import { Random } from './random';

/**
 * SVG painters for the demo images. Everything is drawn from shapes (no text, no fonts, no
 * network), so the images look the same on any machine that has sharp, and a seeded Random per
 * image keeps every run byte-identical.
 */

type Light = PoolPhoto['light'];

interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string | null;
  cloud: string;
  hill: string;
  groundTop: string;
  groundBottom: string;
  foliage: readonly string[];
  /** Windows glow at dusk instead of reflecting the sky. */
  lit: boolean;
}

const PALETTES: Record<Light, Palette> = {
  day: {
    skyTop: '#4f8fd6',
    skyBottom: '#d3e8fb',
    sun: '#fff4c4',
    cloud: '#ffffff',
    hill: '#7aa56c',
    groundTop: '#8dbb6e',
    groundBottom: '#5f8f4c',
    foliage: ['#3f7d3a', '#4e9444', '#2f6b34', '#5c9e4a'],
    lit: false,
  },
  sunset: {
    skyTop: '#3b4d8c',
    skyBottom: '#f6a55e',
    sun: '#ffd27a',
    cloud: '#ffd9bd',
    hill: '#5f6f4e',
    groundTop: '#7e9156',
    groundBottom: '#4b663a',
    foliage: ['#3d5e2e', '#4b6b33', '#334f28', '#56733a'],
    lit: false,
  },
  overcast: {
    skyTop: '#8c99a7',
    skyBottom: '#dde2e7',
    sun: null,
    cloud: '#f1f3f6',
    hill: '#72856c',
    groundTop: '#86a174',
    groundBottom: '#5c7551',
    foliage: ['#4b6b47', '#57784f', '#3e5c3d', '#60805a'],
    lit: false,
  },
  dusk: {
    skyTop: '#1b2246',
    skyBottom: '#6f5b8e',
    sun: null,
    cloud: '#877ca6',
    hill: '#2e3944',
    groundTop: '#3f4f3e',
    groundBottom: '#232f20',
    foliage: ['#22362a', '#2b4030', '#1d2f24', '#314a35'],
    lit: true,
  },
};

const ACCENT = '#f16e00';

/** Rounds coordinates so the SVG stays short and identical across platforms. */
function f(n: number): string {
  return String(Math.round(n * 10) / 10);
}

class Svg {
  readonly #parts: string[] = [];
  readonly #defs: string[] = [];
  #ids = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  id(prefix: string): string {
    this.#ids += 1;
    return `${prefix}${this.#ids}`;
  }

  def(xml: string): void {
    this.#defs.push(xml);
  }

  add(xml: string): void {
    this.#parts.push(xml);
  }

  rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): void {
    this.add(`<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}" ${extra}/>`);
  }

  circle(cx: number, cy: number, r: number, fill: string, extra = ''): void {
    this.add(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}" ${extra}/>`);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): void {
    this.add(`<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}" ${extra}/>`);
  }

  line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = ''): void {
    this.add(
      `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(width)}" ${extra}/>`,
    );
  }

  path(d: string, fill: string, extra = ''): void {
    this.add(`<path d="${d}" fill="${fill}" ${extra}/>`);
  }

  linearGradient(stops: readonly [number, string][], vertical = true): string {
    const id = this.id('g');
    const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
    const stopXml = stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('');
    this.def(`<linearGradient id="${id}" ${dir}>${stopXml}</linearGradient>`);
    return `url(#${id})`;
  }

  radialGradient(color: string): string {
    const id = this.id('r');
    this.def(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="0.9"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    );
    return `url(#${id})`;
  }

  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.#defs.join('')}</defs>${this.#parts.join('')}</svg>`;
  }
}

/** Mixes two #rrggbb colours; t = 0 gives `a`, 1 gives `b`. */
function mix(a: string, b: string, t: number): string {
  const pa = Number.parseInt(a.slice(1), 16);
  const pb = Number.parseInt(b.slice(1), 16);
  const channel = (shift: number) => {
    const ca = (pa >> shift) & 255;
    const cb = (pb >> shift) & 255;
    return Math.round(ca + (cb - ca) * t);
  };
  const value = (channel(16) << 16) | (channel(8) << 8) | channel(0);
  return `#${value.toString(16).padStart(6, '0')}`;
}

interface Stage {
  svg: Svg;
  random: Random;
  palette: Palette;
  /** Scale unit: 1 at a height of 1200 px, so shapes keep their proportions at any size. */
  u: number;
  horizon: number;
  /** Where buildings stand (top of the pavement). */
  base: number;
}

function paintSky(stage: Stage): void {
  const { svg, random, palette, u, horizon } = stage;
  svg.rect(
    0,
    0,
    svg.width,
    horizon + 4 * u,
    svg.linearGradient([
      [0, palette.skyTop],
      [1, palette.skyBottom],
    ]),
  );
  if (palette.sun) {
    const x = random.float(0.12, 0.88) * svg.width;
    const y = random.float(0.1, 0.3) * horizon;
    svg.circle(x, y, 190 * u, svg.radialGradient(palette.sun));
    svg.circle(x, y, 62 * u, palette.sun);
  } else if (palette.lit) {
    const x = random.float(0.6, 0.9) * svg.width;
    svg.circle(x, horizon * 0.2, 38 * u, '#f3efd9', 'opacity="0.9"');
    for (let i = 0; i < 40; i += 1) {
      svg.circle(
        random.float(0, svg.width),
        random.float(0, horizon * 0.6),
        random.float(1.5, 3.5) * u,
        '#ffffff',
        'opacity="0.7"',
      );
    }
  }
  const clouds = random.int(2, 5);
  for (let i = 0; i < clouds; i += 1) {
    const cx = random.float(0, svg.width);
    const cy = random.float(0.12, 0.55) * horizon;
    const scale = random.float(0.6, 1.4) * u;
    const opacity = palette.lit ? 0.35 : 0.85;
    for (let j = 0; j < 4; j += 1) {
      svg.ellipse(
        cx + (j - 1.5) * 70 * scale,
        cy - (j % 2) * 26 * scale,
        random.float(70, 110) * scale,
        random.float(30, 48) * scale,
        palette.cloud,
        `opacity="${opacity}"`,
      );
    }
  }
}

function paintLandscape(stage: Stage): void {
  const { svg, random, palette, u, horizon } = stage;
  // Two hill layers, the far one paler, give depth without perspective drawing.
  for (const [lift, tone] of [
    [70, 0.45],
    [30, 0.15],
  ] as const) {
    let d = `M0 ${f(horizon)}`;
    const steps = 5;
    for (let i = 0; i < steps; i += 1) {
      const x1 = ((i + 0.5) / steps) * svg.width;
      const x2 = ((i + 1) / steps) * svg.width;
      d += ` Q${f(x1)} ${f(horizon - random.float(0.3, 1.3) * lift * u)} ${f(x2)} ${f(horizon - random.float(0, 0.5) * lift * u)}`;
    }
    d += ` L${svg.width} ${f(horizon + 10 * u)} L0 ${f(horizon + 10 * u)} Z`;
    svg.path(d, mix(palette.hill, palette.skyBottom, tone));
  }
  svg.rect(
    0,
    horizon,
    svg.width,
    svg.height - horizon,
    svg.linearGradient([
      [0, palette.groundTop],
      [1, palette.groundBottom],
    ]),
  );
}

function tree(stage: Stage, x: number, ground: number, size: number): void {
  const { svg, random, palette } = stage;
  const s = size * stage.u;
  const green = random.pick(palette.foliage);
  if (random.chance(0.35)) {
    svg.rect(x - 5 * s, ground - 40 * s, 10 * s, 40 * s, '#5b4433');
    svg.path(
      `M${f(x)} ${f(ground - 230 * s)} L${f(x + 60 * s)} ${f(ground - 30 * s)} L${f(x - 60 * s)} ${f(ground - 30 * s)} Z`,
      green,
    );
    return;
  }
  svg.rect(x - 7 * s, ground - 90 * s, 14 * s, 90 * s, '#6b4f3a');
  svg.circle(x, ground - 140 * s, 62 * s, green);
  svg.circle(x - 42 * s, ground - 105 * s, 44 * s, mix(green, '#000000', 0.08));
  svg.circle(x + 40 * s, ground - 112 * s, 46 * s, mix(green, '#ffffff', 0.08));
}

function paintStreet(stage: Stage): void {
  const { svg, u, base, palette } = stage;
  const dim = palette.lit ? 0.55 : 0;
  svg.rect(0, base, svg.width, 40 * u, mix('#c9c6bf', '#000000', dim));
  svg.rect(0, base + 40 * u, svg.width, svg.height - base - 40 * u, mix('#6c6f73', '#000000', dim));
  const dashY = base + 40 * u + (svg.height - base - 40 * u) / 2;
  for (let x = 20 * u; x < svg.width; x += 160 * u) {
    svg.rect(x, dashY - 4 * u, 80 * u, 8 * u, mix('#f2f2f2', '#000000', dim));
  }
}

function windowFill(stage: Stage, glass: string): string {
  if (stage.palette.lit) return stage.random.chance(0.6) ? '#ffd77a' : '#3a4258';
  return stage.random.chance(0.2) ? mix(glass, '#ffffff', 0.35) : glass;
}

function mast(stage: Stage, x: number, foot: number, height: number, dishes: boolean): void {
  const { svg, u } = stage;
  const h = height * u;
  const spread = 34 * u;
  const steel = stage.palette.lit ? '#9aa1ad' : '#6b6f75';
  svg.line(x - spread, foot, x - 5 * u, foot - h, steel, 5 * u);
  svg.line(x + spread, foot, x + 5 * u, foot - h, steel, 5 * u);
  const rungs = 9;
  for (let i = 0; i < rungs; i += 1) {
    const t1 = i / rungs;
    const t2 = (i + 1) / rungs;
    const w1 = spread - (spread - 5 * u) * t1;
    const w2 = spread - (spread - 5 * u) * t2;
    const y1 = foot - h * t1;
    const y2 = foot - h * t2;
    svg.line(x - w1, y1, x + w1, y1, steel, 2.5 * u);
    svg.line(x - w1, y1, x + w2, y2, steel, 2 * u);
  }
  // Antenna panels near the top; a red-and-white tip marks aviation obstacles on real masts.
  for (const side of [-1, 1])
    svg.rect(x + side * 12 * u - 6 * u, foot - h + 20 * u, 12 * u, 60 * u, '#e9ecef');
  svg.rect(x - 4 * u, foot - h - 30 * u, 8 * u, 30 * u, '#d9342b');
  if (dishes) {
    svg.ellipse(x - 30 * u, foot - h * 0.55, 16 * u, 24 * u, '#eef0f2');
    svg.ellipse(x + 28 * u, foot - h * 0.4, 14 * u, 21 * u, '#eef0f2');
  }
}

function paintExchange(stage: Stage, variant: number): void {
  const { svg, random, u, base } = stage;
  const floors = variant === 5 ? 3 : random.int(2, 3);
  const floorH = 165 * u;
  const width = svg.width * random.float(0.38, 0.5);
  const x = svg.width * random.float(0.12, 0.24);
  const top = base - floors * floorH - 20 * u;
  const body = random.pick(['#9c5a3c', '#a8664a', '#c9c2b4', '#d6ccb5', '#b9b2a6']);
  svg.rect(x, top, width, base - top, body);
  svg.rect(x - 8 * u, top - 18 * u, width + 16 * u, 24 * u, mix(body, '#000000', 0.3));
  const cols = Math.max(3, Math.floor(width / (95 * u)));
  const gap = width / cols;
  for (let fl = 0; fl < floors; fl += 1) {
    const y = base - (fl + 1) * floorH + 22 * u;
    svg.rect(x, y + 78 * u, width, 10 * u, mix(body, '#000000', 0.15));
    for (let c = 0; c < cols; c += 1) {
      if (fl === 0 && c === 1) continue;
      const wx = x + c * gap + gap * 0.2;
      svg.rect(
        wx,
        y,
        gap * 0.6,
        70 * u,
        windowFill(stage, '#a9c6dc'),
        `stroke="#f2f2f2" stroke-width="${f(4 * u)}"`,
      );
    }
  }
  svg.rect(x + gap * 1.25, base - 110 * u, gap * 0.5, 110 * u, '#4a4f57');
  svg.rect(x + gap * 1.15, base - 122 * u, gap * 0.7, 14 * u, ACCENT);
  if (variant === 6) {
    mast(stage, x + width + 150 * u, base, 720, true);
  } else if (variant !== 5) {
    mast(stage, x + width * 0.78, top - 18 * u, random.int(240, 360), variant === 2);
  }
  if (variant === 4) {
    for (let fx = 0; fx < svg.width; fx += 26 * u) svg.rect(fx, base - 70 * u, 5 * u, 70 * u, '#5d6268');
    svg.rect(0, base - 70 * u, svg.width, 5 * u, '#5d6268');
  }
}

function paintOffice(stage: Stage, variant: number): void {
  const { svg, random, u, base } = stage;
  const floors = random.int(5, 7);
  const floorH = 112 * u;
  const width = svg.width * random.float(0.28, 0.36);
  const x = svg.width * random.float(0.3, 0.45);
  const top = base - floors * floorH - 30 * u;
  const glass = random.pick(['#5d7fa3', '#4f6f8f', '#6f8fa8', '#587a86']);
  svg.rect(
    x,
    top,
    width,
    base - top,
    svg.linearGradient(
      [
        [0, mix(glass, '#ffffff', 0.35)],
        [0.5, glass],
        [1, mix(glass, '#000000', 0.2)],
      ],
      false,
    ),
  );
  svg.rect(x - 10 * u, top - 20 * u, width + 20 * u, 26 * u, '#dfe3e6');
  const cols = Math.floor(width / (70 * u));
  for (let fl = 0; fl < floors; fl += 1) {
    const y = base - (fl + 1) * floorH;
    svg.rect(x, y, width, 8 * u, '#e6e9ec');
    if (stage.palette.lit) {
      for (let c = 0; c < cols; c += 1) {
        if (random.chance(0.55))
          svg.rect(
            x + c * (width / cols) + 6 * u,
            y + 14 * u,
            width / cols - 12 * u,
            floorH - 24 * u,
            '#ffd98a',
          );
      }
    }
  }
  for (let c = 1; c < cols; c += 1)
    svg.rect(x + c * (width / cols) - 2 * u, top, 4 * u, base - top, '#e6e9ec', 'opacity="0.7"');
  svg.rect(x + width * 0.35, base - 100 * u, width * 0.3, 100 * u, '#2f3b48');
  svg.rect(x + width * 0.3, base - 112 * u, width * 0.4, 14 * u, ACCENT);
  // A lower wing keeps the block from looking like a lone tower.
  const wingW = width * 0.7;
  svg.rect(x - wingW, base - 2 * floorH, wingW, 2 * floorH, '#cfd5da');
  for (let c = 0; c < 4; c += 1) {
    for (let fl = 0; fl < 2; fl += 1) {
      svg.rect(
        x - wingW + (c + 0.2) * (wingW / 4),
        base - (fl + 1) * floorH + 20 * u,
        (wingW / 4) * 0.6,
        50 * u,
        windowFill(stage, '#8fb0c9'),
      );
    }
  }
  if (variant === 8) {
    for (let i = 0; i < 5; i += 1) {
      const cx = svg.width * 0.08 + i * 150 * u;
      svg.rect(
        cx,
        base + 48 * u,
        110 * u,
        44 * u,
        random.pick(['#c23b32', '#2f5d8a', '#e7e7e7', '#3b3b3b', '#7d8a3a']),
        `rx="${f(14 * u)}"`,
      );
    }
  }
}

function paintWarehouse(stage: Stage, variant: number): void {
  const { svg, random, u, base } = stage;
  const width = svg.width * random.float(0.55, 0.68);
  const x = svg.width * random.float(0.08, 0.2);
  const height = random.int(300, 380) * u;
  const wall = random.pick(['#c8cdd2', '#a9b7c4', '#d5d2c8', '#b7c2b0']);
  const top = base - height;
  svg.path(
    `M${f(x - 10 * u)} ${f(top)} L${f(x + width / 2)} ${f(top - 50 * u)} L${f(x + width + 10 * u)} ${f(top)} Z`,
    mix(wall, '#000000', 0.35),
  );
  svg.rect(x, top, width, height, wall);
  for (let lx = x + 14 * u; lx < x + width; lx += 18 * u)
    svg.rect(lx, top, 2 * u, height, '#000000', 'opacity="0.08"');
  svg.rect(x, top + 30 * u, width, 16 * u, variant === 13 ? ACCENT : mix(wall, '#000000', 0.2));
  const docks = random.int(3, 5);
  for (let d = 0; d < docks; d += 1) {
    const dx = x + width * 0.3 + d * 120 * u;
    if (dx + 95 * u > x + width) break;
    svg.rect(dx, base - 140 * u, 95 * u, 140 * u, '#6f767d');
    for (let s = 1; s < 8; s += 1) svg.rect(dx, base - 140 * u + s * 17 * u, 95 * u, 2 * u, '#8d949b');
  }
  svg.rect(x, top + 60 * u, width * 0.24, height - 60 * u, '#e8e6df');
  for (let c = 0; c < 3; c += 1) {
    svg.rect(
      x + 14 * u + c * (width * 0.075),
      top + 90 * u,
      width * 0.05,
      55 * u,
      windowFill(stage, '#9dbbd2'),
    );
  }
  if (variant === 11) {
    const tx = x + width + 30 * u;
    svg.rect(tx, base - 170 * u, 300 * u, 150 * u, '#f1f1f1');
    svg.rect(tx + 300 * u, base - 120 * u, 90 * u, 100 * u, '#2f5d8a');
    svg.circle(tx + 60 * u, base - 12 * u, 24 * u, '#222');
    svg.circle(tx + 340 * u, base - 12 * u, 24 * u, '#222');
  }
}

function paintLand(stage: Stage, variant: number): void {
  const { svg, random, u, horizon, palette } = stage;
  // Mown stripes read as a field even without perspective.
  for (let i = 0; i < 6; i += 1) {
    const y = horizon + (i + 0.5) * ((svg.height - horizon) / 6);
    svg.rect(0, y, svg.width, 18 * u * (i + 1), mix(palette.groundTop, '#ffffff', 0.06), 'opacity="0.5"');
  }
  if (variant === 15) {
    for (let x = 0; x < svg.width; x += 38 * u)
      tree(stage, x + random.float(-10, 10) * u, horizon + 8 * u, random.float(0.5, 0.75));
  }
  if (variant === 16) {
    svg.path(
      `M${f(svg.width * 0.55)} ${f(svg.height)} L${f(svg.width * 0.62)} ${f(horizon)} L${f(svg.width * 0.64)} ${f(horizon)} L${f(svg.width * 0.85)} ${f(svg.height)} Z`,
      mix('#8a8479', '#000000', palette.lit ? 0.5 : 0),
    );
  }
  if (variant === 18 || variant === 16) {
    const y = horizon + (svg.height - horizon) * 0.45;
    for (let x = 0; x < svg.width; x += 90 * u) svg.rect(x, y - 60 * u, 8 * u, 60 * u, '#6b5443');
    svg.rect(0, y - 50 * u, svg.width, 3 * u, '#8a8f94');
    svg.rect(0, y - 28 * u, svg.width, 3 * u, '#8a8f94');
  }
  const trees = variant === 17 ? 2 : random.int(3, 6);
  for (let i = 0; i < trees; i += 1) {
    tree(
      stage,
      random.float(0.05, 0.95) * svg.width,
      horizon + random.float(0.1, 0.5) * (svg.height - horizon),
      random.float(0.8, 1.5),
    );
  }
  // A sales board facing the road: the orange of the brand, no words needed.
  const bx = svg.width * random.float(0.15, 0.7);
  const by = horizon + (svg.height - horizon) * 0.7;
  svg.rect(bx, by - 160 * u, 10 * u, 160 * u, '#555');
  svg.rect(bx + 170 * u, by - 160 * u, 10 * u, 160 * u, '#555');
  svg.rect(bx - 20 * u, by - 270 * u, 220 * u, 130 * u, ACCENT);
  svg.rect(bx, by - 245 * u, 180 * u, 18 * u, '#ffffff', 'opacity="0.9"');
  svg.rect(bx, by - 210 * u, 120 * u, 12 * u, '#ffffff', 'opacity="0.7"');
}

function paintCommercial(stage: Stage, variant: number): void {
  const { svg, random, u, base } = stage;
  const floors = variant === 19 ? 1 : 2;
  const width = svg.width * random.float(0.42, 0.55);
  const x = svg.width * random.float(0.1, 0.25);
  const top = base - floors * 190 * u - 60 * u;
  const wall = random.pick(['#efe6d2', '#e3e7ea', '#d9c7b0', '#f0d9c2']);
  svg.rect(x, top, width, base - top, wall);
  svg.rect(x, top, width, 60 * u, variant === 21 ? '#2f5d8a' : '#3a3f45');
  svg.rect(x + width * 0.3, top + 18 * u, width * 0.4, 24 * u, '#ffffff', 'opacity="0.85"');
  const shops = Math.max(2, Math.floor(width / (220 * u)));
  const sw = width / shops;
  const stripe = random.pick([ACCENT, '#2f7d4a', '#b8322c', '#2f5d8a']);
  for (let s = 0; s < shops; s += 1) {
    const sx = x + s * sw;
    svg.rect(
      sx + 14 * u,
      base - 140 * u,
      sw - 28 * u,
      140 * u,
      windowFill(stage, '#b4cfe0'),
      `stroke="#555" stroke-width="${f(5 * u)}"`,
    );
    for (let k = 0; k < 6; k += 1) {
      svg.rect(
        sx + 8 * u + k * ((sw - 16 * u) / 6),
        base - 180 * u,
        (sw - 16 * u) / 6,
        34 * u,
        k % 2 ? '#ffffff' : stripe,
      );
    }
  }
  if (floors === 2) {
    for (let c = 0; c < shops * 2; c += 1) {
      svg.rect(
        x + (c + 0.25) * (width / (shops * 2)),
        top + 80 * u,
        (width / (shops * 2)) * 0.5,
        80 * u,
        windowFill(stage, '#a9c6dc'),
      );
    }
  }
}

function paintResidential(stage: Stage, variant: number): void {
  const { svg, random, u, base } = stage;
  const floors = variant === 24 ? 2 : random.int(4, 5);
  const floorH = 140 * u;
  const width = svg.width * random.float(0.36, 0.48);
  const x = svg.width * random.float(0.2, 0.35);
  const top = base - floors * floorH - 30 * u;
  const wall = random.pick(['#f1e3c8', '#dfe8e1', '#e9d6d2', '#e4e0d4']);
  svg.path(
    variant === 24
      ? `M${f(x - 20 * u)} ${f(top + 10 * u)} L${f(x + width / 2)} ${f(top - 110 * u)} L${f(x + width + 20 * u)} ${f(top + 10 * u)} Z`
      : `M${f(x - 8 * u)} ${f(top - 16 * u)} H${f(x + width + 8 * u)} V${f(top + 8 * u)} H${f(x - 8 * u)} Z`,
    '#8a4b3a',
  );
  svg.rect(x, top, width, base - top, wall);
  const cols = Math.max(3, Math.floor(width / (120 * u)));
  const gap = width / cols;
  for (let fl = 0; fl < floors; fl += 1) {
    const y = base - (fl + 1) * floorH + 18 * u;
    for (let c = 0; c < cols; c += 1) {
      const wx = x + c * gap + gap * 0.22;
      svg.rect(
        wx,
        y,
        gap * 0.56,
        62 * u,
        windowFill(stage, '#a7c3d8'),
        `stroke="#ffffff" stroke-width="${f(4 * u)}"`,
      );
      if (fl > 0 && variant !== 24 && c % 2 === 0) {
        svg.rect(wx - 10 * u, y + 62 * u, gap * 0.56 + 20 * u, 30 * u, mix(wall, '#000000', 0.25));
        for (let k = 0; k < 6; k += 1)
          svg.rect(wx - 8 * u + k * ((gap * 0.56 + 16 * u) / 5), y + 48 * u, 3 * u, 16 * u, '#555');
      }
    }
  }
  svg.rect(x + width / 2 - 40 * u, base - 100 * u, 80 * u, 100 * u, '#5a3d2e');
}

const PAINTERS: Record<SceneKind, (stage: Stage, variant: number) => void> = {
  exchange: paintExchange,
  office: paintOffice,
  warehouse: paintWarehouse,
  land: paintLand,
  commercial: paintCommercial,
  residential: paintResidential,
};

function stage(width: number, height: number, light: Light, random: Random): Stage {
  const u = height / 1200;
  return {
    svg: new Svg(width, height),
    random,
    palette: PALETTES[light],
    u,
    horizon: height * 0.6,
    base: height * 0.86,
  };
}

/** One offer pool photo: a building of the photo's kind (or an empty plot) in its light. */
export function offerPhotoSvg(photo: PoolPhoto, width: number, height: number): string {
  const s = stage(width, height, photo.light, Random.for(7, 'offer-photo', photo.n));
  paintSky(s);
  paintLandscape(s);
  const built = photo.kind !== 'land';
  if (built) {
    for (let i = 0; i < 3; i += 1) tree(s, s.random.float(0, 1) * width, s.base, s.random.float(0.9, 1.4));
    PAINTERS[photo.kind](s, photo.n);
    tree(s, s.random.float(0.82, 0.97) * width, s.base + 20 * s.u, 1.6);
    paintStreet(s);
  } else {
    PAINTERS.land(s, photo.n);
  }
  return s.svg.toString();
}

/** A town skyline: slider and article images, which stand for the whole portfolio, not one offer. */
export function skylineSvg(seed: number, width: number, height: number, light: Light): string {
  const s = stage(width, height, light, Random.for(7, 'skyline', seed));
  paintSky(s);
  paintLandscape(s);
  const { svg, random, u, horizon, palette } = s;
  for (const [depth, tone] of [
    [0, 0.55],
    [1, 0.25],
    [2, 0],
  ] as const) {
    let x = -random.float(0, 80) * u;
    const ground = horizon + (depth + 1) * 60 * u;
    while (x < width) {
      const w = random.float(90, 220) * u;
      const h = random.float(160, 520) * u * (1 - depth * 0.2);
      const colour = mix(
        random.pick(['#6d7f91', '#8a7d70', '#7b8c83', '#9a8f86', '#5f6f80']),
        palette.skyBottom,
        tone,
      );
      svg.rect(x, ground - h, w, h, colour);
      if (depth === 2 && random.chance(0.25)) mast(s, x + w / 2, ground - h, 200, false);
      if (depth > 0) {
        for (let wy = ground - h + 20 * u; wy < ground - 30 * u; wy += 44 * u) {
          for (let wx = x + 14 * u; wx < x + w - 20 * u; wx += 34 * u) {
            if (random.chance(palette.lit ? 0.5 : 0.7))
              svg.rect(wx, wy, 16 * u, 22 * u, windowFill(s, mix(colour, '#ffffff', 0.45)));
          }
        }
      }
      x += w + random.float(4, 30) * u;
    }
  }
  svg.rect(
    0,
    horizon + 180 * u,
    width,
    height,
    svg.linearGradient([
      [0, palette.groundTop],
      [1, palette.groundBottom],
    ]),
  );
  for (let i = 0; i < 6; i += 1)
    tree(s, random.float(0, 1) * width, horizon + 200 * u, random.float(0.9, 1.3));
  return svg.toString();
}

/** A plan-like map with orange pins: for articles about the market, locations and the portfolio. */
export function mapSvg(seed: number, width: number, height: number): string {
  const random = Random.for(7, 'map', seed);
  const svg = new Svg(width, height);
  const u = height / 1200;
  svg.rect(0, 0, width, height, '#eef0e6');
  for (let i = 0; i < 60; i += 1) {
    svg.rect(
      random.float(0, width),
      random.float(0, height),
      random.float(60, 220) * u,
      random.float(50, 180) * u,
      '#dcdfd5',
      `rx="${f(10 * u)}"`,
    );
  }
  for (let i = 0; i < 4; i += 1) {
    svg.ellipse(
      random.float(0, width),
      random.float(0, height),
      random.float(120, 300) * u,
      random.float(80, 200) * u,
      '#c6dfb4',
    );
  }
  const riverY = random.float(0.2, 0.8) * height;
  svg.path(
    `M0 ${f(riverY)} C${f(width * 0.3)} ${f(riverY - 200 * u)} ${f(width * 0.6)} ${f(riverY + 220 * u)} ${f(width)} ${f(riverY - 60 * u)}`,
    'none',
    `stroke="#9cc6e4" stroke-width="${f(70 * u)}"`,
  );
  for (let i = 0; i < 7; i += 1) {
    const vertical = i % 2 === 0;
    const p = random.float(0.05, 0.95);
    const wide = (i < 2 ? 34 : 18) * u;
    if (vertical) svg.rect(p * width, 0, wide, height, '#ffffff');
    else svg.rect(0, p * height, width, wide, '#ffffff');
  }
  svg.path(
    `M${f(width * 0.1)} ${f(height * 0.9)} Q${f(width * 0.5)} ${f(height * 0.3)} ${f(width * 0.95)} ${f(height * 0.15)}`,
    'none',
    `stroke="#f6c453" stroke-width="${f(26 * u)}"`,
  );
  const pins = random.int(4, 8);
  for (let i = 0; i < pins; i += 1) {
    const x = random.float(0.1, 0.9) * width;
    const y = random.float(0.15, 0.9) * height;
    const r = 34 * u;
    svg.ellipse(x, y + 4 * u, r * 0.6, r * 0.2, '#000000', 'opacity="0.15"');
    svg.path(
      `M${f(x)} ${f(y)} C${f(x - r)} ${f(y - r * 1.4)} ${f(x - r)} ${f(y - r * 2.6)} ${f(x)} ${f(y - r * 2.6)} C${f(x + r)} ${f(y - r * 2.6)} ${f(x + r)} ${f(y - r * 1.4)} ${f(x)} ${f(y)} Z`,
      ACCENT,
    );
    svg.circle(x, y - r * 1.85, r * 0.38, '#ffffff');
  }
  return svg.toString();
}

/**
 * A monoline alphabet on a 10 x 14 grid for the initials on agent portraits. Drawing letters as
 * paths means a machine without fonts (a bare Debian server) still renders them.
 */
const STROKES: Readonly<Record<string, string>> = {
  A: 'M0 14 L5 0 L10 14 M1.8 9 H8.2',
  B: 'M0 14 V0 H5.5 C9 0 9 7 5.5 7 H0 M5.5 7 C10 7 10 14 5.5 14 H0',
  C: 'M10 2.5 C8 -0.5 0 -1 0 7 C0 15 8 14.5 10 11.5',
  D: 'M0 0 V14 H4 C11 14 11 0 4 0 Z',
  E: 'M10 0 H0 V14 H10 M0 7 H7',
  F: 'M10 0 H0 V14 M0 7 H7',
  G: 'M10 2.5 C8 -0.5 0 -1 0 7 C0 15 10 15 10 8 H5.5',
  H: 'M0 0 V14 M10 0 V14 M0 7 H10',
  I: 'M5 0 V14 M2 0 H8 M2 14 H8',
  J: 'M8 0 V10 C8 15 0 15 0 10.5',
  K: 'M0 0 V14 M10 0 L0 8.5 M3.5 5.5 L10 14',
  L: 'M0 0 V14 H9',
  M: 'M0 14 V0 L5 9 L10 0 V14',
  N: 'M0 14 V0 L10 14 V0',
  O: 'M5 0 C-1.7 0 -1.7 14 5 14 C11.7 14 11.7 0 5 0 Z',
  P: 'M0 14 V0 H5.5 C10 0 10 8 5.5 8 H0',
  Q: 'M5 0 C-1.7 0 -1.7 14 5 14 C11.7 14 11.7 0 5 0 Z M6 10 L10 14.5',
  R: 'M0 14 V0 H5.5 C10 0 10 8 5.5 8 H0 M5 8 L10 14',
  S: 'M9.5 2 C8 -0.5 1 -0.8 1 3.5 C1 7 9.5 6.5 9.5 10.5 C9.5 15 2 14.8 0.3 12',
  T: 'M0 0 H10 M5 0 V14',
  U: 'M0 0 V9 C0 15.5 10 15.5 10 9 V0',
  V: 'M0 0 L5 14 L10 0',
  W: 'M0 0 L2.5 14 L5 5 L7.5 14 L10 0',
  X: 'M0 0 L10 14 M10 0 L0 14',
  Y: 'M0 0 L5 7 L10 0 M5 7 V14',
  Z: 'M0 0 H10 L0 14 H10',
};

/** Polish capitals: a base letter plus a mark above (acute, dot) or a stroke through (Ł). */
function letterPath(letter: string): string {
  if (letter === 'Ł') return `${STROKES.L} M-1.5 9.5 L4.5 5`;
  const [base = '', ...marks] = letter.normalize('NFD');
  let d = STROKES[base] ?? STROKES.O ?? '';
  if (marks.includes('\u0301')) d += ' M4.2 -2 L7 -4.8';
  if (marks.includes('\u0307')) d += ' M5 -3.2 L5 -3';
  if (marks.includes('\u0328')) d += ' M8.5 14 C6 15.5 7 17.5 9.5 17';
  return d;
}

/** An abstract portrait: two-tone background, soft shapes and the initials in white. */
export function portraitSvg(initials: string, seed: number, size: number): string {
  const random = Random.for(7, 'portrait', seed);
  const svg = new Svg(size, size);
  const hues = ['#2f5d8a', '#3b7d6b', '#7a4b8c', '#9c5a3c', '#3f6f9e', '#5b6b2f', '#8a3b4f', '#2f6f7a'];
  const a = hues[seed % hues.length] ?? '#2f5d8a';
  svg.rect(
    0,
    0,
    size,
    size,
    svg.linearGradient([
      [0, mix(a, '#ffffff', 0.25)],
      [1, mix(a, '#000000', 0.2)],
    ]),
  );
  svg.circle(random.float(0, size), random.float(0, size), size * 0.45, '#ffffff', 'opacity="0.08"');
  svg.circle(random.float(0, size), random.float(0, size), size * 0.3, ACCENT, 'opacity="0.25"');
  const letters = [...initials.toUpperCase()];
  const scale = size / 40;
  const letterW = 10 * scale;
  const gapW = 4 * scale;
  const total = letters.length * letterW + (letters.length - 1) * gapW;
  letters.forEach((letter, i) => {
    const x = (size - total) / 2 + i * (letterW + gapW);
    const y = (size - 14 * scale) / 2;
    svg.path(
      letterPath(letter),
      'none',
      `transform="translate(${f(x)} ${f(y)}) scale(${f(scale)})" stroke="#ffffff" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"`,
    );
  });
  return svg.toString();
}
