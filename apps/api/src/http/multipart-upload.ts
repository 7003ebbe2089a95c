import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * A multipart body that cannot be read to its end (cut short, no boundary): the client's error, not
 * ours (it answered 500 before). The parser's own 4xx (too many parts or fields) pass as they are.
 */
function malformed(error: unknown): never {
  const status = (error as { statusCode?: unknown }).statusCode;
  if (error instanceof AppError || (typeof status === 'number' && status >= 400 && status < 500)) throw error;
  throw new AppError(400, 'bad_request', 'The multipart body cannot be read');
}

/**
 * The one file of a back-office upload, read into memory within `maxBytes`: 415 for a body that is
 * not multipart, 400 with the field's `required` when the file is not in `field`, 413 with
 * `tooLargeCode` beyond the limit, 400 `bad_request` for a body cut short or malformed.
 */
export async function uploadedFile(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
  tooLargeCode = 'file_too_large',
): Promise<{ content: Buffer; file: MultipartFile }> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'unsupported_media_type', 'Send the file as multipart/form-data');
  }
  const file = await request.file({ limits: { fileSize: maxBytes } }).catch(malformed);
  if (file?.fieldname !== field) {
    throw new AppError(400, 'validation_failed', `The ${field} is missing`, {
      fields: { [field]: 'required' },
    });
  }
  try {
    return { content: await file.toBuffer(), file };
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'FST_REQ_FILE_TOO_LARGE') malformed(error);
    throw new AppError(413, 'payload_too_large', `The ${field} is larger than allowed`, {
      fields: { [field]: tooLargeCode },
    });
  }
}

/** A multipart text field sent before the file, or undefined. */
export function fieldValue(file: MultipartFile, name: string): unknown {
  const part = file.fields[name];
  const single = Array.isArray(part) ? part[0] : part;
  return single && 'value' in single ? single.value : undefined;
}
