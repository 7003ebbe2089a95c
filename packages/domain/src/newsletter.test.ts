import { describe, expect, it } from 'vitest';
import { zodIssuesToFieldErrors } from './error-codes';
import {
  createEventId,
  joinVoivodeshipNames,
  NEWSLETTER_CONSENT,
  newsletterFormSchema,
  newsletterSchema,
  parseVoivodeshipNames,
} from './newsletter';
import { VOIVODESHIP_KEYS } from './voivodeships';

const valid = {
  email: 'jan@example.pl',
  voivodeship: 'mazowieckie,łódzkie',
  isAgent: true,
  agreement1: true,
  token: 'captcha-token',
  eventID: '17000000000001234567',
};

function codes(body: unknown) {
  const result = newsletterSchema.safeParse(body);
  return result.success ? {} : zodIssuesToFieldErrors(result.error.issues);
}

describe('SPEC §5 Newsletter: "email: required and must be a valid address. The input is trimmed."', () => {
  it('accepts a complete payload', () => {
    expect(newsletterSchema.parse(valid)).toEqual(valid);
  });

  it('trims the address', () => {
    expect(newsletterSchema.parse({ ...valid, email: '  jan@example.pl \n' }).email).toBe('jan@example.pl');
  });

  it.each<[unknown, string]>([
    [undefined, 'required'],
    ['', 'required'],
    ['   ', 'required'],
    ['jan', 'email_invalid'],
    ['jan@', 'email_invalid'],
    ['jan@example', 'email_invalid'],
    ['jan example@x.pl', 'email_invalid'],
    [`${'a'.repeat(250)}@x.pl`, 'email_invalid'],
    [42, 'email_invalid'],
  ])('email %j -> %s', (email, code) => {
    expect(codes({ ...valid, email })).toEqual({ email: code });
  });
});

describe('SPEC §5 Newsletter: "agreement1: required and must be true"', () => {
  it.each([false, undefined, 'true', 1])('agreement1 %j -> required', (agreement1) => {
    expect(codes({ ...valid, agreement1 })).toEqual({ agreement1: 'required' });
  });
});

describe('SPEC §5 Newsletter: "isAgent and the voivodeship selection have no rules"', () => {
  it('fills in what is left out', () => {
    const { voivodeship: _, isAgent: __, ...rest } = valid;
    expect(newsletterSchema.parse(rest)).toMatchObject({ voivodeship: '', isAgent: false });
  });

  it('accepts any voivodeship text in the form (the API checks names)', () => {
    expect(codes({ ...valid, voivodeship: 'Atlantyda' })).toEqual({});
  });

  it('may go without a token when captcha is off', () => {
    expect(newsletterSchema.parse({ ...valid, token: '' }).token).toBe('');
  });

  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{ isAgent: 'yes' }, { isAgent: 'invalid_value' }],
    [{ eventID: undefined }, { eventID: 'required' }],
    [{ eventID: '123' }, { eventID: 'invalid_value' }],
    [{ eventID: 1234567890123 }, { eventID: 'invalid_value' }],
    [{ eventID: 'abc12345678901234' }, { eventID: 'invalid_value' }],
    [{ extra: 1 }, { extra: 'unknown_field' }],
  ])('rejects %j', (change, expected) => {
    expect(codes({ ...valid, ...change })).toEqual(expected);
  });

  it('the form schema is the visitor-filled part', () => {
    expect(newsletterFormSchema.parse({ email: ' a@b.pl ', agreement1: true })).toEqual({
      email: 'a@b.pl',
      voivodeship: '',
      isAgent: false,
      agreement1: true,
    });
    expect(newsletterFormSchema.safeParse({ email: 'a@b.pl', agreement1: false }).success).toBe(false);
  });
});

describe('parseVoivodeshipNames: comma-joined Polish names -> codes, null for bad_voivodeshipID', () => {
  it.each<[string, number[] | null]>([
    ['mazowieckie', [14]],
    ['dolnośląskie,zachodniopomorskie', [2, 32]],
    [' Łódzkie , śląskie ', [10, 24]],
    ['kujawsko-pomorskie,warmińsko-mazurskie,świętokrzyskie', [4, 28, 26]],
    ['mazowieckie,mazowieckie', [14]],
    ['mazowieckie,,pomorskie,', [14, 22]],
    ['', null],
    [' , ', null],
    ['mazowieckie,Atlantyda', null],
    ['lodzkie', null],
  ])('%j -> %j', (value, expected) => {
    expect(parseVoivodeshipNames(value)).toEqual(expected);
  });
});

describe('SPEC §7: "The eventID is a timestamp plus a random number between 1,000,000 and 9,999,999"', () => {
  const now = 1_700_000_000_000;

  it.each([
    [0, '17000000000001000000'],
    [0.5, '17000000000005500000'],
    [0.999_999_999_9, '17000000000009999999'],
    // A generator that returns exactly 1 (out of contract) still stays in range.
    [1, '17000000000009999999'],
  ])('random %d -> %s', (random, expected) => {
    expect(createEventId(now, () => random)).toBe(expected);
  });

  it('is digits only and passes the payload schema', () => {
    const id = createEventId();
    expect(id).toMatch(/^\d{20}$/);
    expect(newsletterSchema.safeParse({ ...valid, eventID: id }).success).toBe(true);
  });
});

describe('SPEC §5: "The consent text is a marketing consent to receive the property newsletter, revocable at any time."', () => {
  it('has a versioned text in both languages', () => {
    expect(NEWSLETTER_CONSENT.version).toBe('2026-11');
    expect(NEWSLETTER_CONSENT.pl).toBe(
      'Wyrażam zgodę na otrzymywanie na podany adres e-mail newslettera z ofertami nieruchomości. Zgodę mogę w każdej chwili wycofać.',
    );
    expect(NEWSLETTER_CONSENT.en).toMatch(/newsletter/);
    expect(NEWSLETTER_CONSENT.en).toMatch(/withdraw/);
  });
});

describe("joinVoivodeshipNames: the picker's choice as SPEC §3 sends it", () => {
  it("joins Polish names with commas in the register's order, each once", () => {
    expect(joinVoivodeshipNames(['mazowieckie', 'dolnoslaskie', 'lodzkie', 'mazowieckie'])).toBe(
      'dolnośląskie,łódzkie,mazowieckie',
    );
    expect(joinVoivodeshipNames([])).toBe('');
  });

  it('is read back by parseVoivodeshipNames as the same voivodeships', () => {
    expect(parseVoivodeshipNames(joinVoivodeshipNames(['slaskie', 'kujawskopomorskie']))).toEqual([4, 24]);
    const all = joinVoivodeshipNames(VOIVODESHIP_KEYS);
    expect(all.split(',')).toHaveLength(16);
    expect(parseVoivodeshipNames(all)).toEqual(VOIVODESHIP_KEYS.map((_, i) => 2 + 2 * i));
  });
});
