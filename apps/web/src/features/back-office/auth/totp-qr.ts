import 'server-only';
import { create } from 'qrcode';

/** A QR code as one SVG path of dark modules on a square of `size` modules (quiet zone included). */
export interface QrDrawing {
  size: number;
  path: string;
}

/** The white border a reader needs around the code, in modules (the standard's minimum). */
const QUIET_ZONE = 4;

/**
 * An otpauth URI (or any short text) drawn as a QR code (decision 053): the `qrcode` library
 * computes the modules on the server and this turns each run of dark modules in a row into one
 * rectangle of a single path, so the browser gets a few hundred bytes of SVG and no QR code library.
 * Level M corrects 15% of damage, enough for a screen photographed by a phone.
 */
export function qrDrawing(text: string): QrDrawing {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  let path = '';
  for (let row = 0; row < count; row += 1) {
    let column = 0;
    while (column < count) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < count && modules.get(row, column)) column += 1;
      path += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${column - start}v1h${start - column}z`;
    }
  }
  return { size: count + 2 * QUIET_ZONE, path };
}
