import { BACK_OFFICE_ROOT } from '@estate/domain/back-office-paths';

/** The first path segment of the back office (`/panel`). */
export const BACK_OFFICE_SEGMENT = BACK_OFFICE_ROOT.slice(1);

/** The staff member's language for the back office (decision 029); Polish unless they chose English. */
export const BACK_OFFICE_LANGUAGE_COOKIE = 'estate.panel_lang';
