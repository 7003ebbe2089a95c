import { CONSENT_CATEGORIES, type ConsentCategory, type ConsentChoices } from './consent-categories';

/** Choices made so far in the details view; a category without a key has not been touched. */
export type DraftChoices = Readonly<Partial<Record<ConsentCategory, boolean>>>;

export interface ConsentDialogState {
  open: boolean;
  view: 'summary' | 'details';
  draft: DraftChoices;
}

export type ConsentDialogAction =
  | { type: 'open'; view: ConsentDialogState['view']; draft?: DraftChoices }
  | { type: 'showDetails' }
  | { type: 'showSummary' }
  | { type: 'choose'; category: ConsentCategory; value: boolean }
  | { type: 'close' };

export const CLOSED_DIALOG: ConsentDialogState = { open: false, view: 'summary', draft: {} };
/** How every page is rendered: the summary open, until the stored decision (if any) closes it. */
export const FIRST_VISIT_DIALOG: ConsentDialogState = { open: true, view: 'summary', draft: {} };

/** SPEC §4 Cookie dialog. Decisions themselves (accept, reject, save) are stored by the caller. */
export function consentDialogReducer(
  state: ConsentDialogState,
  action: ConsentDialogAction,
): ConsentDialogState {
  switch (action.type) {
    case 'open':
      return { open: true, view: action.view, draft: action.draft ?? {} };
    case 'showDetails':
      return { ...state, view: 'details' };
    case 'showSummary':
      return { ...state, view: 'summary' };
    case 'choose':
      return { ...state, draft: { ...state.draft, [action.category]: action.value } };
    case 'close':
      return CLOSED_DIALOG;
  }
}

/** Once any category is touched the details view trades accept-all and reject-all for save. */
export function isTouched(draft: DraftChoices): boolean {
  return CONSENT_CATEGORIES.some((category) => draft[category] !== undefined);
}

/** The full decision when all four are chosen (save is enabled), otherwise null. */
export function completeChoices(draft: DraftChoices): ConsentChoices | null {
  const { statistics, marketing, preferences, necessary } = draft;
  if (statistics === undefined || marketing === undefined) return null;
  if (preferences === undefined || necessary === undefined) return null;
  return { statistics, marketing, preferences, necessary };
}
