import { type ErrorCode, isErrorCode } from './error-codes';

/**
 * The back office's own error codes (decision 029), apart from error-codes.ts so the public site's
 * scripts, which check codes at run time, do not carry them. The API answers them; the back office
 * shows the `errorCodes.<code>` text of each.
 */
export const STAFF_ERROR_CODES = [
  /** No signed-in staff member. */
  'unauthenticated',
  /** Signed in, but the role may not do this (or the record is another agent's). */
  'forbidden',
  /** An admin must enrol a second factor before anything else. */
  'two_factor_required',
  /** SPEC §8 loginError: a wrong address or password, said the same way for both. */
  'login_failed',
  /**
   * Too many sign-in attempts from this address (at this account, or at any): wait Retry-After
   * seconds, or set a new password from a mailed link (decision 046).
   */
  'sign_in_throttled',
  /** A sign-in or other write sent from another origin than SITE_URL's (e.g. 127.0.0.1 for localhost). */
  'origin_refused',
  /** This TOTP code has signed in already: each 30-second code signs in once. */
  'totp_code_used',
  /** A mailed link (invitation or new password) that has been used already. */
  'token_used',
  /** A staff account with this address exists already. */
  'email_taken',
  // The offer editor's (offer-editor.ts):
  'too_long',
  /** Not a town of the towns table in the chosen voivodeship. */
  'town_unknown',
  /** A discount price must be below the price (and needs one). */
  'discount_not_lower',
  /** The office, warehouse and retail parts add up to more than the rental area. */
  'area_parts_exceed',
  'location_outside_poland',
  'land_register_invalid',
  'video_id_invalid',
  'postal_code_invalid',
  /** Not a national parcel identifier (e.g. 146518_8.0108.27/3). */
  'plot_id_invalid',
  /** A tender's deposit must be due by the tender's start. */
  'deposit_after_tender',
  /** A tender's deposit above its starting price. */
  'deposit_exceeds_price',
  /** Another offer has this offer code. */
  'tipi_taken',
  /** No agent card with this id. */
  'agent_unknown',
  /** A publication time that has passed. */
  'publish_at_past',
  /** Someone else saved the record since it was opened: reload, then edit. */
  'edit_conflict',
  /** The offer is archived (decision 058): restore it before publishing. */
  'offer_archived',
  // Uploads (photos and documents of offers), judged by their content:
  /** Not a JPEG, PNG, WebP or AVIF image (whatever its name says). */
  'file_type_refused',
  /** More pixels than the limit (a decompression bomb, or a scan far beyond any screen). */
  'image_too_large',
  /** Cut short or damaged: it cannot be read to the end. */
  'file_broken',
  'file_too_large',
  /** Not a PDF (whatever its name says). */
  'pdf_required',
  /** The list sent does not hold exactly the offer's photos or documents (someone else changed them). */
  'list_changed',
  /** More than one document marked as the tender's regulations. */
  'regulations_twice',
  // The XLSX import of offers (offer-sheet-columns.ts, decision 031):
  /** A column header that is none of the sheet's columns (in Polish or English). */
  'import_header_unknown',
  /** Two columns of the sheet name the same field. */
  'import_header_duplicate',
  /** Not one of the names the export writes (a voivodeship, a type, a sale mode). */
  'import_name_unknown',
  /** No offer has this id. */
  'import_unknown_offer',
  /** The same offer id on two rows. */
  'import_duplicate_id',
  /** The same offer code on two rows. */
  'import_duplicate_tipi',
  /** More rows than one import takes. */
  'import_too_many_rows',
  /** A workbook without a single row of offers. */
  'import_empty',
  /** Some rows have errors: nothing was imported. */
  'import_has_errors',
  // The form inbox (form-inbox.ts, decision 035):
  /** No active staff account with this id to give a submission to. */
  'assignee_unknown',
  /** An agent sees only the submissions about their own offers: this one is not. */
  'assignee_cannot_see',
  /** The submission's personal data were removed after the retention period: nothing more is added. */
  'personal_data_removed',
  /** The retention period is a whole number of months within the allowed range. */
  'retention_months_range',
  // The newsletter (newsletter-digest.ts, decision 036):
  /** Nothing is new: no digest would be sent now, so there is no test to send either. */
  'digest_empty',
  // The site's content (site-content.ts, decision 038):
  /** A link that is neither a path of this site nor an https address. */
  'link_invalid',
  /** An image that is not one uploaded to the media store. */
  'image_unknown',
  /** An end that is not after the start. */
  'dates_out_of_order',
  // News, events, the blog and pages (content-editor.ts, decision 037):
  /** A slug is lower-case letters and digits in words joined by '-' (and never `f`). */
  'slug_invalid',
  /** Another item of the language (for pages: of either language) has this slug, now or before. */
  'slug_taken',
  /** The translation named is not an item of the same kind in the other language. */
  'translation_invalid',
  /** The item named already has a translation in this language. */
  'translation_taken',
  /** No blog category with this id. */
  'category_unknown',
  /** Blog posts are in this category: move them first. */
  'category_in_use',
  /** An image in the text without its alt text. */
  'image_alt_missing',
  // Saved filters of the back office's lists (saved-filters.ts, decision 062):
  /** The person keeps as many filters on this list as a list keeps: delete one first. */
  'saved_filters_full',
] as const;

export type StaffErrorCode = (typeof STAFF_ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(STAFF_ERROR_CODES);

function isStaffErrorCode(value: unknown): value is StaffErrorCode {
  return typeof value === 'string' && KNOWN.has(value);
}

/** Any code the API answers: the public site's and the back office's (its editor's field errors). */
export function isAnyErrorCode(value: unknown): value is ErrorCode {
  return isErrorCode(value) || isStaffErrorCode(value);
}
