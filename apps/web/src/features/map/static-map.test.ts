import type { StaticMapCluster } from '@estate/domain/api/map-responses';
import { STATIC_CLUSTERS, staticClusterLabel } from '@estate/domain/map-clusters';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import pl from '../../../messages/pl.json';
import { type MapLabels, parseMapLabels } from './map-labels';
import { StaticMap } from './static-map';

const labels: MapLabels = {
  region: 'Mapa ofert',
  mapSummary: {
    one: 'Mapa Polski z liczbą ofert w regionach: # oferta',
    few: 'Mapa Polski z liczbą ofert w regionach: # oferty',
    many: 'Mapa Polski z liczbą ofert w regionach: # ofert',
    other: 'Mapa Polski z liczbą ofert w regionach: # oferty',
  },
  offers: { one: '# oferta', few: '# oferty', many: '# ofert', other: '# oferty' },
  locations: 'Oferty według miejsc',
  showInteractive: 'Pokaż mapę interaktywną',
  bordersCredit: 'Granice: PRG, GUGiK',
  interactiveMap: 'Interaktywna mapa ofert',
  loading: 'Ładowanie mapy…',
  loadError: 'Nie udało się wczytać ofert na mapie.',
  zoomIn: 'Przybliż',
  zoomOut: 'Oddal',
  cluster: {
    one: '# oferta, przybliż',
    few: '# oferty, przybliż',
    many: '# ofert, przybliż',
    other: '# oferty, przybliż',
  },
  offersInView: {
    one: '# oferta na mapie',
    few: '# oferty na mapie',
    many: '# ofert na mapie',
    other: '# oferty na mapie',
  },
  sold: 'Sprzedane',
  area: parseMapLabels(pl.map).area,
};

function clusters(counts: (i: number) => number): StaticMapCluster[] {
  return STATIC_CLUSTERS.map((cluster, i) => ({
    id: cluster.id,
    kind: cluster.kind,
    voivodeship: cluster.voivodeship,
    lat: cluster.lat,
    lng: cluster.lng,
    label: staticClusterLabel(cluster, 'pl'),
    count: counts(i),
  }));
}

function render(data: StaticMapCluster[], lang: 'pl' | 'en' = 'pl') {
  const total = data.reduce((sum, c) => sum + c.count, 0);
  return renderToStaticMarkup(createElement(StaticMap, { clusters: data, total, lang, labels }));
}

describe('StaticMap', () => {
  const data = clusters((i) => (i === 5 ? 0 : (i * 397) % 5000));
  const html = render(data);

  it('is one image with a summary of the offers for assistive technology', () => {
    const total = data.reduce((sum, c) => sum + c.count, 0);
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(html).toContain(
      `aria-label="Mapa Polski z liczbą ofert w regionach: ${total.toLocaleString('pl-PL')}`,
    );
    expect(html.match(/<path /g)).toHaveLength(16);
  });

  it('shows a badge with the count for each marker that has offers, hidden from assistive technology', () => {
    const badges = [...html.matchAll(/data-cluster-id="(\d+)"[^>]*>(\d+)<\/span>/g)];
    const expected = data.filter((c) => c.count > 0);
    expect(badges.map((m) => [Number(m[1]), Number(m[2])])).toEqual(expected.map((c) => [c.id, c.count]));
    expect(html).toMatch(/<div[^>]*aria-hidden="true"[^>]*><span[^>]*data-cluster-id/);
  });

  it('lists the places as links to their sale lists', () => {
    expect(html).toContain('href="/sprzedaz/mazowieckie/warszawa"');
    expect(html).toContain('>Warszawa: ');
    expect(html).toContain('href="/sprzedaz/dolnoslaskie"');
    const links = html.match(/<li><a /g) ?? [];
    expect(links).toHaveLength(data.filter((c) => c.count > 0).length);
    expect(render(data, 'en')).toContain('href="/en/sprzedaz/malopolskie/krakow"');
  });

  it('keeps its box to the map’s aspect ratio, so swapping maps moves nothing', () => {
    expect(html).toContain('style="--map-ratio:1000 / 947;--map-height:0.947"');
  });

  it('stays under 40 kB of markup with every badge shown', () => {
    expect(Buffer.byteLength(html)).toBeLessThan(40_000);
  });

  it('shows no badges and no list when there are no offers', () => {
    const empty = render(clusters(() => 0));
    expect(empty).not.toContain('data-cluster-id');
    expect(empty).not.toContain('<nav');
    expect(empty).toContain('aria-label="Mapa Polski z liczbą ofert w regionach: 0 ofert"');
  });
});
