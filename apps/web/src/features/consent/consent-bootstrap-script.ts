import { CONSENT_COOKIE_VALUE, COOKIE_NAMES } from '@estate/domain/constants';
import { CATEGORY_COOKIES, CONSENT_CATEGORIES } from './consent-categories';
import { CONSENT_TYPES_BY_CATEGORY, DEFAULT_CONSENT_MODE } from './consent-mode';

/**
 * The inline script the document head runs before any tag (SPEC §7 Other): the Consent Mode
 * `default` with everything denied, then, when a decision is stored in the cookies, its `update`,
 * so a returning visitor's choice applies before the tag manager could read the defaults. Built
 * from the same tables as the client code, so the two cannot disagree.
 */
export function consentBootstrapScript(): string {
  const categories = CONSENT_CATEGORIES.map((category) => [
    CATEGORY_COOKIES[category],
    CONSENT_TYPES_BY_CATEGORY[category],
  ]);
  return [
    '(function(w,d){',
    'w.dataLayer=w.dataLayer||[];',
    // gtag() must push the Arguments object itself: the tag manager ignores plain arrays.
    'function g(){w.dataLayer.push(arguments)}',
    `g('consent','default',${JSON.stringify(DEFAULT_CONSENT_MODE)});`,
    'var c={};',
    "d.cookie.split(';').forEach(function(p){var i=p.indexOf('=');if(i>0){var k=p.slice(0,i).trim();",
    'if(!(k in c)){try{c[k]=decodeURIComponent(p.slice(i+1).trim())}catch(e){c[k]=p.slice(i+1).trim()}}}});',
    `if(c[${JSON.stringify(COOKIE_NAMES.consent)}]===${JSON.stringify(CONSENT_COOKIE_VALUE)}){var u={};`,
    `${JSON.stringify(categories)}.forEach(function(e){var v=c[e[0]]==='true'?'granted':'denied';`,
    'e[1].forEach(function(t){u[t]=v})});',
    "g('consent','update',u);",
    // The server renders the cookie dialog for everyone (it paints with the page, no late layout);
    // a decided visitor's page hides it before the first paint.
    "var h=d.documentElement;if(h)h.setAttribute('data-consent','decided')}",
    '})(window,document);',
  ].join('');
}
