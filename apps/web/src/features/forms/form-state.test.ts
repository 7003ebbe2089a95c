import { contactSchema } from '@estate/domain/contact-forms';
import { newsletterFormSchema } from '@estate/domain/newsletter';
import { describe, expect, it } from 'vitest';
import { firstInvalidField, formReducer, initialFormState, validate, visibleErrors } from './form-state';

const EMPTY = { email: '', voivodeship: '', isAgent: false, agreement1: false };

describe('form state (SPEC §4 newsletter states, §5 when errors show)', () => {
  it('shows a field error only once the field has had focus and lost it', () => {
    let state = initialFormState(EMPTY);
    const result = validate(newsletterFormSchema, state.values);
    expect(result.ok).toBe(false);
    const errors = result.ok ? {} : result.errors;
    expect(errors).toEqual({ email: 'required', agreement1: 'required' });
    expect(visibleErrors(state, errors)).toEqual({});

    state = formReducer(state, { type: 'blur', name: 'email' });
    expect(visibleErrors(state, errors)).toEqual({ email: 'required' });
  });

  it('starts with the fields already left shown, as the newsletter island hands them over', () => {
    const state = initialFormState({ ...EMPTY, email: 'jan@example' }, ['email']);
    expect(visibleErrors(state, { email: 'email_invalid', agreement1: 'required' })).toEqual({
      email: 'email_invalid',
    });
  });

  it('a refused submit shows every error and sends nothing (stays idle)', () => {
    const state = formReducer(initialFormState(EMPTY), { type: 'submitInvalid' });
    expect(state.status).toBe('idle');
    expect(visibleErrors(state, { email: 'email_invalid', agreement1: 'required' })).toEqual({
      email: 'email_invalid',
      agreement1: 'required',
    });
  });

  it('goes idle -> loading -> success with the fields cleared; ignores edits while sending', () => {
    let state = initialFormState(EMPTY);
    state = formReducer(state, { type: 'change', name: 'email', value: 'jan@example.pl' });
    state = formReducer(state, { type: 'blur', name: 'email' });
    state = formReducer(state, { type: 'submit' });
    expect(state.status).toBe('loading');
    expect(formReducer(state, { type: 'submit' })).toBe(state);
    expect(formReducer(state, { type: 'change', name: 'email', value: 'x' })).toBe(state);
    state = formReducer(state, { type: 'succeeded', values: EMPTY });
    expect(state).toEqual({
      values: EMPTY,
      touched: {},
      submitted: false,
      status: 'success',
      serverErrors: {},
    });
    // A contact form takes a new message after a success; its success note goes.
    state = formReducer(state, { type: 'change', name: 'email', value: 'ewa@example.pl' });
    expect(state.status).toBe('idle');
    expect(state.values.email).toBe('ewa@example.pl');
  });

  it('an error stops loading, shows the API field errors until the field changes, then returns to idle', () => {
    let state = formReducer(initialFormState(EMPTY), { type: 'submit' });
    state = formReducer(state, { type: 'failed', fields: { voivodeship: 'bad_voivodeshipID' } });
    expect(state.status).toBe('error');
    expect(visibleErrors(state, {})).toEqual({ voivodeship: 'bad_voivodeshipID' });
    state = formReducer(state, { type: 'change', name: 'voivodeship', value: 'mazowieckie' });
    expect(state.status).toBe('idle');
    expect(visibleErrors(state, {})).toEqual({});
  });

  it('validates with the domain schema the API uses and answers its output', () => {
    const result = validate(contactSchema, {
      firstName: '  Jan ',
      lastName: 'K',
      email: 'jan@example',
      message: 'krótko',
      agreement1: false,
      lang: 'en',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        lastName: 'last_name_too_short',
        email: 'email_invalid',
        message: 'message_too_short',
        agreement1: 'required',
      },
    });
    const ok = validate(contactSchema, {
      firstName: ' Jan ',
      lastName: 'Kowalski',
      firm: '',
      phone: '',
      email: ' jan@example.pl ',
      message: 'Proszę o kontakt w sprawie biura.',
      agreement1: true,
      lang: 'en',
    });
    expect(ok).toEqual({
      ok: true,
      data: expect.objectContaining({
        firstName: 'Jan',
        email: 'jan@example.pl',
        firm: undefined,
        lang: 'en',
      }),
    });
  });

  it("finds the first invalid field in the form's order", () => {
    expect(
      firstInvalidField(['firstName', 'lastName', 'email'], { email: 'required', lastName: 'required' }),
    ).toBe('lastName');
    expect(firstInvalidField(['email'], {})).toBeUndefined();
  });
});
