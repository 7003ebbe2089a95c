import { ALL_KINDS } from '@estate/domain/kinds/all-kinds';
import type { DefinedKind } from '@estate/domain/kinds/define-kind';
import type { RouteOptions } from 'fastify';
import { hooksOf } from '../kinds/all-hooks';
import { storageOf } from '../kinds/live-kind-service';

/**
 * The name and description of every operation in the OpenAPI document (`/api/docs/json`), in one
 * table: operationIds are what a generated client calls its methods, so they are chosen together
 * and kept unique here. Routes keep their schemas and one-line summaries; `registerOperations`
 * adds these as each route is registered. A route missing here fails the document's lint test.
 */
const ROUTE_OPERATIONS: Record<string, { operationId: string; description?: string }> = {
  'GET /api/health': {
    operationId: 'getHealth',
    description:
      'For load balancers and supervisors: 200 `ok` while the database answers; 503 `degraded` while it ' +
      'does not, and 503 `draining` after SIGTERM while the instance still serves. Answers even under load.',
  },
  'POST /api/internal/offer-views': {
    operationId: 'reportOfferViews',
    description:
      'Offer page views a site process served (cached or rendered), with the visitor addresses it determined, for "most viewed" (decision 034). Accepted only from a TRUST_PROXY peer and never forwarded by the site; an address only feeds the per-visitor rules (one view per offer and hour, a crawler\'s pace ignored) and is not stored.',
  },
  'GET /api/changes': {
    operationId: 'getChangeVersions',
    description:
      'Versions of public data (offers; editorial content), read from the database: site processes poll it and drop their cached pages when one moves (decision 030).',
  },
  'GET /api/main_page': {
    operationId: 'getMainPage',
    description: 'Everything the home page shows besides offer lists, in the language asked (SPEC §7).',
  },
  'POST /api/form/newsletter': {
    operationId: 'subscribeToNewsletter',
    description:
      'The footer sign-up (SPEC §3 payload). 202 once stored and the confirmation mail queued; ' +
      '409 `already_subscribed` for a confirmed address; rate-limited per visitor address.',
  },
  'POST /api/form/contact-classified': {
    operationId: 'askAboutOffer',
    description:
      'The question form of an offer page. Stored, mailed to sales; 404 for an offer that is not published.',
  },
  'POST /api/form/ask-reqest': {
    operationId: 'requestPropertySearch',
    description:
      'Sent from an empty offer list with its criteria. The path keeps the specification’s spelling.',
  },
  'POST /api/form/contact': {
    operationId: 'sendContactMessage',
    description: 'The contact page form. Stored, mailed to sales, acknowledged to the visitor.',
  },
  'POST /api/form/classified-file': {
    operationId: 'requestOfferDocuments',
    description: 'The documents request of an offer page: the visitor receives the document links by e-mail.',
  },
  'POST /api/form/unsubscribe': {
    operationId: 'requestNewsletterUnsubscribe',
    description:
      'Mails an unsubscribe link to a subscribed address; the answer does not tell whether it was one.',
  },
  'GET /api/blog': {
    operationId: 'listBlogPosts',
    description: 'One page of blog posts (SPEC §7 GET /api/blog: page, onPage, categorySlug, order).',
  },
  'GET /api/blog/categories': {
    operationId: 'listBlogCategories',
    description: 'The category filter buttons of the blog list, with how many posts each holds.',
  },
  'GET /api/blog/slug': {
    operationId: 'getBlogPostBySlug',
    description: 'One article by its slug in one language; 404 when there is none.',
  },
  'GET /api/chunks': {
    operationId: 'listChunks',
    description: 'Named text blocks (footer texts and the like) looked up by name and language (SPEC §3).',
  },
  'GET /api/events': {
    operationId: 'listEvents',
    description: 'One page of events (SPEC §7 GET /api/events: firstPage, page, onPage).',
  },
  'GET /api/events/{id}': {
    operationId: 'getEvent',
    description: 'One event with date, time, place and body; 404 when there is none.',
  },
  'GET /api/faq': {
    operationId: 'listFaq',
    description: 'The knowledge base of the FAQ page and the home page.',
  },
  'GET /api/group/{type}': {
    operationId: 'listOfferGroups',
    description: 'The special-offer groups of one kind, for the menus and the special-offer pages.',
  },
  'GET /api/grouptype/list/{type}': {
    operationId: 'listOfferGroupsPage',
    description: 'One page of the groups of one kind, as the special-offer list pages ask (SPEC §7).',
  },
  'GET /api/grouptype/classifieds/{id}': {
    operationId: 'listOfferGroupOffers',
    description: 'The offers of one special-offer group page, one page at a time; 404 for an unknown group.',
  },
  'GET /api/grouptype/{id}': {
    operationId: 'getOfferGroup',
    description: 'The heading and text of one special-offer group page; 404 for an unknown group.',
  },
  'GET /api/news': {
    operationId: 'listNews',
    description: 'One page of news (SPEC §7 GET /api/news: page, onPage).',
  },
  'GET /api/news/{id}': {
    operationId: 'getNewsItem',
    description: 'One news item with its neighbours for the previous/next links; 404 when there is none.',
  },
  'GET /api/page': {
    operationId: 'getPageBySlug',
    description: 'A static page (about us, the legal pages…) by its slug; 404 when there is none.',
  },
  // These five describe themselves in their routes.
  'POST /api/classified': { operationId: 'listOffers' },
  'POST /api/classified/nearby': { operationId: 'listNearbyOffers' },
  'GET /api/classified/by-number': {
    operationId: 'findOfferByNumber',
    description:
      'The id of the published offer whose number (tipi) is `number`, read as the search form reads it (case, spaces and a leading # or "nr" forgiven), for the search form\'s "go to an offer by its number". 404 when no published offer has it.',
  },
  'GET /api/classified/{id}': {
    operationId: 'getOffer',
    description:
      'Everything the offer page shows: texts in both languages, prices in grosze, areas, flags, photos in three ' +
      'widths, documents, the agent card and groups. 404 for an offer that does not exist or is not published.',
  },
  'POST /api/stats/classified': { operationId: 'revealAgentPhone' },
  'POST /api/classified/map': { operationId: 'countOffersForMap' },
  'GET /get/classified-pdf/{id}': {
    operationId: 'getOfferSheetPdf',
    description: 'The printable offer sheet (A4 PDF, Polish letters embedded), in Polish or English.',
  },
  'POST /api/classified-xlsx': { operationId: 'exportOffersXlsx' },
  'GET /api/tenders': {
    operationId: 'listUpcomingTenders',
    description: 'The public list of upcoming tenders (decision 032); times are UTC instants.',
  },
  'GET /api/classified/{id}/tender.ics': {
    operationId: 'getTenderCalendar',
    description:
      'The tender as one iCalendar event (RFC 5545), start in UTC; 404 for an offer without a tender.',
  },
  'POST /api/newsletter/confirm/{token}': {
    operationId: 'confirmNewsletterSubscription',
    description: 'Called by the site’s confirmation page; 404 for an unknown token, 410 for an expired one.',
  },
  'POST /api/newsletter/unsubscribe/{token}': {
    operationId: 'unsubscribeFromNewsletter',
    description:
      'Called by the site’s unsubscribe page and by mail clients’ one-click unsubscribe; 404 or 410 for a bad token.',
  },
  'POST /api/form/search-alert': {
    operationId: 'subscribeToSearchAlert',
    description:
      'Saves an alert on an offer list’s path (its filter, drawn area included) for an address, with the newsletter’s consent: 202 once stored and the confirmation mail queued; 400 for a path that is not an offer list; 409 `already_subscribed` when the address already watches that list; rate-limited per visitor address.',
  },
  'POST /api/search-alerts/confirm/{token}': {
    operationId: 'confirmSearchAlert',
    description: 'Called by the site’s confirmation page; 404 or 410 for a bad token.',
  },
  'GET /api/search-alerts/confirm/{token}/alert': {
    operationId: 'readSearchAlertOfConfirmation',
    description:
      'Called by the site’s confirmation page to name the list before its button is pressed; changes nothing; 404 for an unknown token or a stopped alert.',
  },
  'GET /api/search-alerts/unsubscribe/{token}/alert': {
    operationId: 'readSearchAlertOfUnsubscribe',
    description:
      'Called by the site’s unsubscribe page to name the list before its button is pressed; changes nothing; 404 for an unknown token.',
  },
  'POST /api/search-alerts/unsubscribe/{token}': {
    operationId: 'unsubscribeFromSearchAlert',
    description:
      'Stops one alert: called by the site’s unsubscribe page and by mail clients’ one-click unsubscribe (RFC 8058); 404 for a bad token.',
  },
  'GET /api/search-alerts/manage/{token}': {
    operationId: 'listSearchAlerts',
    description:
      'The manage page: every pending, active or paused alert of the address; 410 for an expired link.',
  },
  'PATCH /api/search-alerts/manage/{token}/{id}': {
    operationId: 'changeSearchAlert',
    description:
      'Pauses or resumes an alert, or changes its frequency or list; resuming or a new list counts offers from now. 404 for an alert of another address.',
  },
  'DELETE /api/search-alerts/manage/{token}/{id}': {
    operationId: 'deleteSearchAlert',
    description: 'Stops one alert of the address; the record of the consent stays, as the newsletter’s.',
  },
  'DELETE /api/search-alerts/manage/{token}': {
    operationId: 'deleteAllSearchAlerts',
    description: 'Stops every alert of the address; the record of the consents stays, as the newsletter’s.',
  },
  'GET /api/back-office/me': {
    operationId: 'getSignedInStaffMember',
    description:
      'The signed-in staff member, and whether they must enrol a second factor first (admins). 401 `unauthenticated` without a session.',
  },
  'GET /api/back-office/staff': {
    operationId: 'listStaff',
    description: 'Every staff account with its role, state and second factor (admins only).',
  },
  'POST /api/back-office/staff': {
    operationId: 'inviteStaffMember',
    description:
      'Creates an account without a password and mails its activation link, valid 48 hours; an agent gets a public card. 409 `email_taken`.',
  },
  'POST /api/back-office/staff/{id}/invitation': {
    operationId: 'resendStaffInvitation',
    description: 'Mails a fresh activation link to a person who has not set a password yet (admins only).',
  },
  'PUT /api/back-office/staff/{id}/role': {
    operationId: 'setStaffRole',
    description:
      'Changes the role of another person (admins only; not one’s own), audited with before and after.',
  },
  'POST /api/back-office/staff/{id}/deactivate': {
    operationId: 'deactivateStaffMember',
    description:
      'Ends every session of the person at once and refuses new ones until reactivated (admins only).',
  },
  'POST /api/back-office/staff/{id}/reactivate': {
    operationId: 'reactivateStaffMember',
    description: 'Lets a deactivated person sign in again with their password (admins only).',
  },
  'GET /api/back-office/password-tokens/{token}': {
    operationId: 'getPasswordToken',
    description:
      'What a mailed link is for (invitation or new password) and for whom; 404 `token_invalid`, 410 `token_expired` or `token_used`.',
  },
  'POST /api/back-office/password': {
    operationId: 'setPasswordFromLink',
    description:
      'Sets the password of a mailed link under the SPEC §5 rules and spends the link; an invitation ends signed in.',
  },
  'PUT /api/back-office/me': {
    operationId: 'updateOwnProfile',
    description:
      'One’s own name and language and, for an agent, the public card of their offers (job, phone); audited with before and after.',
  },
  'GET /api/back-office/saved-filters': {
    operationId: 'listSavedFilters',
    description:
      'The signed-in person’s own saved filters of one list (`offers` or `inbox`; decision 062), by name: each a name and the list’s query string without its page.',
  },
  'POST /api/back-office/saved-filters': {
    operationId: 'saveFilter',
    description:
      'Saves a list’s query string under a name for the signed-in person, checked by the list’s own query schema and stored without its page and empty values; a name the person already has on that list is replaced. 409 `saved_filters_full` past the list’s limit. Audited as `saved-filter.save`.',
  },
  'DELETE /api/back-office/saved-filters/{id}': {
    operationId: 'deleteSavedFilter',
    description:
      'Deletes one of the signed-in person’s own saved filters; 404 for any other id, another person’s too. Audited as `saved-filter.delete`.',
  },
  'DELETE /api/back-office/me/sessions/{id}': {
    operationId: 'revokeOwnSession',
    description:
      'Ends one of one’s own sessions by its id (Better Auth’s list-sessions, which never shows tokens); 404 for any other id. Audited.',
  },
  'POST /api/back-office/me/photo': {
    operationId: 'updateOwnPhoto',
    description:
      'One’s own photo, judged by its content (JPEG, PNG, WebP, AVIF; 10 MB, 50 megapixels at most), stored as a 192 px WebP; an agent’s shows on their offers.',
  },
  'GET /api/back-office/offers': {
    operationId: 'listBackOfficeOffers',
    description:
      'Offers by text or offer code, sale or rent, type, voivodeship, town, agent and status, sorted, 25 a page; an agent gets only their own.',
  },
  'PUT /api/back-office/offers/{id}/groups': {
    operationId: 'saveBackOfficeOfferGroups',
    description:
      'The whole set of the offer’s special-offer groups with its order in each (a group’s page lists its offers by it, highest first); audited.',
  },
  'GET /api/back-office/offers/{id}/activity': {
    operationId: 'getBackOfficeOfferActivity',
    description:
      'One offer\'s views (counted by the site, without personal data), phone reveals and form submissions per Polish calendar day over the last 30 days, and the figure "most viewed" orders by (decision 034). An agent may read only their own offers\'.',
  },
  'GET /api/back-office/dashboard': {
    operationId: 'getBackOfficeDashboard',
    description:
      "What needs the signed-in person today (submissions still new, the oldest and how many are theirs; draft and scheduled offers and content; published offers without a photo, coordinates or a price; tenders in the next 30 days) and the last 30 or 90 days of views, phone reveals and submissions per Polish day with the offers of most and fewest enquiries per view (decision 055). An agent gets their own offers only; editors and admins everyone's or one agent card's (`agent`).",
  },
  'GET /api/back-office/offers/{id}/preview': {
    operationId: 'previewBackOfficeOffer',
    description:
      'The offer in the public answer’s shape, whatever its state, for the site’s preview page (never cached, never indexed); 403 for an agent who does not own it.',
  },
  'GET /api/back-office/offers/{id}': {
    operationId: 'getBackOfficeOffer',
    description:
      'One offer as the editor opens it: every field, its publication state and price history; 403 `forbidden` for an agent who does not own it. The ETag is the version a save must name in If-Match.',
  },
  'POST /api/back-office/offers/{id}/photos': {
    operationId: 'addOfferPhoto',
    description:
      'One photo per request (multipart field `photo`), judged by content: JPEG, PNG, WebP or AVIF, 25 MB and 100 megapixels at most, readable to its end (`file_type_refused`, `image_too_large`, `file_broken`, `file_too_large`); stored as the site’s widths without metadata. Audited.',
  },
  'PUT /api/back-office/offers/{id}/photos': {
    operationId: 'saveOfferPhotos',
    description:
      'The order (the first is the main photo) and the alt texts of all of an offer’s photos; 409 `list_changed` when the list is not exactly the offer’s photos. Audited.',
  },
  'DELETE /api/back-office/offers/{id}/photos/{photoId}': {
    operationId: 'removeOfferPhoto',
    description:
      'Removes one photo of an offer (and its files, unless shared); answers the remaining list. Audited.',
  },
  'POST /api/back-office/offers/{id}/documents': {
    operationId: 'addOfferDocument',
    description:
      'One document per request (multipart: `titlePl`, `titleEn`, then `document`), a PDF by its content (`pdf_required`, `file_broken`), 20 MB at most. Audited.',
  },
  'PUT /api/back-office/offers/{id}/documents': {
    operationId: 'saveOfferDocuments',
    description:
      'The order and titles of all of an offer’s documents; 409 `list_changed` as for photos. Audited.',
  },
  'DELETE /api/back-office/offers/{id}/documents/{documentId}': {
    operationId: 'removeOfferDocument',
    description: 'Removes one document of an offer; answers the remaining list. Audited.',
  },
  'POST /api/classified/availability': {
    operationId: 'checkOfferAvailability',
    description:
      'Which of up to 200 offer ids are published now: the favourites page marks the others as no longer available.',
  },
  'POST /api/back-office/offers/bulk': {
    operationId: 'applyBulkOfferAction',
    description:
      'One action on up to 500 ticked offers, all or nothing: publish, unpublish (an agent, their own only), give an agent or add to a special-offer group (editors and admins). Each changed offer audited.',
  },
  'GET /api/back-office/groups': {
    operationId: 'listOfferGroupChoices',
    description: 'The special-offer groups (promotion, territorial, offer type) offers can be added to.',
  },
  'GET /api/back-office/agents': {
    operationId: 'listAgentCards',
    description:
      'The agent cards the offer editor lets one choose: all of them for editors and admins, an agent’s own.',
  },
  'POST /api/back-office/offers': {
    operationId: 'createOffer',
    description:
      'A new offer, as a draft. Field errors name the field (`validation_failed` with `fields`); an agent writes under their own card only. Audited.',
  },
  'PUT /api/back-office/offers/{id}': {
    operationId: 'saveOffer',
    description:
      'Saves every field of an offer; derived columns computed again, a lower price recorded in the price history with the new-price badge, public caches dropped. A derived flag (`isNewPrice`) changes only when it differs from `startedFrom`, the value the form showed (the stored one when absent). Answers the offer as stored. 409 `edit_conflict` when If-Match names an older version, or when another save is written between this one’s reading and its writing. Audited.',
  },
  'POST /api/back-office/offers/{id}/duplicate': {
    operationId: 'duplicateOffer',
    description:
      'A new draft made from an offer the caller may open (decision 058): every value the editor writes but the code (the new id’s) and the flags new, new price and sold; the same agent; its photos and documents as rows over the same stored files. Answers the new id. Audited as `offer.duplicate`.',
  },
  'POST /api/back-office/offers/{id}/archive': {
    operationId: 'archiveOffer',
    description:
      'Archives an offer (`archived: true`; decision 058): off the public site (a published offer becomes unpublished, a scheduled one a draft) and out of the back office’s list unless its state filter asks for archived offers; never deleted. `archived: false` restores it in that state, editors and admins only (403 for an agent). While archived, publishing is refused with 409 `offer_archived`. Audited as `offer.archive` / `offer.restore`.',
  },
  'GET /api/back-office/offers/new-days': {
    operationId: 'getOfferNewDays',
    description:
      'How many days an offer’s first publication makes it new (`isNew`, its badge and the new offers’ lists; decision 058), 14 unless an admin set it, with the bounds.',
  },
  'PUT /api/back-office/offers/new-days': {
    operationId: 'setOfferNewDays',
    description:
      'Admins set how many days a first publication makes an offer new, 0 to 365 (0: never by itself). Applies to publications from now on; the publication loop takes the flag off when an offer’s days have passed. Audited as `settings.offer-new-days`.',
  },
  'POST /api/back-office/offers/{id}/publication': {
    operationId: 'changeOfferPublication',
    description:
      'Publish now, schedule for a time ahead (`publish_at_past` otherwise), or unpublish. Public pages follow within the bound of decision 030. Audited.',
  },
  'GET /api/back-office/offers/export.xlsx': {
    operationId: 'exportBackOfficeOffersXlsx',
    description:
      'Every offer the list’s filters match (its order, up to 10,000; an agent’s own only) as a workbook in the columns the import reads, headed in the staff member’s language or `lang` (decision 031).',
  },
  'POST /api/back-office/offers/import': {
    operationId: 'importOffersXlsx',
    description:
      'An XLSX sheet of offers (multipart `file`, 10 MB, 5,000 rows): a row with an id updates that offer in the sheet’s columns, one without creates a draft. `dryRun=1` answers the counts, every error (row, column, code) and each changed offer’s columns with their values before and after in both languages (the first 200 offers; decision 056) and writes nothing; otherwise all rows are written in one transaction, each audited, or none (400 `import_has_errors` with the report).',
  },
  'GET /api/back-office/inbox': {
    operationId: 'listInboxSubmissions',
    description:
      'Submissions of the five forms, newest first, 25 a page, filtered by status, form, assignment (`none`, `me` or an account id), offer and part of the sender’s e-mail or name; an agent gets those about their own offers (decision 035).',
  },
  'GET /api/back-office/inbox/export.xlsx': {
    operationId: 'exportInboxXlsx',
    description:
      'Every submission the list’s filters match (newest first, up to 10,000; an agent’s own only) as a workbook headed in the staff member’s language or `lang`: its times are spreadsheet dates of Polish wall-clock time, and each row carries the team’s notes, oldest first, with their authors. Audited (how many rows, not which).',
  },
  'GET /api/back-office/inbox/assignees': {
    operationId: 'listInboxAssignees',
    description:
      'Everyone who can handle submissions (accounts activated and not deactivated, the signed-in person included), by name, for the inbox’s “assigned to” filter and the assignment’s choices.',
  },
  'GET /api/back-office/inbox/retention': {
    operationId: 'getInboxRetention',
    description:
      'How many months submissions keep their personal data (default 24) and the bounds an admin may set.',
  },
  'PUT /api/back-office/inbox/retention': {
    operationId: 'setInboxRetention',
    description:
      'Sets the retention period in whole months, 1 to 120 (`retention_months_range` otherwise; admins only); the daily `inbox-retention` job removes the personal data of older submissions. Audited.',
  },
  'GET /api/back-office/inbox/{id}': {
    operationId: 'getInboxSubmission',
    description:
      'One submission: what the sender wrote, its status, assignment and notes, and who may be given it; 403 for an agent when it is not about their offer.',
  },
  'PUT /api/back-office/inbox/{id}/status': {
    operationId: 'setInboxSubmissionStatus',
    description:
      'Moves a submission to `new`, `in_progress`, `done` or `spam`. Audited with before and after.',
  },
  'PUT /api/back-office/inbox/{id}/assignee': {
    operationId: 'assignInboxSubmission',
    description:
      'Gives a submission to an active staff member, or to nobody (`null`): `assignee_unknown` for no such account, `assignee_cannot_see` for an agent when it is not about their offer. The new assignee is mailed in their language through the outbox, unless they took it themselves or have not activated their account yet. Audited, mail or not.',
  },
  'POST /api/back-office/inbox/{id}/notes': {
    operationId: 'addInboxNote',
    description:
      'Adds a staff note (2,000 characters at most); 409 `personal_data_removed` once the retention job has anonymised the submission. Audited without the note’s words.',
  },
  'GET /api/back-office/newsletter/subscribers': {
    operationId: 'listNewsletterSubscribers',
    description:
      'Newsletter subscribers, newest first, 25 a page, with their voivodeships (none: all), agent flag, language, status, the consent they gave (its words, version and time) and their last digest; filtered by part of the address, status, a voivodeship (who gets its offers) and the agent flag. Editors and admins (decision 036).',
  },
  'GET /api/back-office/newsletter/subscribers/export.xlsx': {
    operationId: 'exportNewsletterSubscribersXlsx',
    description:
      'Every subscriber the list’s filters match (newest first, up to 50,000) as a workbook headed in the staff member’s language or `lang`. Audited (how many rows, not which).',
  },
  'DELETE /api/back-office/newsletter/subscribers/{id}': {
    operationId: 'removeNewsletterSubscriber',
    description:
      'Removes a person from the newsletter on their request: their row, the record of their digests and every mail to them in the outbox. The audit entry keeps the row’s number and state, never the address.',
  },
  'GET /api/back-office/search-alerts': {
    operationId: 'countSearchAlerts',
    description:
      'How many confirmed search alerts watch each list path (active and paused apart), for every staff role: counts only, never an address (decision 059).',
  },
  'POST /api/back-office/search-alerts/address': {
    operationId: 'findSearchAlertsOfAddress',
    description:
      'Every search alert of one address, stopped ones too, for editors and admins answering its owner’s request (decision 059). A POST with the address in the body, so that no log or browser history holds it; it changes nothing.',
  },
  'POST /api/back-office/search-alerts/erasure': {
    operationId: 'eraseSearchAlertsOfAddress',
    description:
      'Erases an address from the search alerts on its owner’s request: its alerts, their sends, its manage links and every mail to it still in the outbox; 404 when it has none. The audit entry says how many, never whose.',
  },
  'GET /api/back-office/newsletter/digest': {
    operationId: 'getNewsletterDigestSettings',
    description:
      'How often the digest goes out (`daily` or `weekly`, by default weekly; at 07:00 Polish time, weekly on Mondays), when the `newsletter-digest` job is next due, and its last run’s end and failure.',
  },
  'PUT /api/back-office/newsletter/digest': {
    operationId: 'setNewsletterDigestFrequency',
    description:
      'Sets the digest’s frequency (admins only) and moves the job’s next run to the new frequency’s next time. Audited.',
  },
  'GET /api/back-office/newsletter/digest/preview': {
    operationId: 'previewNewsletterDigest',
    description:
      'What the digest in `lang` would hold now for a subscriber of every voivodeship whose last digest was one period ago: its offers (the first 20 and how many), the special offers, the subject and the text.',
  },
  'POST /api/back-office/newsletter/digest/test': {
    operationId: 'sendNewsletterDigestTest',
    description:
      'Queues that digest to the signed-in staff member’s address through the outbox, marked as a test and without a subscriber’s unsubscribe token; 409 `digest_empty` when nothing is new. Audited.',
  },
  'POST /api/back-office/content-images': {
    operationId: 'uploadContentImage',
    description:
      'An image for an item’s cover (`use=cover`: cropped to 1200 × 675) or its text (`use=text`: at most 1200 px wide), a slide (`use=slide`: 1600 × 600), the promotion or a group (`use=popup`, `use=group`: 960 × 540), judged by content like offer photos (JPEG, PNG, WebP, AVIF; 25 MB; the pixel limit), cropped to that box and stored as WebP without metadata in the media store. Answers its path for the save that uses it. Audited. (The site’s images had their own route until decision 040.)',
  },
  'GET /api/back-office/audit': {
    operationId: 'listAuditEntries',
    description:
      'The audit log, newest first, 50 a page, filtered by person, action, record and time (admins only).',
  },
};

/**
 * The operations of every editable kind's routes (decision 052 §3.8), named from its declaration:
 * `listFaqEntries`, `createFaqEntry`, `getFaqEntry`, `previewFaqEntry`, `saveFaqEntry`, `deleteFaqEntry`,
 * `changeFaqEntryPublication`, `discardFaqEntryDraft`, `reorderFaqEntries` (a kind in manual order).
 * A live kind (named texts, blog categories) has no preview, publication, draft or order, and
 * create and delete only where its storage can add or remove items. The FAQ's and blog categories'
 * own earlier routes answer to `…Legacy` names until step S9 removes them.
 */
function kindOperations(
  kinds: readonly DefinedKind[],
): Record<string, { operationId: string; description: string }> {
  const operations: Record<string, { operationId: string; description: string }> = {};
  for (const kind of kinds) {
    const path = `/api/back-office/kinds/${kind.name}`;
    const { one, many } = kind.names.operation;
    const { one: noun, many: nouns } = kind.names.en;
    const versioned =
      'Needs `If-Match` with the ETag the item was opened with; 409 `edit_conflict` names who changed it since, and when.';
    operations[`GET ${path}/description`] = {
      operationId: `describe${one}Form`,
      description: `A ${noun}'s form as JSON: each field's widget and what its schema allows, with the declaration's labels where it has them; the back office draws a kind it has no screen of its own for from it (decision 052).`,
    };
    if (kind.publication.mode === 'live') {
      Object.assign(operations, liveKindOperations(kind, versioned));
      continue;
    }
    if (kind.publication.mode === 'document') {
      Object.assign(operations, documentKindOperations(kind, versioned));
      continue;
    }
    operations[`GET ${path}`] = {
      operationId: `list${many}`,
      description: `One page of ${nouns} with their states and working copies, filtered by the kind's filters and state (decision 052).`,
    };
    operations[`POST ${path}`] = {
      operationId: `create${one}`,
      description: `Creates a ${noun} as a draft (public once published); rich text is sanitised, the kind's rules checked. Audited.`,
    };
    operations[`GET ${path}/{key}`] = {
      operationId: `get${one}`,
      description: `A ${noun} as its editor shows it: its working copy's values while it has one, its version as the ETag.`,
    };
    if (kind.publicReads) {
      operations[`GET /api/kinds/${kind.name}`] = {
        operationId: `listPublished${many}`,
        description: `One page of published ${nouns}, their public values, by the kind's filters and order.`,
      };
      operations[`GET /api/kinds/${kind.name}/{key}`] = {
        operationId: `getPublished${one}`,
        description: `A published ${noun}'s public values, never its working copy's; 404 while it is not published.`,
      };
    }
    operations[`GET ${path}/{key}/preview`] = {
      operationId: `preview${one}`,
      description: `A ${noun} as its public page would show it with its working copy published: the copy's values over the row's, the live ones without a copy. Changes nothing.`,
    };
    operations[`PUT ${path}/{key}`] = {
      operationId: `save${one}`,
      description: `Saves a ${noun}: a published one's edits go to its working copy and change nothing public until published. ${versioned} Audited.`,
    };
    if (kind.deletable !== false) {
      operations[`DELETE ${path}/{key}`] = {
        operationId: `delete${one}`,
        description: `Deletes a ${noun} and its working copy. ${versioned} Audited.`,
      };
    }
    operations[`POST ${path}/{key}/publication`] = {
      operationId: `change${one}Publication`,
      description: `Publishes a ${noun} (or its changes) now, schedules it, takes the schedule back or unpublishes it, as one model for every kind (decision 052 §3.5). ${versioned} Audited.`,
    };
    if (kind.order) {
      operations[`PUT ${path}/order`] = {
        operationId: `reorder${many}`,
        description: `The whole order of one group of ${nouns} (${kind.order.within.join(', ')}), first to last; 409 \`list_changed\` when the keys are not exactly that group's. Audited; the public order follows.`,
      };
    }
    operations[`DELETE ${path}/{key}/draft`] = {
      operationId: `discard${one}Draft`,
      description: `Discards a published ${noun}'s working copy: the editor shows the public values again. ${versioned} Audited.`,
    };
  }
  return operations;
}

/** The operations of a live kind's routes: every save is public at once (decision 052). */
function liveKindOperations(
  kind: DefinedKind,
  versioned: string,
): Record<string, { operationId: string; description: string }> {
  const path = `/api/back-office/kinds/${kind.name}`;
  const { one, many } = kind.names.operation;
  const { one: noun, many: nouns } = kind.names.en;
  const storage = storageOf(kind, hooksOf(kind));
  const live = `public at once (a live kind: no states, no working copy), moving the ${kind.signals.join(' and ')} change signal`;
  return {
    [`GET ${path}`]: {
      operationId: `list${many}`,
      description: `The ${nouns}, each as the public site shows it, with its version (decision 052).`,
    },
    ...(storage.insert
      ? {
          [`POST ${path}`]: {
            operationId: `create${one}`,
            description: `Creates a ${noun}, ${live}; the kind's rules checked. Audited.`,
          },
        }
      : {}),
    [`GET ${path}/{key}`]: {
      operationId: `get${one}`,
      description: `A ${noun} as its editor shows it, its version as the ETag.`,
    },
    [`PUT ${path}/{key}`]: {
      operationId: `save${one}`,
      description: `Saves a ${noun}, ${live}. ${versioned} Audited.`,
    },
    ...(storage.remove
      ? {
          [`DELETE ${path}/{key}`]: {
            operationId: `delete${one}`,
            description: `Deletes a ${noun}, ${live}; 409 with the kind's reason while it may not go (a blog category posts are in: \`category_in_use\`). ${versioned} Audited.`,
          },
        }
      : {}),
  };
}

/**
 * The operations of a `document` kind's routes (the home page, decision 052 step S7): one item per
 * key (a language), every edit into its working copy, no create or delete.
 */
function documentKindOperations(
  kind: DefinedKind,
  versioned: string,
): Record<string, { operationId: string; description: string }> {
  const path = `/api/back-office/kinds/${kind.name}`;
  const { one, many } = kind.names.operation;
  const { one: noun, many: nouns } = kind.names.en;
  return {
    [`GET ${path}`]: {
      operationId: `list${many}`,
      description: `The ${nouns}, one per language, each with its version and working copy (decision 052).`,
    },
    [`GET ${path}/{key}`]: {
      operationId: `get${one}`,
      description: `A ${noun} as its editor shows it: its working copy's values while it has one (the public document's otherwise, empty for a language nobody wrote), its version as the ETag.`,
    },
    [`PUT ${path}/{key}`]: {
      operationId: `save${one}`,
      description: `Saves a ${noun} into its working copy ("draft"): nothing public changes until published. Images must be in the media store, rich text is sanitised. ${versioned} Audited.`,
    },
    [`GET ${path}/{key}/preview`]: {
      operationId: `preview${one}`,
      description: `A ${noun} as its public answer would be with its draft published (the promotion only between its dates). Changes nothing.`,
    },
    [`POST ${path}/{key}/publication`]: {
      operationId: `change${one}Publication`,
      description: `Publishes a ${noun}'s draft now, schedules it, or takes the schedule back (the draft stays); a ${noun} is never taken down. ${versioned} Audited; publishing moves the ${kind.signals.join(' and ')} change signal.`,
    },
    [`DELETE ${path}/{key}/draft`]: {
      operationId: `discard${one}Draft`,
      description: `Discards a ${noun}'s draft: the editor shows the public document again. ${versioned} Audited.`,
    },
  };
}

/** Every operation of the document: the hand-written routes' and the editable kinds'. */
export const OPERATIONS: Record<string, { operationId: string; description?: string }> = {
  ...ROUTE_OPERATIONS,
  ...kindOperations(ALL_KINDS),
};

/** The OpenAPI path of a Fastify route URL ('/api/news/:id' -> '/api/news/{id}'). */
function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** Adds each route's operationId and description from the table as the route is registered. */
export function nameOperation(route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const entry = OPERATIONS[`${methods[0]} ${openApiPath(route.url)}`];
  if (!entry || !route.schema || methods.includes('HEAD')) return;
  const schema = route.schema as { operationId?: string; description?: string };
  schema.operationId = entry.operationId;
  if (entry.description) schema.description = entry.description;
}
