import sharp from 'sharp';
import { expect } from 'vitest';
import { multipart } from './multipart';
import { fromSite, type TestStaff } from './staff-sessions';
import type { useTestApp } from './test-app';

/** A 1600 × 1000 picture posted to the content images' route as `who`, for `use`: the raw answer. */
export async function postContentImage(
  ctx: ReturnType<typeof useTestApp>,
  who: TestStaff,
  use: 'cover' | 'text',
) {
  const png = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#3a6ea5' } })
    .png()
    .toBuffer();
  const body = multipart([{ name: 'image', filename: 'photo.png', type: 'image/png', content: png }]);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/back-office/content-images?use=${use}`,
    headers: { ...fromSite(ctx.config, who.cookie), 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** The same, which must be stored: its `/media/…` path. */
export async function uploadContentImage(
  ctx: ReturnType<typeof useTestApp>,
  who: TestStaff,
  use: 'cover' | 'text',
): Promise<string> {
  const answer = await postContentImage(ctx, who, use);
  expect(answer.statusCode).toBe(201);
  return answer.json().data.path as string;
}
