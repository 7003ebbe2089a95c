import { offerGroups } from '@estate/domain/kinds/offer-groups';
import { describe, expect, it } from 'vitest';
import { formSpec } from '../form-spec';
import { sentValue } from './sent-value';

const item = {
  key: '7',
  version: 3,
  status: 'published' as const,
  publishedAt: '2026-11-01T10:00:00.000Z',
  draft: null,
  values: {
    type: 'territorial',
    namePl: 'Mazowsze',
    nameEn: 'Masovia',
    descriptionPl: '',
    descriptionEn: '',
    image: null,
    voivodeship: 14,
    sortOrder: 2,
    members: [5, 2],
  },
};
const member = (offerId: number) => ({
  offerId,
  tipi: `T${offerId}`,
  title: 'Oferta',
  state: 'opublikowana',
});

describe('a special-offer group’s form (decision 052 S5)', () => {
  const spec = formSpec(offerGroups, item, {
    lang: 'pl',
    labels: {},
    choices: {
      type: {
        options: [
          ['promotion', 'Promocja'],
          ['territorial', 'Grupa terytorialna'],
        ],
      },
      voivodeship: { options: [['14', 'mazowieckie']], empty: 'Wybierz województwo' },
    },
    members: { members: [member(5), member(2)], found: [member(9)] },
  });
  const field = (name: string) => {
    const found = spec.fields.find((each) => each.name === name);
    if (!found) throw new Error(name);
    return found;
  };

  it('offers no empty type, an empty voivodeship, the image and the members with the item they save with', () => {
    expect(field('type')).toMatchObject({
      widget: 'select',
      value: 'territorial',
      empty: null,
      numeric: false,
    });
    expect(field('voivodeship')).toMatchObject({
      widget: 'select',
      value: '14',
      empty: 'Wybierz województwo',
      numeric: true,
    });
    expect(field('image')).toMatchObject({ widget: 'image', value: null, use: 'group' });
    expect(field('members')).toMatchObject({
      widget: 'members',
      value: [5, 2],
      found: [member(9)],
      item: { kind: 'offer-groups', key: '7' },
    });
    expect(JSON.parse(JSON.stringify(spec))).toEqual(spec);
    // A new group starts as the first type, which the select shows chosen.
    const fresh = formSpec(offerGroups, null, {
      lang: 'pl',
      labels: {},
      choices: { type: { options: [['promotion', 'Promocja']] } },
    });
    expect(fresh.fields.find((each) => each.name === 'type')).toMatchObject({
      value: 'promotion',
      empty: null,
    });
  });

  it('sends what the schema takes: a code as a number, no choice and no image as null, the members in order', () => {
    const values = {
      type: sentValue(field('type'), 'promotion'),
      namePl: sentValue(field('namePl'), 'Mazowsze'),
      nameEn: sentValue(field('nameEn'), 'Masovia'),
      descriptionPl: sentValue(field('descriptionPl'), ''),
      descriptionEn: sentValue(field('descriptionEn'), ''),
      image: sentValue(field('image'), ''),
      voivodeship: sentValue(field('voivodeship'), ''),
      sortOrder: sentValue(field('sortOrder'), '2'),
      members: sentValue(field('members'), '[2,5]'),
    };
    expect(offerGroups.schemas.save.parse(values)).toMatchObject({
      image: null,
      voivodeship: null,
      members: [2, 5],
    });
    expect(sentValue(field('voivodeship'), '14')).toBe(14);
    expect(sentValue(field('members'), 'not json')).toEqual([]);
  });
});
