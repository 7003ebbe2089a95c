import { describe, expect, it } from 'vitest';
import {
  isNavGroup,
  mainNavigation,
  matchRoute,
  type RouteMatch,
  routePath,
  SPECIAL_OFFER_GROUP_TYPES,
  SPECIAL_OFFER_TYPES,
  STATIC_PAGES,
  staticPageBySlug,
  staticPagePath,
} from './routes';

describe('SPEC §2 route table: matchRoute', () => {
  it.each<[string, RouteMatch]>([
    ['/', { lang: 'pl', name: 'home', params: {} }],
    ['/en', { lang: 'en', name: 'home', params: {} }],
    ['/en/', { lang: 'en', name: 'home', params: {} }],
    ['/pl', { lang: 'pl', name: 'home', params: {} }],
    ['/aktualnosci', { lang: 'pl', name: 'aktualnosci', params: {} }],
    ['/aktualnosci/show/15', { lang: 'pl', name: 'aktualnosci-show-id', params: { id: '15' } }],
    ['/aktualnosci/show', { lang: 'pl', name: 'aktualnosci-show-id', params: {} }],
    ['/en/aktualnosci/f/page=2', { lang: 'en', name: 'aktualnosci', params: { filters: 'page=2' } }],
    ['/blog', { lang: 'pl', name: 'blog', params: {} }],
    ['/blog/moj-wpis', { lang: 'pl', name: 'blog-slug', params: { slug: 'moj-wpis' } }],
    ['/blog/za%C5%BC%C3%B3%C5%82%C4%87', { lang: 'pl', name: 'blog-slug', params: { slug: 'zażółć' } }],
    ['/do_sprzedania_wkrotce', { lang: 'pl', name: 'do_sprzedania_wkrotce', params: {} }],
    ['/faq', { lang: 'pl', name: 'faq', params: {} }],
    ['/kontakt', { lang: 'pl', name: 'kontakt', params: {} }],
    ['/nowosci', { lang: 'pl', name: 'nowosci', params: {} }],
    ['/nowosci/f/order=price_asc', { lang: 'pl', name: 'nowosci', params: { filters: 'order=price_asc' } }],
    ['/sprzedaz', { lang: 'pl', name: 'sprzedaz', params: {} }],
    ['/sprzedaz/mazowieckie', { lang: 'pl', name: 'sprzedaz', params: { voivodeship: 'mazowieckie' } }],
    [
      '/sprzedaz/mazowieckie/warszawa',
      { lang: 'pl', name: 'sprzedaz', params: { voivodeship: 'mazowieckie', town: 'warszawa' } },
    ],
    [
      '/en/wynajem/slaskie/katowice/f/price-gte=1000;isNew=1',
      {
        lang: 'en',
        name: 'wynajem',
        params: { voivodeship: 'slaskie', town: 'katowice', filters: 'price-gte=1000;isNew=1' },
      },
    ],
    ['/wynajem/f/page=3', { lang: 'pl', name: 'wynajem', params: { filters: 'page=3' } }],
    ['/pl/wynajem', { lang: 'pl', name: 'wynajem', params: {} }],
    ['/szczegoly_ogloszenia/42', { lang: 'pl', name: 'szczegoly_ogloszenia', params: { id: '42' } }],
    [
      '/szczegoly_ogloszenia/42/7/abc',
      { lang: 'pl', name: 'szczegoly_ogloszenia', params: { id: '42', group: '7', tipi: 'abc' } },
    ],
    ['/ulubione', { lang: 'pl', name: 'ulubione', params: {} }],
    ['/en/ulubione', { lang: 'en', name: 'ulubione', params: {} }],
    ['/porownaj', { lang: 'pl', name: 'porownaj', params: {} }],
    ['/en/porownaj/12-45-7', { lang: 'en', name: 'porownaj', params: { ids: '12-45-7' } }],
    ['/wydarzenia', { lang: 'pl', name: 'wydarzenia', params: {} }],
    ['/wydarzenia/show/3', { lang: 'pl', name: 'wydarzenia-show-id', params: { id: '3' } }],
    [
      '/oferta_specjalna/promocje',
      { lang: 'pl', name: 'oferta_specjalna', params: { specialoffertype: 'promocje' } },
    ],
    [
      '/en/oferta_specjalna/typy-nieruchomosci/5',
      {
        lang: 'en',
        name: 'oferta_specjalna',
        params: { specialoffertype: 'typy-nieruchomosci', typeId: '5' },
      },
    ],
    ['/o-nas', { lang: 'pl', name: 'page', params: { slug: 'o-nas' } }],
    ['/pl/o-nas', { lang: 'pl', name: 'page', params: { slug: 'o-nas' } }],
    ['/en/about-us', { lang: 'en', name: 'page', params: { slug: 'about-us' } }],
    ['/de', { lang: 'pl', name: 'page', params: { slug: 'de' } }],
    ['//sprzedaz//slaskie/?page=2#top', { lang: 'pl', name: 'sprzedaz', params: { voivodeship: 'slaskie' } }],
  ])('%s', (pathname, expected) => {
    expect(matchRoute(pathname)).toEqual(expected);
  });

  it.each([
    '/de/sprzedaz',
    '/faq/extra',
    '/kontakt/1',
    '/sprzedaz/a/b/c',
    '/sprzedaz/f',
    '/sprzedaz/f/a/b',
    '/sprzedaz/mazowieckie/f',
    '/aktualnosci/15',
    '/aktualnosci/show/15/extra',
    '/aktualnosci/show/15/f/page=2',
    '/blog/a/b',
    '/oferta_specjalna',
    '/oferta_specjalna/nieznane',
    '/oferta_specjalna/promocje/1/2',
    '/szczegoly_ogloszenia',
    '/szczegoly_ogloszenia/1/2/3/4',
    '/porownaj/1-2-3-4-5',
    '/porownaj/1-1',
    '/porownaj/abc',
    '/porownaj/1/2',
    '/en/pl',
    '/pl/en',
    '/some/content/page',
  ])('%s matches no route', (pathname) => {
    expect(matchRoute(pathname)).toBeNull();
  });
});

describe('routePath builds canonical URLs: Polish unprefixed, English under /en', () => {
  it.each([
    [routePath('home', {}), '/'],
    [routePath('home', {}, 'en'), '/en'],
    [routePath('sprzedaz', {}), '/sprzedaz'],
    [routePath('sprzedaz', {}, 'en'), '/en/sprzedaz'],
    [routePath('sprzedaz', { voivodeship: 'slaskie', town: 'katowice' }), '/sprzedaz/slaskie/katowice'],
    [
      routePath('wynajem', { voivodeship: 'slaskie', filters: 'page=2' }, 'en'),
      '/en/wynajem/slaskie/f/page=2',
    ],
    [routePath('do_sprzedania_wkrotce', {}), '/do_sprzedania_wkrotce'],
    [routePath('nowosci', { filters: 'page=2' }), '/nowosci/f/page=2'],
    [routePath('faq', {}, 'en'), '/en/faq'],
    [routePath('kontakt', {}), '/kontakt'],
    [routePath('ulubione', {}, 'en'), '/en/ulubione'],
    [routePath('porownaj', { ids: '3-9' }, 'en'), '/en/porownaj/3-9'],
    [routePath('porownaj', {}), '/porownaj'],
    [routePath('aktualnosci', {}), '/aktualnosci'],
    [routePath('aktualnosci-show-id', { id: 15 }), '/aktualnosci/show/15'],
    [routePath('wydarzenia-show-id', { id: '3' }, 'en'), '/en/wydarzenia/show/3'],
    [routePath('blog-slug', { slug: 'zażółć' }), '/blog/za%C5%BC%C3%B3%C5%82%C4%87'],
    [routePath('oferta_specjalna', { specialoffertype: 'terytorialne' }), '/oferta_specjalna/terytorialne'],
    [
      routePath('oferta_specjalna', { specialoffertype: 'promocje', typeId: 4 }, 'en'),
      '/en/oferta_specjalna/promocje/4',
    ],
    [routePath('szczegoly_ogloszenia', { id: 42 }), '/szczegoly_ogloszenia/42'],
    [
      routePath('szczegoly_ogloszenia', { id: 42, group: 7, tipi: 'x y' }),
      '/szczegoly_ogloszenia/42/7/x%20y',
    ],
    [routePath('page', { slug: 'o-nas' }), '/pl/o-nas'],
    [routePath('page', { slug: 'about-us' }, 'en'), '/en/about-us'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('refuses a town without its voivodeship and a tipi without its group', () => {
    expect(() => routePath('sprzedaz', { town: 'katowice' })).toThrow(/voivodeship/);
    expect(() => routePath('szczegoly_ogloszenia', { id: 1, tipi: 'x' })).toThrow(/group/);
  });

  it.each([
    '/',
    '/en',
    '/sprzedaz/slaskie/katowice/f/page=2',
    '/en/wynajem',
    '/aktualnosci/show/1',
    '/en/blog/slug',
    '/oferta_specjalna/promocje/3',
    '/szczegoly_ogloszenia/1/2/3',
    '/pl/o-nas',
    '/en/cookies-policy',
  ])('routePath(matchRoute(%s)) gives the path back', (pathname) => {
    const match = matchRoute(pathname);
    expect(match).not.toBeNull();
    if (!match) return;
    const build = routePath as (name: string, params: Record<string, string>, lang: string) => string;
    expect(build(match.name, match.params, match.lang)).toBe(pathname);
  });
});

describe('SPEC §2 static pages in the footer and menu', () => {
  it.each([
    ['about', '/pl/o-nas', '/en/about-us'],
    ['intermediaries', '/pl/dla-posrednikow', '/en/for-intermediaries'],
    ['privacy', '/pl/polityka-prywatnosci', '/en/privacy-policy'],
    ['regulations', '/pl/regulamin-serwisu', '/en/website-regulations'],
    ['cookies', '/pl/polityka-cookies', '/en/cookies-policy'],
  ] as const)('%s: %s and %s (footer readings)', (key, pl, en) => {
    expect(staticPagePath(key, 'pl')).toBe(pl);
    expect(staticPagePath(key, 'en')).toBe(en);
  });

  it('"Both readings for the intermediaries page are kept"', () => {
    expect(staticPageBySlug('for-developers')?.key).toBe('intermediaries');
    expect(staticPageBySlug('for-intermediaries')?.key).toBe('intermediaries');
    expect(staticPageBySlug('dla-posrednikow')?.enLanguageSwitch).toBe('for-developers');
    expect(staticPageBySlug('kontakt')).toBeUndefined();
    expect(STATIC_PAGES).toHaveLength(5);
  });
});

describe('SPEC §2 special offers: "Subpages: promocje, typy-nieruchomosci, terytorialne"', () => {
  it('maps each subpage to the group type of /api/group/{type}', () => {
    expect(SPECIAL_OFFER_TYPES).toEqual(['promocje', 'typy-nieruchomosci', 'terytorialne']);
    expect(SPECIAL_OFFER_GROUP_TYPES).toEqual({
      promocje: 'promotion',
      'typy-nieruchomosci': 'offer_type',
      terytorialne: 'territorial',
    });
  });
});

describe('SPEC §2 main navigation', () => {
  it('in order, each entry named for its text and leading to its page in the language', () => {
    expect(mainNavigation('pl')).toEqual([
      { key: 'about', href: '/pl/o-nas' },
      { key: 'sale', href: '/sprzedaz' },
      { key: 'rent', href: '/wynajem' },
      { key: 'inPreparation', href: '/do_sprzedania_wkrotce' },
      { key: 'intermediaries', href: '/pl/dla-posrednikow' },
      {
        key: 'specialOffers',
        children: [
          { key: 'promocje', href: '/oferta_specjalna/promocje' },
          { key: 'typy-nieruchomosci', href: '/oferta_specjalna/typy-nieruchomosci' },
          { key: 'terytorialne', href: '/oferta_specjalna/terytorialne' },
        ],
      },
      { key: 'news', href: '/aktualnosci' },
      { key: 'events', href: '/wydarzenia' },
      { key: 'blog', href: '/blog' },
      { key: 'contact', href: '/kontakt' },
    ]);
  });

  it('"The English menu has matching entries": the same keys, English paths', () => {
    const keys = (lang: 'pl' | 'en') =>
      mainNavigation(lang).map((item) =>
        isNavGroup(item) ? [item.key, item.children.map((c) => c.key)] : item.key,
      );
    expect(keys('en')).toEqual(keys('pl'));
    const hrefs = mainNavigation('en')
      .flatMap((item) => (isNavGroup(item) ? item.children : [item]))
      .map((l) => l.href);
    expect(hrefs).toEqual([
      '/en/about-us',
      '/en/sprzedaz',
      '/en/wynajem',
      '/en/do_sprzedania_wkrotce',
      '/en/for-intermediaries',
      '/en/oferta_specjalna/promocje',
      '/en/oferta_specjalna/typy-nieruchomosci',
      '/en/oferta_specjalna/terytorialne',
      '/en/aktualnosci',
      '/en/wydarzenia',
      '/en/blog',
      '/en/kontakt',
    ]);
  });

  it('every link leads to a page that matchRoute knows', () => {
    for (const lang of ['pl', 'en'] as const) {
      const links = mainNavigation(lang).flatMap((item) => (isNavGroup(item) ? item.children : [item]));
      for (const link of links) expect(matchRoute(link.href)?.lang).toBe(lang);
    }
  });
});
