import type { Messages } from 'next-intl';
import { formTexts } from '@/i18n/client-messages';
import en from '../../../../messages/en.json';
import pl from '../../../../messages/pl.json';

// Written once per build: the catalogues change only with a deploy.
export const dynamic = 'force-static';
export const dynamicParams = false;

const CATALOGUES: Readonly<Record<string, Messages>> = {
  'pl.json': pl as Messages,
  'en.json': en as unknown as Messages,
};

export function generateStaticParams(): { file: string }[] {
  return Object.keys(CATALOGUES).map((file) => ({ file }));
}

/**
 * The forms' texts of one language (formTexts), fetched by a form when it loads on its first focus
 * (features/forms/form-texts.ts), so that no page carries them in its payload (decision 050).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const catalogue = CATALOGUES[(await params).file];
  if (!catalogue) return new Response('Not found', { status: 404 });
  return Response.json(formTexts(catalogue));
}
