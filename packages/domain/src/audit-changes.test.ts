import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-changes';

describe('changedFields', () => {
  it('keeps only the fields whose values differ', () => {
    expect(
      changedFields(
        { name: 'Anna', role: 'agent', phone: '600' },
        { name: 'Anna', role: 'editor', phone: '600' },
      ),
    ).toEqual({
      role: ['agent', 'editor'],
    });
  });

  it('records a creation and a deletion against null', () => {
    expect(changedFields(null, { name: 'Anna' })).toEqual({ name: [null, 'Anna'] });
    expect(changedFields({ name: 'Anna' }, null)).toEqual({ name: ['Anna', null] });
  });

  it('compares arrays and objects by value, and treats a missing field as null', () => {
    expect(changedFields({ groups: [1, 2] }, { groups: [1, 2] })).toEqual({});
    expect(changedFields({ photo: null }, {})).toEqual({});
    expect(changedFields({ groups: [1, 2] }, { groups: [2, 1] })).toEqual({
      groups: [
        [1, 2],
        [2, 1],
      ],
    });
  });
});
