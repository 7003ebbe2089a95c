import { describe, expect, it } from 'vitest';
import {
  CLOSED_DIALOG,
  type ConsentDialogState,
  completeChoices,
  consentDialogReducer,
  isTouched,
} from './consent-dialog-reducer';

const open: ConsentDialogState = consentDialogReducer(CLOSED_DIALOG, { type: 'open', view: 'summary' });

describe('consentDialogReducer (SPEC §4 Cookie dialog)', () => {
  it('opens on the summary view with nothing chosen', () => {
    expect(open).toEqual({ open: true, view: 'summary', draft: {} });
    expect(isTouched(open.draft)).toBe(false);
  });

  it('switches between summary and details, keeping the draft', () => {
    const details = consentDialogReducer(open, { type: 'showDetails' });
    expect(details.view).toBe('details');
    const chosen = consentDialogReducer(details, { type: 'choose', category: 'marketing', value: false });
    expect(consentDialogReducer(chosen, { type: 'showSummary' })).toEqual({
      open: true,
      view: 'summary',
      draft: { marketing: false },
    });
  });

  it('is touched after one choice, complete only after all four', () => {
    let state = consentDialogReducer(open, { type: 'showDetails' });
    state = consentDialogReducer(state, { type: 'choose', category: 'statistics', value: true });
    expect(isTouched(state.draft)).toBe(true);
    expect(completeChoices(state.draft)).toBeNull();
    state = consentDialogReducer(state, { type: 'choose', category: 'marketing', value: false });
    state = consentDialogReducer(state, { type: 'choose', category: 'preferences', value: false });
    expect(completeChoices(state.draft)).toBeNull();
    state = consentDialogReducer(state, { type: 'choose', category: 'necessary', value: true });
    expect(completeChoices(state.draft)).toEqual({
      statistics: true,
      marketing: false,
      preferences: false,
      necessary: true,
    });
  });

  it('lets a choice be changed', () => {
    let state = consentDialogReducer(open, { type: 'choose', category: 'statistics', value: true });
    state = consentDialogReducer(state, { type: 'choose', category: 'statistics', value: false });
    expect(state.draft).toEqual({ statistics: false });
  });

  it('reopens on the details view with a given draft and closes to the initial state', () => {
    const reopened = consentDialogReducer(CLOSED_DIALOG, {
      type: 'open',
      view: 'details',
      draft: { statistics: true, marketing: true, preferences: true, necessary: true },
    });
    expect(completeChoices(reopened.draft)).not.toBeNull();
    expect(consentDialogReducer(reopened, { type: 'close' })).toBe(CLOSED_DIALOG);
  });
});
