import { askRequestSchema } from '@estate/domain/contact-forms';
import type { Language } from '@estate/domain/language';
import type { OfferFilterBody } from '@estate/domain/offer-filters';
import { classifiedTypeById, propertyTypeName } from '@estate/domain/property-types';
import { voivodeshipByCode, voivodeshipName } from '@estate/domain/voivodeships';

export interface AskRequestCriteria {
  /** The ask-request fields (SPEC §3 filter names) the form sends along, each valid for the schema. */
  fixed: Record<string, string | number>;
  /** The same, as words for the visitor: 'sprzedaż, biuro, mazowieckie, Warszawa'. */
  summary: string;
}

const CRITERIA = askRequestSchema.pick({
  typeClassified: true,
  typeProperty: true,
  localizationVoivodeship: true,
  localizationTown: true,
});

/**
 * What an empty list was searching for, carried into the ask-request form so sales see it without
 * the visitor typing it again (decision 014). Values the schema would refuse are left out.
 */
export function askRequestCriteria(filter: OfferFilterBody, lang: Language): AskRequestCriteria {
  const fixed: Record<string, string | number> = {};
  for (const key of Object.keys(CRITERIA.shape) as (keyof typeof CRITERIA.shape)[]) {
    const value = filter[key];
    if (value === undefined) continue;
    const one = CRITERIA.shape[key].safeParse(value);
    if (one.success && one.data !== undefined) fixed[key] = one.data;
  }
  const type =
    typeof fixed.typeClassified === 'number' ? classifiedTypeById(fixed.typeClassified) : undefined;
  const voivodeship =
    typeof fixed.localizationVoivodeship === 'number'
      ? voivodeshipByCode(fixed.localizationVoivodeship)
      : undefined;
  const summary = [
    type && (lang === 'en' ? type.nameEn : type.namePl),
    typeof fixed.typeProperty === 'number' ? propertyTypeName(fixed.typeProperty, lang) : undefined,
    voivodeship && voivodeshipName(voivodeship, lang),
    typeof fixed.localizationTown === 'string' ? fixed.localizationTown : undefined,
  ]
    .filter(Boolean)
    .join(', ');
  return { fixed, summary };
}
