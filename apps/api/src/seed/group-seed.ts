import { CLASSIFIED_RENT, CLASSIFIED_SALE } from '@estate/domain/property-types';
import { VOIVODESHIPS, type VoivodeshipKey } from '@estate/domain/voivodeships';
import type { Insertable, Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import type { OfferGroupMemberTable, OfferGroupTable } from '../db/tables/offer-tables';
import { groupImageUrl } from '../media/media-paths';
import { insertInBatches } from './batch-insert';
import { GROUP_IMAGE_COUNT } from './media-seed';
import type { OfferDraft } from './offer-seed';
import { Random } from './random';

/** A group to insert and the offers (by tipi) it lists, with their `special_offer` ordering. */
interface GroupPlan {
  row: Insertable<OfferGroupTable>;
  members: { tipi: string; specialOffer: number }[];
}

type OfferPredicate = (d: OfferDraft) => boolean;

interface PromotionSpec {
  pl: string;
  en: string;
  descriptionPl: string;
  descriptionEn: string;
  size: number;
  pick: OfferPredicate;
}

const sale = (d: OfferDraft) => d.row.type_classified === CLASSIFIED_SALE;
const rent = (d: OfferDraft) => d.row.type_classified === CLASSIFIED_RENT;

/**
 * Seven promotions rather than four: the group lists page by 6 (SPEC §9), and a second page is
 * what the site's paging needs to show.
 */
const PROMOTIONS: readonly PromotionSpec[] = [
  {
    pl: 'Jesienna obniżka cen',
    en: 'Autumn price cut',
    descriptionPl:
      '<p>Do końca roku wybrane nieruchomości kupisz taniej nawet o 20%. Obniżki dotyczą budynków, działek i lokali w całej Polsce.</p><p>Ceny promocyjne obowiązują do wyczerpania oferty lub do 31 grudnia.</p>',
    descriptionEn:
      '<p>Until the end of the year, selected properties are up to 20% cheaper. The cuts cover buildings, plots and units all over Poland.</p><p>Promotional prices apply while stocks last or until 31 December.</p>',
    size: 12,
    pick: (d) => d.row.is_discount === 1,
  },
  {
    pl: 'Dawne centrale telefoniczne – warunki specjalne',
    en: 'Former telephone exchanges – special terms',
    descriptionPl:
      '<p>Budynki po centralach telefonicznych to solidne obiekty w dobrych lokalizacjach. Przy zakupie do końca roku możliwa płatność w ratach i wydanie nieruchomości w uzgodnionym terminie.</p>',
    descriptionEn:
      '<p>Former telephone exchanges are solid buildings in good locations. Buy before the end of the year and pay in instalments, with handover on a date that suits you.</p>',
    size: 8,
    pick: (d) => sale(d) && d.row.type_property === 3,
  },
  {
    pl: 'Działki inwestycyjne na dogodnych warunkach',
    en: 'Investment plots on easy terms',
    descriptionPl:
      '<p>Działki budowlane i inwestycyjne z uregulowanym stanem prawnym, wiele z nich objętych miejscowym planem. Zadatek tylko 5%, resztę ceny zapłacisz przy akcie notarialnym.</p>',
    descriptionEn:
      '<p>Building and investment plots with clear title, many covered by a local zoning plan. Only a 5% deposit, with the rest of the price due at the notarial deed.</p>',
    size: 8,
    pick: (d) => sale(d) && d.row.type_property === 2,
  },
  {
    pl: 'Biura na start – pierwsze 3 miesiące za pół ceny',
    en: 'Offices to start with – three months at half rent',
    descriptionPl:
      '<p>Dla nowych najemców powierzchni biurowych: przez pierwsze trzy miesiące najmu płacisz połowę czynszu.</p><ul><li>umowa na min. 3 lata</li><li>promocja dla umów podpisanych do końca kwartału</li></ul>',
    descriptionEn:
      '<p>For new office tenants: pay half the rent for the first three months.</p><ul><li>lease of at least 3 years</li><li>for leases signed by the end of the quarter</li></ul>',
    size: 8,
    pick: (d) => rent(d) && d.row.type_property === 1,
  },
  {
    pl: 'Wyprzedaż końca roku',
    en: 'Year-end sale',
    descriptionPl:
      '<p>Nieruchomości, które chcemy sprzedać jeszcze w tym roku. Szybka ścieżka decyzyjna i elastyczne podejście do negocjacji.</p>',
    descriptionEn:
      '<p>Properties we want to sell this year. A fast decision process and a flexible approach to negotiation.</p>',
    size: 10,
    pick: (d) => sale(d) && d.row.is_negotiable_price === 1,
  },
  {
    pl: 'Magazyny gotowe od zaraz',
    en: 'Warehouses ready to move in',
    descriptionPl:
      '<p>Hale i budynki magazynowe z placami manewrowymi, gotowe do użytkowania bez dodatkowych nakładów.</p>',
    descriptionEn:
      '<p>Warehouses and storage buildings with yards, ready to use without further investment.</p>',
    size: 6,
    pick: (d) => d.row.type_property === 4,
  },
  {
    pl: 'Ostatnie lokale w centrach miast',
    en: 'Last units in town centres',
    descriptionPl:
      '<p>Lokale handlowe, usługowe i mieszkalne w ścisłych centrach miast – blisko klientów, komunikacji i urzędów.</p>',
    descriptionEn:
      '<p>Retail, service and residential units right in town centres – close to customers, transport and offices.</p>',
    size: 6,
    pick: (d) => d.row.type_property === 6 || d.row.type_property === 7,
  },
];

/** Regional names as Polish uses them ("na Mazowszu"), which the voivodeship's official name is not. */
const TERRITORIAL: Readonly<Record<VoivodeshipKey, readonly [string, string]>> = {
  dolnoslaskie: ['Nieruchomości na Dolnym Śląsku', 'Property in Lower Silesia'],
  kujawskopomorskie: ['Nieruchomości na Kujawach i Pomorzu', 'Property in Kuyavia-Pomerania'],
  lubelskie: ['Nieruchomości na Lubelszczyźnie', 'Property in the Lublin region'],
  lubuskie: ['Nieruchomości na Ziemi Lubuskiej', 'Property in the Lubusz region'],
  lodzkie: ['Nieruchomości w regionie łódzkim', 'Property in the Łódź region'],
  malopolskie: ['Nieruchomości w Małopolsce', 'Property in Lesser Poland'],
  mazowieckie: ['Nieruchomości na Mazowszu', 'Property in Masovia'],
  opolskie: ['Nieruchomości na Opolszczyźnie', 'Property in the Opole region'],
  podkarpackie: ['Nieruchomości na Podkarpaciu', 'Property in Subcarpathia'],
  podlaskie: ['Nieruchomości na Podlasiu', 'Property in Podlasie'],
  pomorskie: ['Nieruchomości na Pomorzu', 'Property in Pomerania'],
  slaskie: ['Nieruchomości na Śląsku', 'Property in Silesia'],
  swietokrzyskie: ['Nieruchomości w Świętokrzyskiem', 'Property in the Holy Cross region'],
  warminskomazurskie: ['Nieruchomości na Warmii i Mazurach', 'Property in Warmia and Masuria'],
  wielkopolskie: ['Nieruchomości w Wielkopolsce', 'Property in Greater Poland'],
  zachodniopomorskie: ['Nieruchomości na Pomorzu Zachodnim', 'Property in West Pomerania'],
};

/** How many voivodeships get a territorial group: enough for two pages of 6. */
const TERRITORIAL_GROUPS = 9;

const OFFER_TYPE_GROUPS: Readonly<Record<number, readonly [string, string, string, string]>> = {
  1: [
    'Biura i powierzchnie biurowe',
    'Offices and office space',
    'Budynki biurowe na sprzedaż i powierzchnie biurowe do wynajęcia – często z infrastrukturą teletechniczną i parkingiem.',
    'Office buildings for sale and office space for rent – often with teletechnical infrastructure and parking.',
  ],
  2: [
    'Działki i grunty inwestycyjne',
    'Plots and investment land',
    'Działki budowlane, usługowe i inwestycyjne, także tereny po dawnych obiektach sieci telekomunikacyjnej.',
    'Building, commercial and investment plots, including former telecom network sites.',
  ],
  3: [
    'Dawne centrale telefoniczne',
    'Former telephone exchanges',
    'Budynki, w których przez dziesięciolecia pracowały centrale telefoniczne. Mocne stropy, wysokie kondygnacje i dobre lokalizacje.',
    'Buildings that housed telephone exchanges for decades. Strong floors, high ceilings and good locations.',
  ],
  4: [
    'Magazyny i hale',
    'Warehouses and halls',
    'Hale magazynowe, budynki garażowo-magazynowe i powierzchnie składowe na sprzedaż i wynajem.',
    'Warehouses, garage and storage buildings and storage space for sale and rent.',
  ],
  5: [
    'Budynki usługowe',
    'Commercial buildings',
    'Budynki usługowe i handlowo-usługowe, w tym dawne urzędy pocztowo-telekomunikacyjne w centrach miejscowości.',
    'Commercial and retail buildings, including former post and telecom offices in town centres.',
  ],
  6: [
    'Lokale mieszkalne',
    'Residential units',
    'Mieszkania i lokale mieszkalne z uregulowanym stanem prawnym, gotowe do zamieszkania lub wynajmu.',
    'Flats and residential units with clear title, ready to live in or let.',
  ],
  7: [
    'Lokale handlowe i usługowe',
    'Retail and service units',
    'Lokale w parterach budynków, także po dawnych salonach sprzedaży – z witrynami i wejściem od ulicy.',
    'Ground-floor units, including former customer service shops – with shop windows and street entrances.',
  ],
  8: [
    'Garaże, parkingi i inne',
    'Garages, car parks and more',
    'Nieruchomości o nietypowym przeznaczeniu: garaże, place parkingowe, dawne stacje przekaźnikowe i powierzchnie dachowe.',
    'Properties with unusual uses: garages, car parks, former relay stations and rooftop space.',
  ],
};

const DAY_MS = 86_400_000;

/** Visible offers only: a group must not list a draft or an offer that has been sold. */
function listable(d: OfferDraft): boolean {
  return d.row.status === 'published' && d.row.is_sold === 0;
}

function members(random: Random, drafts: readonly OfferDraft[], size: number): GroupPlan['members'] {
  // special_offer orders the group's list (sort=specialOffer, order=DESC): the first picked leads.
  return random
    .sample(drafts, size)
    .map((d, i, all) => ({ tipi: d.row.tipi, specialOffer: (all.length - i) * 10 }));
}

/**
 * Plans the promotion, territorial and property-type groups over the generated offers and marks
 * promotion members as special offers, so the offers are inserted with the flag already set.
 */
export function planGroups(drafts: readonly OfferDraft[], now: Date, seed: number): GroupPlan[] {
  const random = Random.for(seed, 'groups');
  const plans: GroupPlan[] = [];
  const created = (i: number) => new Date(now.getTime() - (i * 23 + 5) * DAY_MS).toISOString();
  const image = (i: number) => groupImageUrl((i % GROUP_IMAGE_COUNT) + 1);
  const visible = drafts.filter(listable);

  PROMOTIONS.forEach((promo, i) => {
    plans.push({
      row: {
        group_type: 'promotion',
        name_pl: promo.pl,
        name_en: promo.en,
        description_pl: promo.descriptionPl,
        description_en: promo.descriptionEn,
        image: image(i),
        sort_order: i + 1,
        voivodeship: null,
        created_at: created(i),
      },
      members: members(random, visible.filter(promo.pick), promo.size),
    });
  });
  const promoted = new Set(plans.flatMap((p) => p.members.map((m) => m.tipi)));
  for (const d of drafts) if (promoted.has(d.row.tipi)) d.row.is_special_offer = 1;

  const byVoivodeship = VOIVODESHIPS.map((v) => ({
    v,
    offers: visible.filter((d) => d.voivodeshipKey === v.key),
  }))
    .sort((a, b) => b.offers.length - a.offers.length || a.v.code - b.v.code)
    .slice(0, TERRITORIAL_GROUPS)
    .sort((a, b) => a.v.code - b.v.code);
  byVoivodeship.forEach(({ v, offers }, i) => {
    const [namePl, nameEn] = TERRITORIAL[v.key];
    const locative = v.namePl.replace(/ie$/, 'im');
    plans.push({
      row: {
        group_type: 'territorial',
        name_pl: namePl,
        name_en: nameEn,
        description_pl: `<p>Wybrane nieruchomości w województwie ${locative}: dawne centrale telefoniczne, działki, biura i magazyny na sprzedaż i wynajem.</p><p>Opiekun regionu pomoże dobrać nieruchomość i umówi oględziny.</p>`,
        description_en: `<p>Selected properties in the ${v.nameEn} voivodeship: former telephone exchanges, plots, offices and warehouses for sale and rent.</p><p>The regional sales contact will help you choose and arrange a viewing.</p>`,
        image: image(i + 3),
        sort_order: i + 1,
        voivodeship: v.code,
        created_at: created(i + 2),
      },
      members: members(random, offers, 15),
    });
  });

  for (const [type, [namePl, nameEn, textPl, textEn]] of Object.entries(OFFER_TYPE_GROUPS)) {
    const id = Number(type);
    plans.push({
      row: {
        group_type: 'offer_type',
        name_pl: namePl,
        name_en: nameEn,
        description_pl: `<p>${textPl}</p>`,
        description_en: `<p>${textEn}</p>`,
        image: image(id - 1),
        sort_order: id,
        voivodeship: null,
        created_at: created(id),
      },
      members: members(
        random,
        visible.filter((d) => d.row.type_property === id),
        15,
      ),
    });
  }
  return plans;
}

/** Inserts the planned groups and their members; offers are found by tipi. */
export async function insertGroups(
  db: Kysely<DatabaseSchema>,
  plans: readonly GroupPlan[],
  offerIds: ReadonlyMap<string, number>,
): Promise<void> {
  const rows: Insertable<OfferGroupMemberTable>[] = [];
  for (const plan of plans) {
    const { id } = await db
      .insertInto('offer_groups')
      .values(plan.row)
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const m of plan.members) {
      const offerId = offerIds.get(m.tipi);
      if (offerId !== undefined)
        rows.push({ group_id: id, offer_id: offerId, special_offer: m.specialOffer });
    }
  }
  await insertInBatches(db, 'offer_group_members', rows);
}
