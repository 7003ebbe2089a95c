import { describe, expect, it } from 'vitest';
import { offerGroupsSchema } from './offer-groups';

describe('offerGroupsSchema', () => {
  it('takes groups with an order from 0 to 9999, each once', () => {
    expect(offerGroupsSchema.parse({ groups: [{ groupId: 3, order: 10 }] }).groups).toEqual([
      { groupId: 3, order: 10 },
    ]);
    expect(offerGroupsSchema.safeParse({ groups: [] }).success).toBe(true);
    for (const groups of [
      [{ groupId: 3, order: 10_000 }],
      [{ groupId: 3, order: 1.5 }],
      [
        { groupId: 3, order: 1 },
        { groupId: 3, order: 2 },
      ],
    ]) {
      expect(offerGroupsSchema.safeParse({ groups }).success).toBe(false);
    }
  });
});
