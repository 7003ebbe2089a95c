import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  askRequestSchema,
  CONTACT_FORM_KINDS,
  CONTACT_FORM_SCHEMAS,
  classifiedFileSchema,
  contactClassifiedSchema,
  contactSchema,
  FORM_CAPTCHA_ACTIONS,
  unsubscribeSchema,
} from './contact-forms';
import { zodIssuesToFieldErrors } from './error-codes';

function codes(schema: z.ZodType, body: unknown) {
  const result = schema.safeParse(body);
  return result.success ? {} : zodIssuesToFieldErrors(result.error.issues);
}

const classified = {
  name: 'Jan Kowalski',
  email: 'jan@example.pl',
  message: 'Proszę o kontakt w sprawie oferty.',
  classifiedId: 12,
  agreement1: true,
};
const ask = {
  name: 'Jan Kowalski',
  email: 'jan@example.pl',
  phone: '600 100 200',
  message: 'Szukam biura.',
  agreement1: true,
};
const contact = {
  firstName: 'Jan',
  lastName: 'Kowalski',
  email: 'jan@example.pl',
  message: 'Dzień dobry, mam pytanie.',
  agreement1: true,
};
const file = { name: 'Jan Kowalski', email: 'jan@example.pl', classifiedId: 12, agreement1: true };

describe('contact form schemas: valid payloads', () => {
  it('fills in lang, token and the honeypot', () => {
    expect(contactClassifiedSchema.parse(classified)).toEqual({
      ...classified,
      lang: 'pl',
      token: '',
      website: '',
    });
    expect(unsubscribeSchema.parse({ email: ' Jan@Example.pl ', lang: 'en' })).toEqual({
      email: 'Jan@Example.pl',
      lang: 'en',
      token: '',
      website: '',
    });
  });

  it('trims texts and drops empty optional fields', () => {
    const parsed = contactSchema.parse({ ...contact, firstName: '  Jan ', firm: '  ', phone: '' });
    expect(parsed.firstName).toBe('Jan');
    expect(parsed.firm).toBeUndefined();
    expect(parsed.phone).toBeUndefined();
  });

  it('accepts what a visitor asks for', () => {
    const parsed = askRequestSchema.parse({
      ...ask,
      typeClassified: 2,
      typeProperty: 4,
      localizationVoivodeship: 14,
      localizationTown: ' Warszawa ',
    });
    expect(parsed).toMatchObject({
      typeClassified: 2,
      typeProperty: 4,
      localizationVoivodeship: 14,
      localizationTown: 'Warszawa',
    });
  });

  it('accepts phone numbers as people write them', () => {
    for (const phone of ['600100200', '+48 600-100-200', '(22) 123 45 67', '22.123.45.67']) {
      expect(codes(askRequestSchema, { ...ask, phone })).toEqual({});
    }
  });

  it('gives every form a captcha action of letters and underscores', () => {
    for (const kind of CONTACT_FORM_KINDS) {
      expect(FORM_CAPTCHA_ACTIONS[kind]).toMatch(/^[A-Za-z_/]+$/);
      expect(CONTACT_FORM_SCHEMAS[kind]).toBeDefined();
    }
  });
});

describe('SPEC §5 message codes', () => {
  it.each<[string, z.ZodType, Record<string, unknown>, Record<string, string>]>([
    ['missing name', contactClassifiedSchema, { ...classified, name: undefined }, { name: 'required' }],
    ['blank name', contactClassifiedSchema, { ...classified, name: '   ' }, { name: 'required' }],
    ['short name', contactClassifiedSchema, { ...classified, name: 'J' }, { name: 'name_too_short' }],
    [
      'long name',
      contactClassifiedSchema,
      { ...classified, name: 'x'.repeat(101) },
      { name: 'invalid_value' },
    ],
    ['missing email', contactClassifiedSchema, { ...classified, email: undefined }, { email: 'required' }],
    ['bad email', contactClassifiedSchema, { ...classified, email: 'jan@' }, { email: 'email_invalid' }],
    [
      'short message',
      contactClassifiedSchema,
      { ...classified, message: 'Hej' },
      { message: 'message_too_short' },
    ],
    ['empty message', contactClassifiedSchema, { ...classified, message: '' }, { message: 'required' }],
    ['bad phone', contactClassifiedSchema, { ...classified, phone: 'abc' }, { phone: 'invalid_value' }],
    [
      'short phone',
      contactClassifiedSchema,
      { ...classified, phone: '600 100' },
      { phone: 'phone_too_short' },
    ],
    [
      'long phone',
      contactClassifiedSchema,
      { ...classified, phone: '1234567890123456' },
      { phone: 'invalid_value' },
    ],
    [
      'no offer',
      contactClassifiedSchema,
      { ...classified, classifiedId: undefined },
      { classifiedId: 'required' },
    ],
    [
      'offer as text',
      contactClassifiedSchema,
      { ...classified, classifiedId: 'x' },
      { classifiedId: 'invalid_value' },
    ],
    [
      'offer 0',
      contactClassifiedSchema,
      { ...classified, classifiedId: 0 },
      { classifiedId: 'invalid_value' },
    ],
    ['no consent', contactClassifiedSchema, { ...classified, agreement1: false }, { agreement1: 'required' }],
    [
      'consent missing',
      contactClassifiedSchema,
      { ...classified, agreement1: undefined },
      { agreement1: 'required' },
    ],
    ['unknown key', contactClassifiedSchema, { ...classified, extra: 1 }, { extra: 'unknown_field' }],
    ['bad lang', contactClassifiedSchema, { ...classified, lang: 'de' }, { lang: 'invalid_value' }],
    ['phone missing', askRequestSchema, { ...ask, phone: undefined }, { phone: 'required' }],
    ['phone blank', askRequestSchema, { ...ask, phone: ' ' }, { phone: 'required' }],
    ['phone short', askRequestSchema, { ...ask, phone: '12345678' }, { phone: 'phone_too_short' }],
    ['bad type', askRequestSchema, { ...ask, typeClassified: 3 }, { typeClassified: 'invalid_value' }],
    ['bad property type', askRequestSchema, { ...ask, typeProperty: 99 }, { typeProperty: 'invalid_value' }],
    [
      'bad voivodeship',
      askRequestSchema,
      { ...ask, localizationVoivodeship: 3 },
      { localizationVoivodeship: 'invalid_value' },
    ],
    [
      'short first name',
      contactSchema,
      { ...contact, firstName: 'J' },
      { firstName: 'first_name_too_short' },
    ],
    ['short last name', contactSchema, { ...contact, lastName: 'K' }, { lastName: 'last_name_too_short' }],
    ['short company', contactSchema, { ...contact, firm: 'X' }, { firm: 'company_too_short' }],
    ['file: short name', classifiedFileSchema, { ...file, name: 'J' }, { name: 'name_too_short' }],
    ['file: no consent', classifiedFileSchema, { ...file, agreement1: false }, { agreement1: 'required' }],
    [
      'file: no message field',
      classifiedFileSchema,
      { ...file, message: 'Proszę o dokumenty' },
      { message: 'unknown_field' },
    ],
    ['unsubscribe: bad email', unsubscribeSchema, { email: 'nope' }, { email: 'email_invalid' }],
    [
      'unsubscribe: consent is not asked',
      unsubscribeSchema,
      { email: 'jan@example.pl', agreement1: true },
      { agreement1: 'unknown_field' },
    ],
    [
      'honeypot too long',
      unsubscribeSchema,
      { email: 'jan@example.pl', website: 'x'.repeat(501) },
      { website: 'invalid_value' },
    ],
  ])('%s', (_label, schema, body, expected) => {
    expect(codes(schema, body)).toEqual(expected);
  });

  it('reports every invalid field at once', () => {
    expect(codes(contactSchema, { email: 'x' })).toEqual({
      firstName: 'required',
      lastName: 'required',
      email: 'email_invalid',
      message: 'required',
      agreement1: 'required',
    });
  });
});
