import type { Messages } from 'next-intl';
import { formTexts } from '@/i18n/client-messages';
import { SITE_BUILD_ID } from '@/lib/env/build-id';
import en from '../../../../../messages/en.json';
import pl from '../../../../../messages/pl.json';

// Written once per build: the catalogues change only with a deploy.
export const dynamic = 'force-static';
export const dynamicParams = false;

const CATALOGUES: Readonly<Record<string, Messages>> = {
  'pl.json': pl as Messages,
  'en.json': en as unknown as Messages,
};

export function generateStaticParams(): { build: string; file: string }[] {
  return Object.keys(CATALOGUES).map((file) => ({ build: SITE_BUILD_ID, file }));
}

/**
 * The forms' texts of one language (formTexts), fetched by a form when it loads on its first focus
 * (features/forms/form-texts.ts), so that no page carries them in its payload (decision 050). The
 * URL names the build, so the answer never changes and is cached for a year; another build's id is
 * a 404 (Next's, never cached), so no browser keeps one build's texts under another's address.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ build: string; file: string }> },
): Promise<Response> {
  const { build, file } = await params;
  const catalogue = build === SITE_BUILD_ID ? CATALOGUES[file] : undefined;
  if (!catalogue) return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });
  return Response.json(formTexts(catalogue), {
    headers: { 'cache-control': 'public, max-age=31536000, immutable' },
  });
}
