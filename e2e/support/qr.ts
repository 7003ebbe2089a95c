import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';

/**
 * What a phone's camera would read from a QR code drawn as inline SVG: the page draws the element
 * onto a canvas (white margin around it, as on a screen), and jsQR, a decoder independent of the
 * library that made the code, reads the pixels. Answers the decoded text, or null when none is found.
 */
export async function decodeQrCode(svg: Locator): Promise<string | null> {
  const pixels = await svg.evaluate(async (element) => {
    const side = 400;
    const margin = 40;
    const clone = element.cloneNode(true) as SVGSVGElement;
    clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
    clone.setAttribute('width', String(side));
    clone.setAttribute('height', String(side));
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(clone.outerHTML)}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = side + 2 * margin;
    canvas.height = side + 2 * margin;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, margin, margin, side, side);
    const data = context.getImageData(0, 0, canvas.width, canvas.height);
    return { width: data.width, height: data.height, data: Array.from(data.data) };
  });
  const found = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
  return found ? found.data : null;
}
