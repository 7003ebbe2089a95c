import { describe, expect, it } from 'vitest';
import { zodIssuesToFieldErrors } from './error-codes';
import {
  chunkKind,
  chunkOrder,
  groupEditorSchema,
  isMediaPath,
  isSiteLink,
  memberOrderNumbers,
} from './site-content';
import { isAnyErrorCode } from './staff-error-codes';

describe('isSiteLink', () => {
  it.each([
    ['/sprzedaz', true],
    ['/en/faq#pytanie', true],
    ['/', true],
    ['https://example.pl/promocja?x=1', true],
    ['http://example.pl', false],
    ['javascript:alert(1)', false],
    ['data:text/html,x', false],
    ['//evil.example/path', false],
    ['/path with space', false],
    ['/\\evil.example', false],
    ['https://user:secret@example.pl', false],
    ['https://localhost', false],
    ['sprzedaz', false],
    ['', false],
  ])('%s -> %s', (value, ok) => {
    expect(isSiteLink(value)).toBe(ok);
  });
});

describe('isMediaPath', () => {
  it.each([
    ['/media/site/slide-0123456789abcdef.webp', true],
    ['/media/slider/slide-1.webp', true],
    ['/media/../etc/passwd', false],
    ['/media/.hidden/x.webp', false],
    ['https://example.pl/x.webp', false],
    ['/media/', false],
  ])('%s -> %s', (value, ok) => {
    expect(isMediaPath(value)).toBe(ok);
  });
});

describe('chunks', () => {
  it('puts the footer’s texts first, in the footer’s order, then the others by name', () => {
    expect(
      chunkOrder([
        'newsletter-intro',
        'customer-phone',
        'footer-sales-email',
        'footer-address',
        'contact-intro',
      ]),
    ).toEqual([
      'footer-address',
      'footer-sales-email',
      'customer-phone',
      'contact-intro',
      'newsletter-intro',
    ]);
  });
  it('knows which are rich text', () => {
    expect(chunkKind('footer-address')).toBe('rich');
    expect(chunkKind('footer-free-line')).toBe('plain');
    expect(chunkKind('something-else')).toBe('plain');
  });
});

describe('memberOrderNumbers', () => {
  it('numbers members 10 apart, the first highest', () => {
    expect(memberOrderNumbers(3)).toEqual([30, 20, 10]);
    expect(memberOrderNumbers(0)).toEqual([]);
  });
});

const fieldsOf = (result: { success: boolean; error?: { issues: readonly unknown[] } }) =>
  result.success ? {} : zodIssuesToFieldErrors(result.error?.issues as never, isAnyErrorCode);

describe('groupEditorSchema', () => {
  const group = {
    type: 'promotion',
    namePl: 'A',
    nameEn: 'B',
    descriptionPl: '',
    descriptionEn: '',
    image: null,
  };
  it('needs a voivodeship for a territorial group only', () => {
    expect(fieldsOf(groupEditorSchema.safeParse({ ...group, type: 'territorial' }))).toEqual({
      voivodeship: 'required',
    });
    expect(fieldsOf(groupEditorSchema.safeParse({ ...group, voivodeship: 14 }))).toEqual({
      voivodeship: 'invalid_value',
    });
    expect(groupEditorSchema.parse({ ...group, type: 'territorial', voivodeship: 14 })).toMatchObject({
      sortOrder: 0,
    });
    expect(fieldsOf(groupEditorSchema.safeParse({ ...group, type: 'territorial', voivodeship: 15 }))).toEqual(
      {
        voivodeship: 'invalid_value',
      },
    );
  });
});
