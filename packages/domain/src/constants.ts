/** SPEC §9 business constants and limits, plus the few numbers §2 and §4 give for behaviour. */

/** Offer lists, news, blog, events and group lists. */
export const PAGE_SIZE = 6;
export const HOME_NEW_OFFERS = 8;
export const NEARBY_OFFERS = 4;
export const MOST_VIEWED = 3;
/** Events: the first page shows 4, the following ones PAGE_SIZE (GET /api/events firstPage=4). */
export const EVENTS_FIRST_PAGE = 4;
/** Kilometres around an offer for "nearby offers". */
export const NEARBY_RADIUS_KM = 150;
/** Row ids are 32-bit integers in both databases: a larger id names nothing and must not reach SQL. */
export const MAX_DATABASE_ID = 2_147_483_647;

/** Upper bound of itemsPerPage an API caller may ask for (ten full pages of the largest grid). */
export const MAX_ITEMS_PER_PAGE = 60;
/**
 * Offer lists count their matches up to this many and then say "more than" (docs/decisions/009):
 * an exact count reads every matching index entry, so its cost would grow with the whole table.
 */
export const OFFER_COUNT_LIMIT = 10_000;

export const GRID_VIEWS = ['grid3', 'grid6', 'list'] as const;
export type GridView = (typeof GRID_VIEWS)[number];
export const DEFAULT_GRID_VIEW: GridView = 'grid3';

export const NOTIFICATION_TTL_MS = 5000;

export const CONSENT_COOKIE_DAYS = 365;
/** The spec's names, typo included ('consentPreferencesy'): existing visitors' cookies keep working. */
export const COOKIE_NAMES = {
  consent: 'consentCookie',
  necessary: 'consentNecessary',
  preferences: 'consentPreferencesy',
  statistics: 'consentStatistics',
  marketing: 'consentMarketing',
} as const;
/** SPEC §9: consentCookie is written with the value 1. */
export const CONSENT_COOKIE_VALUE = '1';

export const HEADER_SHRINK_PX = 80;
export const FETCH_MIN_DELAY_MS = 200;
export const LOADER_DURATION_MS = 5000;
export const LOADER_THROTTLE_MS = 200;
export const LOADER_HIDE_MS = 500;
export const SCROLL_OFFSET_PX = 100;
export const ROUTE_SCROLL_DELAY_MS = 600;
export const PAGE_VIEW_DELAY_MS = 250;

export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
export const WIDE_NAV_MIN_PX = BREAKPOINTS.xl;
export const COLLAPSIBLE_MAX_HEIGHT_PX = 1500;

export const CAPTCHA_VERSION = 3;
export const THEME_COLOR = '#f16e00';
export const FAVOURITES_STORAGE_KEY = 'bookmarks';
export const COPYRIGHT_YEAR = 2021;
