import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { postContentImage, uploadContentImage } from '../../testing/content-images';
import { createSignedInStaff } from '../../testing/staff-sessions';
import { useTestApp } from '../../testing/test-app';
import { testDialects } from '../../testing/test-database';

/**
 * The content's one image upload (decisions 037 and 040): what the old content editor's test
 * checked of it before its routes went to the editable kinds (decision 052 S9). The kinds' tests
 * save the paths it answers (article-kind, home-kind, group-kind).
 */
describe.each(testDialects())('the content images’ upload (%s)', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });

  it('stores a cover cropped to 1200 × 675 and a text image at most 1200 px wide, as WebP served from the media store, audited', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    const cover = await uploadContentImage(ctx, editor, 'cover');
    expect(cover).toMatch(/^\/media\/content\/cover-[0-9a-f]{16}\.webp$/);
    const served = await ctx.app.inject({ method: 'GET', url: cover });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      width: 1200,
      height: 675,
      format: 'webp',
    });
    const inText = await uploadContentImage(ctx, editor, 'text');
    const text = await ctx.app.inject({ method: 'GET', url: inText });
    expect(await sharp(text.rawPayload).metadata()).toMatchObject({ width: 1200, height: 750 });
    const entries = await ctx.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'actor_id'])
      .where('action', '=', 'content.image-upload')
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { action: 'content.image-upload', entity_id: cover, actor_id: editor.id },
      { action: 'content.image-upload', entity_id: inText, actor_id: editor.id },
    ]);
  });

  it('refuses agents, storing nothing', async () => {
    const agent = await createSignedInStaff(ctx, 'agent');
    const answer = await postContentImage(ctx, agent, 'cover');
    expect(answer.statusCode).toBe(403);
    const written = await ctx.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'content.image-upload')
      .where('actor_id', '=', agent.id)
      .execute();
    expect(written).toEqual([]);
  });
});
