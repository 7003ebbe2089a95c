import type { ContentKind } from './kinds/article-kinds';

/**
 * The back office's pages (decision 029): under `/panel`, one path per page whatever the staff
 * member's language. Tokens travel in the path, like the newsletter's, since the public site
 * redirects query strings away and mail clients keep paths intact.
 */
export const BACK_OFFICE_ROOT = '/panel';

export const backOfficePaths = {
  dashboard: BACK_OFFICE_ROOT,
  account: `${BACK_OFFICE_ROOT}/konto`,
  offers: `${BACK_OFFICE_ROOT}/oferty`,
  newOffer: `${BACK_OFFICE_ROOT}/oferty/nowa`,
  offer: (id: number) => `${BACK_OFFICE_ROOT}/oferty/${id}`,
  inbox: `${BACK_OFFICE_ROOT}/zgloszenia`,
  submission: (id: number) => `${BACK_OFFICE_ROOT}/zgloszenia/${id}`,
  newsletter: `${BACK_OFFICE_ROOT}/newsletter`,
  /** Search alerts (decision 059): counts per list for all, an address's erasure for editors and admins. */
  searchAlerts: `${BACK_OFFICE_ROOT}/alerty`,
  /** The site's content (decision 038): the hub, then the FAQ, the named texts, the home page, groups. */
  site: `${BACK_OFFICE_ROOT}/strona`,
  siteFaq: `${BACK_OFFICE_ROOT}/strona/faq`,
  siteTexts: `${BACK_OFFICE_ROOT}/strona/teksty`,
  siteHome: `${BACK_OFFICE_ROOT}/strona/glowna`,
  siteGroups: `${BACK_OFFICE_ROOT}/strona/grupy`,
  siteNewGroup: `${BACK_OFFICE_ROOT}/strona/grupy/nowa`,
  siteGroup: (id: number) => `${BACK_OFFICE_ROOT}/strona/grupy/${id}`,
  /** News, events, the blog and pages (decision 037): the hub, a kind's list, its editor. */
  content: `${BACK_OFFICE_ROOT}/tresci`,
  contentList: (kind: ContentKind) => `${BACK_OFFICE_ROOT}/tresci/${kind}`,
  newContent: (kind: ContentKind) => `${BACK_OFFICE_ROOT}/tresci/${kind}/nowy`,
  contentItem: (kind: ContentKind, id: number) => `${BACK_OFFICE_ROOT}/tresci/${kind}/${id}`,
  blogCategories: `${BACK_OFFICE_ROOT}/tresci/kategorie`,
  /**
   * A kind the site draws from the API's description of it (decision 052, "The fixture kind's
   * editor as built"): its list, a new item, an item's editor.
   */
  kindList: (name: string) => `${BACK_OFFICE_ROOT}/rodzaje/${name}`,
  newKindItem: (name: string) => `${BACK_OFFICE_ROOT}/rodzaje/${name}/nowy`,
  kindItem: (name: string, key: string) => `${BACK_OFFICE_ROOT}/rodzaje/${name}/${key}`,
  team: `${BACK_OFFICE_ROOT}/zespol`,
  audit: `${BACK_OFFICE_ROOT}/dziennik`,
  signIn: `${BACK_OFFICE_ROOT}/logowanie`,
  forgotPassword: `${BACK_OFFICE_ROOT}/nie-pamietam-hasla`,
  activate: (token: string) => `${BACK_OFFICE_ROOT}/aktywacja/${encodeURIComponent(token)}`,
  resetPassword: (token: string) => `${BACK_OFFICE_ROOT}/nowe-haslo/${encodeURIComponent(token)}`,
} as const;
