import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrDrawing } from './totp-qr';

const URI =
  'otpauth://totp/Portal%20nieruchomo%C5%9Bci:ewa.admin%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSW&issuer=Portal%20nieruchomo%C5%9Bci';

/** The drawing as a screen shows it: each rectangle of the path filled black on white, `scale` px a module. */
function raster(size: number, path: string, scale: number): Uint8ClampedArray {
  const side = size * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let row = Number(y) * scale; row < (Number(y) + 1) * scale; row += 1) {
      for (let column = Number(x) * scale; column < (Number(x) + Number(width)) * scale; column += 1) {
        const at = (row * side + column) * 4;
        pixels[at] = 0;
        pixels[at + 1] = 0;
        pixels[at + 2] = 0;
      }
    }
  }
  return pixels;
}

describe('qrDrawing', () => {
  it('draws a QR code that an independent decoder reads back as the URI', () => {
    const { size, path } = qrDrawing(URI);
    const decoded = jsQR(raster(size, path, 6), size * 6, size * 6);
    expect(decoded?.data).toBe(URI);
  });

  it('keeps the four-module quiet zone around the code and only rectangles in the path', () => {
    const { size, path } = qrDrawing(URI);
    expect(path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    const starts = [...path.matchAll(/M(\d+) (\d+)h(\d+)/g)].map(([, x, y, w]) => [
      Number(x),
      Number(y),
      Number(w),
    ]);
    expect(Math.min(...starts.map(([x]) => x as number))).toBe(4);
    expect(Math.min(...starts.map(([, y]) => y as number))).toBe(4);
    expect(Math.max(...starts.map(([x, , w]) => (x as number) + (w as number)))).toBe(size - 4);
  });
});
