import type { OfferEditorInput } from '@estate/domain/offer-editor';

/** A valid back-office editor form (a former exchange for sale in Gdańsk), with a test's changes. */
export function offerEditorForm(overrides: Partial<OfferEditorInput> = {}): OfferEditorInput {
  return {
    titlePl: 'Dawna centrala',
    titleEn: 'Former exchange',
    leadPl: 'Budynek',
    leadEn: 'A building',
    descriptionPl: '<p>Opis</p>',
    descriptionEn: '<p>Description</p>',
    typeClassified: 1,
    typeProperty: 3,
    voivodeship: 22,
    town: 'Gdańsk',
    street: 'ul. Długa 1',
    postalCode: '80-001',
    lat: 54.35,
    lng: 18.65,
    price: 250_000_000,
    discountPrice: null,
    priceSqMeter: null,
    areaBuilding: 640,
    areaGround: 1500,
    areaRental: null,
    areaRentalOffice: null,
    areaRentalWarehouse: null,
    areaRentalRetail: null,
    agentId: null,
    flags: {},
    ...overrides,
  };
}
