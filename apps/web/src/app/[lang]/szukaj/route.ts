import { parseLanguage } from '@estate/domain/language';
import { routePath } from '@estate/domain/routes';
import { searchFormPath } from '@/features/offers/search-form-path';

type Context = { params: Promise<{ lang: string }> };

/**
 * The search form without JavaScript (decision 012): a POST (a GET form would carry a query string,
 * which the site redirects away) answered with 303 to the list path that holds the filters.
 */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  const lang = parseLanguage((await params).lang);
  const form = await request.formData().catch(() => new FormData());
  return new Response(null, {
    status: 303,
    headers: { location: searchFormPath(form, lang), 'cache-control': 'no-store' },
  });
}

/** Someone who opens /szukaj directly gets the sale list. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const lang = parseLanguage((await params).lang);
  return new Response(null, { status: 303, headers: { location: routePath('sprzedaz', {}, lang) } });
}
