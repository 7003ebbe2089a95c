import { STAFF_ERROR_CODES } from '@estate/domain/staff-error-codes';
import type { Messages } from 'next-intl';

/**
 * What the browser is given of the catalogue (decision 050 "Client messages per page"): every page's
 * RSC payload carries the messages its client components read, and only those. The layout hands the
 * shell's to NextIntlClientProvider; a page adds its parts' with ClientMessagesScope; the forms'
 * error texts come with the form's check on its first focus (formTexts, /form-texts/{build}/{lang}.json).
 * Each entry is a dotted path of the catalogue, a text or a whole subtree.
 */
export const CLIENT_SCOPES = {
  /** The layout's client components, on every page. */
  shell: [
    'header.favourites',
    'header.favouritesCount',
    'offers.compare.link',
    'consent',
    'notifications',
    'network',
    'loader',
    'errors',
    'footer.scrollTop',
    // What any form says when its check or texts could not be loaded (offline at its first focus).
    'feedback.contactForm',
  ],
  /** An offer tile's controls and a list's: favourite, compare, share, layout, order, export. */
  offerControls: [
    'offers.addFavourite',
    'offers.removeFavourite',
    'offers.compare.add',
    'offers.compare.remove',
    'offers.compare.full',
    'offers.shareOn',
    'offers.layoutLabel',
    'offers.layouts',
    'offers.orderLabel',
    'offers.orders',
    'offers.exportXlsx',
    'offers.exportFailed',
  ],
  /** The favourites page draws its tiles in the browser (they live in the visitor's storage). */
  offerTiles: [
    'offers.favourites',
    'offers.noPhoto',
    'offers.share',
    'offers.area',
    'offers.areaGround',
    'offers.propertyType',
    'offers.priceOnRequest',
    'offers.oldPrice',
    'offers.badges',
  ],
  /** The offer page's gallery, agent's phone and print button. */
  offerPage: [
    'offer.gallery',
    'offer.previousPhoto',
    'offer.nextPhoto',
    'offer.fullScreen',
    'offer.closeFullScreen',
    'offer.showPhone',
    'offer.phoneFailed',
    'offer.callAgent',
    'offer.print',
  ],
  /** A video's facade (the offer page, the home page's who-we-are). */
  video: ['offer.playVideo', 'offer.videoTitle'],
  /** The comparison's print button. */
  print: ['offer.print'],
  /** ContactForm's labels and its success notice; its errors come with its check. */
  contactForm: [
    'forms.fields',
    'forms.optional',
    'forms.honeypot',
    'forms.requiredNote',
    'forms.send',
    'forms.sending',
    'feedback.formSent',
  ],
} as const;

export type ClientScope = keyof typeof CLIENT_SCOPES;

/** A part of the message tree: some namespaces, some of their keys. */
export type MessageTree = { [key: string]: string | MessageTree };

/** The texts and subtrees at `paths`, in a tree of their own (shared parents merged). */
function pickMessages(messages: Messages, paths: readonly string[]): MessageTree {
  const picked: MessageTree = {};
  for (const path of paths) {
    const parts = path.split('.');
    let from: unknown = messages;
    for (const part of parts) from = (from as Record<string, unknown> | undefined)?.[part];
    if (from === undefined) throw new Error(`client messages: no message at ${path}`);
    let into = picked;
    for (const part of parts.slice(0, -1)) {
      into[part] ??= {};
      into = into[part] as MessageTree;
    }
    into[parts[parts.length - 1] as string] = from as string | MessageTree;
  }
  return picked;
}

/** The messages the named scopes' client components read. */
export function clientMessages(messages: Messages, scopes: readonly ClientScope[]): MessageTree {
  return pickMessages(
    messages,
    scopes.flatMap((scope) => CLIENT_SCOPES[scope]),
  );
}

/**
 * What the site's forms load on their first focus (useSiteForm, the footer's newsletter): the §5/§8
 * messages by error code (the public site's: the back office's own codes are never answered to a
 * public page), the failure notices of form-failure.ts, and the newsletter form's own texts.
 */
export function formTexts(messages: Messages): MessageTree {
  const picked = pickMessages(messages, [
    'forms.fields.email',
    'forms.newsletter',
    'forms.requiredNote',
    'forms.sending',
    'feedback.contactForm',
    'feedback.captchaNoKey',
    'feedback.captchaNoVersion',
    'feedback.captchaScriptLoad',
    'feedback.captchaExecute',
  ]);
  const errorCodes = Object.fromEntries(
    Object.entries(messages.errorCodes).filter(
      ([code]) => !(STAFF_ERROR_CODES as readonly string[]).includes(code),
    ),
  );
  return { ...picked, errorCodes };
}
