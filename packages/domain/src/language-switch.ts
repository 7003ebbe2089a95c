import { type Language, localePath, splitLanguagePath } from './language';
import { isSpecialOfferType, matchRoute, routePath, staticPageBySlug } from './routes';

/**
 * SPEC §2 "Language switch mapping": where the language toggle leads from `pathname`.
 * - Already in the target language: stay (SPEC §1 "Switching language does nothing").
 * - Sale, rent (with voivodeship, town and filters), in preparation, news list, FAQ, contact,
 *   favourites, tenders: the same path under the other prefix.
 * - Static pages by their pair: about-us <-> o-nas; for-developers and for-intermediaries ->
 *   dla-posrednikow -> for-developers.
 * - News and event items, blog articles and content pages other than the static ones keep their
 *   path (decisions 033, 037): the item's page under the other prefix sends the visitor on to its
 *   translation, or to the target's list (a page: home) when it has none. The spec's "news and
 *   event detail pages go to the list" is that fallback; with translations linked (issue 18) the
 *   switch lands on the item itself.
 * - Special offers keep their type (the group id is per language, so it is dropped).
 * - Offer details, blog list and events list are known to the switch without a rule: same page;
 *   so is the compare page (issue 36), whose ids are the same in both languages.
 * - Anything else (home, /nowosci, unknown paths): the target's home.
 */
export function switchLanguagePath(pathname: string, target: Language): string {
  const { lang, path } = splitLanguagePath(pathname);
  if (lang === target) return pathname;

  const home = routePath('home', {}, target);
  const match = matchRoute(pathname);
  if (!match) return home;

  switch (match.name) {
    case 'sprzedaz':
    case 'wynajem':
    case 'do_sprzedania_wkrotce':
    case 'aktualnosci':
    case 'faq':
    case 'kontakt':
    case 'ulubione':
    case 'przetargi':
    case 'blog-slug':
    case 'szczegoly_ogloszenia':
    case 'porownaj':
    case 'blog':
    case 'wydarzenia':
    case 'aktualnosci-show-id':
    case 'wydarzenia-show-id':
      return localePath(target, path);
    case 'oferta_specjalna': {
      const type = match.params.specialoffertype;
      return isSpecialOfferType(type)
        ? routePath('oferta_specjalna', { specialoffertype: type }, target)
        : home;
    }
    case 'page': {
      const slug = match.params.slug ?? '';
      const page = staticPageBySlug(slug);
      if (!page) return routePath('page', { slug }, target);
      return routePath('page', { slug: target === 'en' ? page.enLanguageSwitch : page.pl }, target);
    }
    case 'home':
    case 'nowosci':
      return home;
  }
}
