import { describe, expect, it } from 'vitest';
import { switchLanguagePath } from './language-switch';

type Row = readonly [from: string, target: 'pl' | 'en', expected: string];

function table(rows: readonly Row[]) {
  it.each(rows)('%s -> %s: %s', (from, target, expected) => {
    expect(switchLanguagePath(from, target)).toBe(expected);
  });
}

describe('SPEC §1: "Switching language does nothing if that language is already current"', () => {
  table([
    ['/', 'pl', '/'],
    ['/en', 'en', '/en'],
    ['/sprzedaz/mazowieckie', 'pl', '/sprzedaz/mazowieckie'],
    ['/pl/sprzedaz', 'pl', '/pl/sprzedaz'],
    ['/en/blog/a-b', 'en', '/en/blog/a-b'],
    ['/pl/o-nas', 'pl', '/pl/o-nas'],
    ['/en/about-us', 'en', '/en/about-us'],
    ['/does/not/exist', 'pl', '/does/not/exist'],
  ]);
});

describe('SPEC §2: "For sale, rent, in preparation, news list, FAQ, contact and favourites, the English URL is the Polish one with /en prepended. The Polish URL is the English one without the prefix."', () => {
  table([
    ['/sprzedaz', 'en', '/en/sprzedaz'],
    ['/en/sprzedaz', 'pl', '/sprzedaz'],
    ['/sprzedaz/mazowieckie', 'en', '/en/sprzedaz/mazowieckie'],
    ['/en/sprzedaz/mazowieckie', 'pl', '/sprzedaz/mazowieckie'],
    ['/sprzedaz/mazowieckie/warszawa', 'en', '/en/sprzedaz/mazowieckie/warszawa'],
    ['/en/sprzedaz/mazowieckie/warszawa', 'pl', '/sprzedaz/mazowieckie/warszawa'],
    ['/sprzedaz/slaskie/f/price-gte=100000;page=2', 'en', '/en/sprzedaz/slaskie/f/price-gte=100000;page=2'],
    ['/en/sprzedaz/f/isNew=1;order=price_asc', 'pl', '/sprzedaz/f/isNew=1;order=price_asc'],
    ['/wynajem', 'en', '/en/wynajem'],
    ['/en/wynajem', 'pl', '/wynajem'],
    ['/wynajem/pomorskie/gdansk/f/typeProperty=4', 'en', '/en/wynajem/pomorskie/gdansk/f/typeProperty=4'],
    ['/en/wynajem/pomorskie/gdansk', 'pl', '/wynajem/pomorskie/gdansk'],
    ['/do_sprzedania_wkrotce', 'en', '/en/do_sprzedania_wkrotce'],
    ['/en/do_sprzedania_wkrotce', 'pl', '/do_sprzedania_wkrotce'],
    ['/aktualnosci', 'en', '/en/aktualnosci'],
    ['/en/aktualnosci', 'pl', '/aktualnosci'],
    ['/aktualnosci/f/page=3', 'en', '/en/aktualnosci/f/page=3'],
    ['/faq', 'en', '/en/faq'],
    ['/en/faq', 'pl', '/faq'],
    ['/kontakt', 'en', '/en/kontakt'],
    ['/en/kontakt', 'pl', '/kontakt'],
    ['/ulubione', 'en', '/en/ulubione'],
    ['/en/ulubione', 'pl', '/ulubione'],
    ['/porownaj/3-9', 'en', '/en/porownaj/3-9'],
    ['/en/porownaj', 'pl', '/porownaj'],
    // The Polish reading under /pl counts as Polish too; the switch drops the redundant prefix.
    ['/pl/sprzedaz/lodzkie', 'en', '/en/sprzedaz/lodzkie'],
    ['/pl/kontakt', 'en', '/en/kontakt'],
    // What the browser shows may carry a trailing slash, a query or a hash.
    ['/faq/', 'en', '/en/faq'],
    ['/kontakt#form', 'en', '/en/kontakt'],
  ]);
});

describe('SPEC §2: "about-us maps to pl/o-nas. for-developers maps to pl/dla-posrednikow. The other static pages map as listed above."', () => {
  table([
    ['/en/about-us', 'pl', '/pl/o-nas'],
    ['/pl/o-nas', 'en', '/en/about-us'],
    ['/o-nas', 'en', '/en/about-us'],
    ['/en/for-developers', 'pl', '/pl/dla-posrednikow'],
    ['/en/for-intermediaries', 'pl', '/pl/dla-posrednikow'],
    ['/pl/dla-posrednikow', 'en', '/en/for-developers'],
    ['/dla-posrednikow', 'en', '/en/for-developers'],
    ['/en/privacy-policy', 'pl', '/pl/polityka-prywatnosci'],
    ['/pl/polityka-prywatnosci', 'en', '/en/privacy-policy'],
    ['/en/website-regulations', 'pl', '/pl/regulamin-serwisu'],
    ['/pl/regulamin-serwisu', 'en', '/en/website-regulations'],
    ['/en/cookies-policy', 'pl', '/pl/polityka-cookies'],
    ['/pl/polityka-cookies', 'en', '/en/cookies-policy'],
    // A Polish slug reached under /en still has a pair.
    ['/en/o-nas', 'pl', '/pl/o-nas'],
  ]);
});

describe('Issue 18 (decision 037): news and event items keep their path; the item page sends on to its translation or the list', () => {
  table([
    ['/aktualnosci/show/12', 'en', '/en/aktualnosci/show/12'],
    ['/en/aktualnosci/show/12', 'pl', '/aktualnosci/show/12'],
    ['/aktualnosci/show', 'en', '/en/aktualnosci/show'],
    ['/wydarzenia/show/7', 'en', '/en/wydarzenia/show/7'],
    ['/en/wydarzenia/show/7', 'pl', '/wydarzenia/show/7'],
  ]);
});

describe('Issue 18 (decision 037): a content page other than the static ones keeps its slug; the page sends on to its translation or home', () => {
  table([
    ['/jakas-strona', 'en', '/en/jakas-strona'],
    ['/en/some-page', 'pl', '/pl/some-page'],
    ['/pl/some-page', 'en', '/en/some-page'],
  ]);
});

describe('SPEC §2: "Special-offer pages keep their type."', () => {
  table([
    ['/oferta_specjalna/promocje', 'en', '/en/oferta_specjalna/promocje'],
    ['/en/oferta_specjalna/promocje', 'pl', '/oferta_specjalna/promocje'],
    ['/oferta_specjalna/typy-nieruchomosci/3', 'en', '/en/oferta_specjalna/typy-nieruchomosci'],
    ['/en/oferta_specjalna/terytorialne/9', 'pl', '/oferta_specjalna/terytorialne'],
    ['/oferta_specjalna/terytorialne/9/f/page=2', 'en', '/en/oferta_specjalna/terytorialne'],
  ]);
});

describe('SPEC §2: "Blog detail pages keep the current path."', () => {
  table([
    ['/blog/jak-kupic-dzialke', 'en', '/en/blog/jak-kupic-dzialke'],
    ['/en/blog/how-to-buy-a-plot', 'pl', '/blog/how-to-buy-a-plot'],
    ['/blog/za%C5%BC%C3%B3%C5%82%C4%87', 'en', '/en/blog/za%C5%BC%C3%B3%C5%82%C4%87'],
  ]);
});

describe('SPEC §2: route names known to the switch without another rule keep the same page', () => {
  table([
    ['/szczegoly_ogloszenia/123', 'en', '/en/szczegoly_ogloszenia/123'],
    ['/en/szczegoly_ogloszenia/123', 'pl', '/szczegoly_ogloszenia/123'],
    ['/szczegoly_ogloszenia/123/5/abc', 'en', '/en/szczegoly_ogloszenia/123/5/abc'],
    ['/en/szczegoly_ogloszenia/123/5/abc', 'pl', '/szczegoly_ogloszenia/123/5/abc'],
    ['/blog', 'en', '/en/blog'],
    ['/en/blog', 'pl', '/blog'],
    ['/wydarzenia', 'en', '/en/wydarzenia'],
    ['/en/wydarzenia', 'pl', '/wydarzenia'],
  ]);
});

describe('SPEC §2: "Any other page goes to home (/ or /en)."', () => {
  table([
    ['/', 'en', '/en'],
    ['/en', 'pl', '/'],
    ['/pl', 'en', '/en'],
    ['/nowosci', 'en', '/en'],
    ['/en/nowosci', 'pl', '/'],
    ['/nowosci/f/page=2', 'en', '/en'],
    ['/does/not/exist', 'en', '/en'],
    ['/en/sprzedaz/a/b/c', 'pl', '/'],
    ['/oferta_specjalna/unknown', 'en', '/en'],
  ]);
});
