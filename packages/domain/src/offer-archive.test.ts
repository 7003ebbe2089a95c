import { describe, expect, it } from 'vitest';
import { mayRestoreOffers, offerArchiveSchema, statusWhenArchived } from './offer-archive';

describe('archiving an offer', () => {
  it('leaves no state public or due', () => {
    expect(statusWhenArchived('published')).toBe('unpublished');
    expect(statusWhenArchived('scheduled')).toBe('draft');
    expect(statusWhenArchived('draft')).toBe('draft');
    expect(statusWhenArchived('unpublished')).toBe('unpublished');
  });

  it('is undone by editors and admins only', () => {
    expect(mayRestoreOffers('admin')).toBe(true);
    expect(mayRestoreOffers('editor')).toBe(true);
    expect(mayRestoreOffers('agent')).toBe(false);
  });

  it('reads a yes or no only', () => {
    expect(offerArchiveSchema.safeParse({ archived: true }).success).toBe(true);
    expect(offerArchiveSchema.safeParse({}).success).toBe(false);
    expect(offerArchiveSchema.safeParse({ archived: 'yes' }).success).toBe(false);
  });
});
