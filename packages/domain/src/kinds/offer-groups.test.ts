import { describe, expect, it } from 'vitest';
import { offerGroups } from './offer-groups';

describe('the special-offer groups declared once (decision 052 step S5)', () => {
  const { values, save } = offerGroups.schemas;
  const issues = (input: unknown) =>
    values.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
  const group = { type: 'promotion', namePl: ' Zima ', nameEn: 'Winter', members: [3, 1] };

  it('takes what the old group editor took, with its members first to last', () => {
    expect(values.parse(group)).toEqual({
      type: 'promotion',
      namePl: 'Zima',
      nameEn: 'Winter',
      descriptionPl: '',
      descriptionEn: '',
      image: null,
      voivodeship: null,
      sortOrder: 0,
      members: [3, 1],
    });
    // Every field is editable after creation: a save takes the same body.
    expect(save.safeParse(values.parse(group)).success).toBe(true);
  });

  it('refuses what the old editor refused, with its codes', () => {
    expect(issues({ ...group, type: 'territorial' })).toEqual([['voivodeship', 'required']]);
    expect(issues({ ...group, voivodeship: 14 })).toEqual([['voivodeship', 'invalid_value']]);
    expect(issues({ ...group, type: 'territorial', voivodeship: 99 })).toEqual([
      ['voivodeship', 'invalid_value'],
    ]);
    expect(issues({ ...group, image: 'https://example.com/x.webp' })).toEqual([['image', 'image_unknown']]);
    expect(issues({ ...group, members: [1, 1] })).toEqual([['members', 'invalid_value']]);
    expect(issues({ ...group, namePl: ' ' })).toEqual([['namePl', 'required']]);
  });
});
