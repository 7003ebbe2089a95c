import { createHash } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { OFFER_PHOTO_WIDTHS, type OfferPhotoWidth } from './media-paths';

/** Why an upload is refused, as the field code the back office shows. */
export type UploadRefusal = 'file_type_refused' | 'image_too_large' | 'file_broken' | 'pdf_required';

export class UploadRefused extends Error {
  override name = 'UploadRefused';
  constructor(readonly code: UploadRefusal) {
    super(code);
  }
}

/** Photos staff upload: what sharp decodes among these, judged by content, never by name or type. */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** A 100-megapixel photo is already far beyond any screen; more is a scan or a decompression bomb. */
const MAX_UPLOAD_PIXELS = 100_000_000;

/**
 * An uploaded image, judged before anything is decoded: its header must name JPEG, PNG, WebP or
 * AVIF (AVIF is HEIF with AV1; an SVG, a HEIC or a script named .jpg is refused) within the pixel
 * limit. The pipeline it answers decodes with `failOn: 'truncated'`, so a file cut short fails when
 * processed (`processImage` turns that into `file_broken`); EXIF orientation is applied, and no
 * metadata (EXIF, GPS, XMP, ICC) survives into what it writes.
 */
export async function judgeImage(upload: Buffer, maxPixels = MAX_UPLOAD_PIXELS): Promise<Sharp> {
  let metadata: Metadata;
  try {
    metadata = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw new UploadRefused('file_type_refused');
  }
  const format = metadata.format;
  const avif = format === 'heif' && metadata.compression === 'av1';
  if (!format || (!IMAGE_FORMATS.has(format) && !avif)) throw new UploadRefused('file_type_refused');
  if (!metadata.width || !metadata.height) throw new UploadRefused('file_broken');
  if (metadata.width * metadata.height > maxPixels) throw new UploadRefused('image_too_large');
  return sharp(upload, { limitInputPixels: maxPixels, failOn: 'truncated' }).rotate();
}

/** Runs a judged image's processing; a file that cannot be decoded to its end is `file_broken`. */
async function processImage<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch {
    throw new UploadRefused('file_broken');
  }
}

export interface PhotoVariants {
  /** The stored size of the largest variant (what `offer_photos.width`/`height` hold). */
  width: number;
  height: number;
  files: { width: OfferPhotoWidth; body: Buffer }[];
}

/**
 * The widths the site serves of an offer photo (480, 960, 1600; WebP), keeping its proportions and
 * never enlarging a smaller original.
 */
export async function offerPhotoVariants(image: Sharp): Promise<PhotoVariants> {
  const files = await processImage(() =>
    Promise.all(
      OFFER_PHOTO_WIDTHS.map(async (width) => {
        const { data, info } = await image
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        return { width, body: data, info };
      }),
    ),
  );
  const largest = files[files.length - 1];
  if (!largest) throw new UploadRefused('file_broken');
  return {
    width: largest.info.width,
    height: largest.info.height,
    files: files.map(({ width, body }) => ({ width, body })),
  };
}

/**
 * A PDF by its content: the `%PDF-` signature at the start and an end-of-file marker in its last
 * kilobyte (a file cut short has none). An HTML page or a script named .pdf is refused.
 */
export function judgePdf(upload: Buffer): void {
  if (upload.subarray(0, 5).toString('latin1') !== '%PDF-') throw new UploadRefused('pdf_required');
  if (
    !upload
      .subarray(Math.max(0, upload.length - 1024))
      .toString('latin1')
      .includes('%%EOF')
  ) {
    throw new UploadRefused('file_broken');
  }
}

/** A short name for stored content: the same upload gets the same name. */
export function contentName(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 16);
}
