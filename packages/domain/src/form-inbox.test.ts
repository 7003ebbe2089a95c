import { describe, expect, it } from 'vitest';
import {
  INBOX_RETENTION_MONTHS,
  inboxNoteSchema,
  inboxQuerySchema,
  inboxRetentionSchema,
  retentionCutoff,
  retentionMonthsOf,
  senderNameOf,
} from './form-inbox';

const codeOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('the form inbox', () => {
  it('counts the retention period in calendar months, ending on the shorter month’s last day', () => {
    expect(retentionCutoff(new Date('2026-11-24T10:15:00Z'), 24).toISOString()).toBe(
      '2024-11-24T10:15:00.000Z',
    );
    expect(retentionCutoff(new Date('2026-03-31T08:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T08:00:00.000Z',
    );
    expect(retentionCutoff(new Date('2028-03-31T08:00:00Z'), 1).toISOString()).toBe(
      '2028-02-29T08:00:00.000Z',
    );
    expect(retentionCutoff(new Date('2026-01-15T00:00:00Z'), 13).toISOString()).toBe(
      '2024-12-15T00:00:00.000Z',
    );
    expect(retentionCutoff(new Date('2026-11-24T10:15:00Z'), 120).toISOString()).toBe(
      '2016-11-24T10:15:00.000Z',
    );
  });

  it('reads a stored period back, falling back to 24 months for anything out of bounds', () => {
    expect(INBOX_RETENTION_MONTHS.default).toBe(24);
    expect(retentionMonthsOf('6')).toBe(6);
    expect(retentionMonthsOf(120)).toBe(120);
    for (const bad of [undefined, null, '', '0', '121', '1.5', 'abc', -3, 2.5]) {
      expect(retentionMonthsOf(bad)).toBe(24);
    }
  });

  it('accepts a period of 1 to 120 whole months and names what is wrong otherwise', () => {
    expect(inboxRetentionSchema.safeParse({ months: 1 }).success).toBe(true);
    expect(inboxRetentionSchema.safeParse({ months: 120 }).success).toBe(true);
    for (const months of [0, 121, 2.5, '12', null]) {
      expect(codeOf(inboxRetentionSchema.safeParse({ months }))).toBe('retention_months_range');
    }
  });

  it('takes a trimmed note of at most 2000 characters', () => {
    expect(inboxNoteSchema.parse({ text: '  Oddzwonić jutro  ' })).toEqual({ text: 'Oddzwonić jutro' });
    expect(codeOf(inboxNoteSchema.safeParse({ text: '   ' }))).toBe('required');
    expect(codeOf(inboxNoteSchema.safeParse({ text: 'x'.repeat(2001) }))).toBe('too_long');
  });

  it('reads the list’s filters from a query string', () => {
    expect(inboxQuerySchema.parse({ status: 'in_progress', kind: 'ask-reqest', offerId: '7' })).toEqual({
      status: 'in_progress',
      kind: 'ask-reqest',
      offerId: 7,
      page: 1,
    });
    expect(inboxQuerySchema.safeParse({ status: 'archived' }).success).toBe(false);
    expect(inboxQuerySchema.safeParse({ kind: 'newsletter' }).success).toBe(false);
    expect(inboxQuerySchema.safeParse({ sort: 'oldest' }).success).toBe(false);
  });

  it('names the sender as each form asks', () => {
    expect(senderNameOf({ name: ' Jan Nowak ' })).toBe('Jan Nowak');
    expect(senderNameOf({ firstName: 'Jan', lastName: 'Kowalski' })).toBe('Jan Kowalski');
    expect(senderNameOf({ email: 'jan@example.pl' })).toBeNull();
  });
});
