import { PHOTO_MAX_BYTES, sendForm, uploadErrorCode } from '../../media/media-list';

/**
 * Sends one image of an article's text to the media store (`POST /api/back-office/content-images?use=text`,
 * judged by content), with progress. Answers the stored path, or the refusal's error code.
 */
export async function uploadTextImage(
  file: File,
): Promise<{ path: string } | { refused: string | undefined }> {
  if (file.size > PHOTO_MAX_BYTES) return { refused: 'file_too_large' };
  const form = new FormData();
  form.append('image', file);
  const answer = await sendForm('/api/back-office/content-images?use=text', form, () => undefined, 'image');
  const data = answer.data?.data;
  const path = typeof data === 'object' && data !== null && 'path' in data ? data.path : undefined;
  if (answer.status === 201 && typeof path === 'string') return { path };
  return { refused: uploadErrorCode(answer, 'image') };
}
