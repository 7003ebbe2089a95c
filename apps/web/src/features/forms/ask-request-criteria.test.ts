import { askRequestSchema } from '@estate/domain/contact-forms';
import type { OfferFilterBody } from '@estate/domain/offer-filters';
import { describe, expect, it } from 'vitest';
import { askRequestCriteria } from './ask-request-criteria';

describe("askRequestCriteria: an empty list's search carried into the ask-request form", () => {
  it('keeps the four §3 filter fields and names them in the page language', () => {
    const filter: OfferFilterBody = {
      typeClassified: 2,
      typeProperty: 1,
      localizationVoivodeship: 14,
      localizationTown: 'Warszawa',
      'price[gte]': 999_999_999,
      itemsPerPage: 6,
    };
    expect(askRequestCriteria(filter, 'pl')).toEqual({
      fixed: {
        typeClassified: 2,
        typeProperty: 1,
        localizationVoivodeship: 14,
        localizationTown: 'Warszawa',
      },
      summary: 'wynajem, biuro, mazowieckie, Warszawa',
    });
    expect(askRequestCriteria(filter, 'en').summary).toBe('rent, office, Masovian, Warszawa');
  });

  it('drops values the API would refuse, so the form can still be sent', () => {
    const { fixed, summary } = askRequestCriteria(
      // The filter type rules these out; the path they come from is visitor input all the same.
      { typeClassified: 1, typeProperty: 99, localizationVoivodeship: 3 } as unknown as OfferFilterBody,
      'pl',
    );
    expect(fixed).toEqual({ typeClassified: 1 });
    expect(summary).toBe('sprzedaż');
    const body = {
      name: 'Jan Kowalski',
      email: 'jan@example.pl',
      phone: '600 100 200',
      message: 'Szukam biura w centrum.',
      agreement1: true,
      ...fixed,
    };
    expect(askRequestSchema.safeParse(body).success).toBe(true);
  });

  it('gives nothing for a list without criteria', () => {
    expect(askRequestCriteria({}, 'pl')).toEqual({ fixed: {}, summary: '' });
  });
});
