import 'server-only';
import type { Language } from '@estate/domain/language';
import { getTranslations } from 'next-intl/server';
import type { AlertPathWords } from './alert-path-words';

/** The words lists are told in, in the staff member's language. */
export async function pathWords(lang: Language): Promise<AlertPathWords> {
  const t = await getTranslations({ locale: lang, namespace: 'backOffice.searchAlerts.words' });
  return {
    lists: {
      sprzedaz: t('lists.sprzedaz'),
      wynajem: t('lists.wynajem'),
      nowosci: t('lists.nowosci'),
      do_sprzedania_wkrotce: t('lists.do_sprzedania_wkrotce'),
    },
    ranges: {
      price: t('ranges.price'),
      areaBuilding: t('ranges.areaBuilding'),
      areaGround: t('ranges.areaGround'),
      areaRental: t('ranges.areaRental'),
      areaRentalOffice: t('ranges.areaRentalOffice'),
      areaRentalWarehouse: t('ranges.areaRentalWarehouse'),
      areaRentalRetail: t('ranges.areaRentalRetail'),
    },
    from: t('from'),
    to: t('to'),
    mpzp: t('mpzp'),
    area: t('area'),
    group: t('group'),
    flags: {
      isNew: t('flags.isNew'),
      isDiscount: t('flags.isDiscount'),
      isMakeOffer: t('flags.isMakeOffer'),
      isNegotiablePrice: t('flags.isNegotiablePrice'),
      isSold: t('flags.isSold'),
      isNewPrice: t('flags.isNewPrice'),
      isTeletechnicalInfrastructure: t('flags.isTeletechnicalInfrastructure'),
      isVideoDrone: t('flags.isVideoDrone'),
      isConcept: t('flags.isConcept'),
      isRecommended: t('flags.isRecommended'),
      isInPreparation: t('flags.isInPreparation'),
      isSpecialOffer: t('flags.isSpecialOffer'),
    },
  };
}
