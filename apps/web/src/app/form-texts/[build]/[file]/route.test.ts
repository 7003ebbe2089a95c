import { describe, expect, it } from 'vitest';
import { formTextsPath } from '@/features/forms/form-texts';
import { SITE_BUILD_ID } from '@/lib/env/build-id';
import { GET, generateStaticParams } from './route';

/** The route's answer at a path as the browser asks for it (`/form-texts/{build}/{file}`). */
function get(path: string): Promise<Response> {
  const [, , build = '', file = ''] = path.split('/');
  return GET(new Request(`https://portal.example${path}`), { params: Promise.resolve({ build, file }) });
}

describe('/form-texts/{build}/{lang}.json', () => {
  it("is written for this build's id only, one file per language", () => {
    expect(generateStaticParams()).toEqual([
      { build: SITE_BUILD_ID, file: 'pl.json' },
      { build: SITE_BUILD_ID, file: 'en.json' },
    ]);
  });

  it('answers the path the forms fetch with the texts, cached for a year and never revalidated', async () => {
    for (const [lang, text] of [
      ['pl', 'Podaj poprawny adres e-mail.'],
      ['en', 'Enter a valid e-mail address.'],
    ] as const) {
      const response = await get(formTextsPath(lang));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(JSON.stringify(await response.json())).toContain(text);
    }
  });

  it("answers another build's id and unknown files 404, not cached", async () => {
    for (const path of ['/form-texts/build-old/pl.json', `/form-texts/${SITE_BUILD_ID}/de.json`]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});
