import type { SaleMode } from '@estate/domain/property-types';
import type { Random } from './random';

/**
 * Polish and English texts of the generated offers: titles, leads, descriptions and the small
 * vocabulary (zoning, rights) they draw on. Polish sentences keep the town and street in the
 * nominative ("Kraków, ul. Kolejowa 12 – …", "pod adresem …") because declining arbitrary place
 * names correctly needs a dictionary the demo does not have.
 */

type Pair = readonly [pl: string, en: string];

/** Grammatical gender of a Polish noun phrase; participles and adjectives agree with it. */
type Gender = 'm' | 'f' | 'n' | 'p';

export interface Variant {
  key: string;
  /** Noun phrase in the nominative, lower case ('budynek dawnej centrali telefonicznej'). */
  pl: string;
  en: string;
  gender: Gender;
  /** Does the variant stand on its own plot (so plot numbers and plot area make sense)? */
  hasPlot: boolean;
  /** Is it a building or unit with floor area, or only land? */
  hasBuilding: boolean;
}

/** Variants per property type (ids of @estate/domain/property-types); rent uses its own lists. */
export const SALE_VARIANTS: Readonly<Record<number, readonly Variant[]>> = {
  1: [
    v('office-building', 'budynek biurowy', 'office building', 'm', true, true),
    v(
      'office-floor',
      'piętro biurowe w budynku wielolokalowym',
      'office floor in a multi-tenant building',
      'n',
      false,
      true,
    ),
  ],
  2: [
    v('building-plot', 'działka budowlana', 'building plot', 'f', true, false),
    v('investment-plot', 'działka inwestycyjna', 'investment plot', 'f', true, false),
    v('service-plot', 'działka usługowa', 'commercial plot', 'f', true, false),
    v('former-site', 'teren po dawnym obiekcie telekomunikacyjnym', 'former telecom site', 'm', true, false),
  ],
  3: [
    v(
      'exchange',
      'budynek dawnej centrali telefonicznej',
      'former telephone exchange building',
      'm',
      true,
      true,
    ),
    v(
      'exchange-mast',
      'dawna centrala telefoniczna z masztem',
      'former telephone exchange with a mast',
      'f',
      true,
      true,
    ),
    v('technical', 'budynek techniczno-biurowy', 'technical and office building', 'm', true, true),
  ],
  4: [
    v('warehouse', 'hala magazynowa', 'warehouse', 'f', true, true),
    v('storage', 'budynek magazynowo-garażowy', 'storage and garage building', 'm', true, true),
  ],
  5: [
    v('service-building', 'budynek usługowy', 'commercial building', 'm', true, true),
    v('retail-service', 'budynek handlowo-usługowy', 'retail and service building', 'm', true, true),
    v(
      'post-office',
      'budynek dawnego urzędu pocztowo-telekomunikacyjnego',
      'former post and telecom office building',
      'm',
      true,
      true,
    ),
  ],
  6: [
    v('flat', 'mieszkanie', 'flat', 'n', false, true),
    v(
      'service-flat',
      'lokal mieszkalny w budynku technicznym',
      'flat in a technical building',
      'm',
      false,
      true,
    ),
  ],
  7: [
    v('retail-unit', 'lokal handlowy', 'retail unit', 'm', false, true),
    v('service-unit', 'lokal usługowy w parterze', 'ground-floor service unit', 'm', false, true),
    v('customer-shop', 'lokal po dawnym salonie sprzedaży', 'former customer service shop', 'm', false, true),
  ],
  8: [
    v('garages', 'zespół garaży', 'block of garages', 'm', true, true),
    v('mast-site', 'działka z wieżą telekomunikacyjną', 'plot with a telecom tower', 'f', true, false),
    v('car-park', 'plac parkingowy', 'car park', 'm', true, false),
    v('relay-station', 'dawna stacja przekaźnikowa', 'former relay station', 'f', true, true),
  ],
};

export const RENT_VARIANTS: Readonly<Record<number, readonly Variant[]>> = {
  1: [v('office-space', 'powierzchnia biurowa', 'office space', 'f', false, true)],
  2: [v('land-lease', 'teren inwestycyjny', 'investment land', 'm', true, false)],
  3: [
    v(
      'exchange-part',
      'część budynku dawnej centrali telefonicznej',
      'part of a former telephone exchange',
      'f',
      false,
      true,
    ),
  ],
  4: [v('storage-space', 'powierzchnia magazynowa', 'storage space', 'f', false, true)],
  5: [
    v(
      'service-space',
      'powierzchnia usługowa w budynku biurowo-handlowym',
      'space in an office and retail building',
      'f',
      false,
      true,
    ),
  ],
  6: [v('flat-rent', 'mieszkanie', 'flat', 'n', false, true)],
  7: [v('shop-rent', 'lokal handlowy', 'retail unit', 'm', false, true)],
  8: [
    v('roof-space', 'powierzchnia na dachu pod anteny', 'rooftop space for antennas', 'f', false, true),
    v('parking-rent', 'miejsca parkingowe', 'parking spaces', 'p', false, false),
    v('garage-rent', 'garaż', 'garage', 'm', false, true),
  ],
};

function v(
  key: string,
  pl: string,
  en: string,
  gender: Gender,
  hasPlot: boolean,
  hasBuilding: boolean,
): Variant {
  return { key, pl, en, gender, hasPlot, hasBuilding };
}

/** A zoning designation of the local plan (MPZP), with its symbol. */
interface Zone {
  symbol: string;
  pl: string;
  en: string;
}

const ZONES: Readonly<Record<string, Zone>> = {
  U: {
    symbol: 'U',
    pl: 'Teren przeznaczony pod zabudowę usługową (U)',
    en: 'Zoned for commercial services (U)',
  },
  MW: {
    symbol: 'MW',
    pl: 'Teren zabudowy mieszkaniowej wielorodzinnej (MW)',
    en: 'Zoned for multi-family housing (MW)',
  },
  MN: {
    symbol: 'MN',
    pl: 'Teren zabudowy mieszkaniowej jednorodzinnej (MN)',
    en: 'Zoned for single-family housing (MN)',
  },
  MU: {
    symbol: 'MU',
    pl: 'Teren zabudowy mieszkaniowo-usługowej (MU)',
    en: 'Zoned for mixed housing and services (MU)',
  },
  P: {
    symbol: 'P',
    pl: 'Teren obiektów produkcyjnych, składów i magazynów (P)',
    en: 'Zoned for production, storage and warehousing (P)',
  },
  PU: {
    symbol: 'PU',
    pl: 'Teren zabudowy produkcyjno-usługowej (PU)',
    en: 'Zoned for production and services (PU)',
  },
  T: {
    symbol: 'T',
    pl: 'Teren infrastruktury technicznej – telekomunikacja (T)',
    en: 'Zoned for technical infrastructure – telecommunications (T)',
  },
  KS: {
    symbol: 'KS',
    pl: 'Teren obsługi komunikacji samochodowej (KS)',
    en: 'Zoned for car parks and road services (KS)',
  },
};

const ZONES_BY_TYPE: Readonly<Record<number, readonly string[]>> = {
  1: ['U', 'MU'],
  2: ['MN', 'MW', 'U', 'MU', 'PU'],
  3: ['U', 'MU', 'T'],
  4: ['P', 'PU'],
  5: ['U', 'MU'],
  6: ['MW', 'MU'],
  7: ['U', 'MU', 'MW'],
  8: ['T', 'KS', 'PU'],
};

/** Plots whose name promises a use get a plan that allows it. */
const ZONES_BY_VARIANT: Readonly<Record<string, readonly string[]>> = {
  'building-plot': ['MN', 'MW', 'MU'],
  'service-plot': ['U', 'MU', 'PU'],
  'car-park': ['KS'],
  'mast-site': ['T'],
};

export function drawZone(random: Random, type: number, variantKey: string): Zone {
  const symbol = random.pick(ZONES_BY_VARIANT[variantKey] ?? ZONES_BY_TYPE[type] ?? ['U']);
  return ZONES[symbol] ?? (ZONES.U as Zone);
}

const SELLER_RIGHTS_NETWORK: readonly Pair[] = [
  [
    'Sprzedający zastrzega służebność przesyłu dla infrastruktury telekomunikacyjnej.',
    'The seller reserves a transmission easement for the telecommunications infrastructure.',
  ],
  [
    'Sprzedający zastrzega prawo najmu pomieszczenia technicznego o powierzchni ok. 20 m² na potrzeby urządzeń sieciowych.',
    'The seller reserves the right to lease a technical room of about 20 m² for network equipment.',
  ],
  [
    'Sprzedający zastrzega utrzymanie masztu antenowego na podstawie umowy dzierżawy części działki na 10 lat.',
    'The seller reserves the right to keep the antenna mast under a 10-year lease of part of the plot.',
  ],
  [
    'Przez działkę przebiega kanalizacja kablowa operatora; nabywca zobowiąże się zapewnić do niej dostęp.',
    "The operator's cable ducts run across the plot; the buyer will undertake to keep them accessible.",
  ],
];

const SELLER_RIGHTS_OTHER: readonly Pair[] = [
  [
    'Na nieruchomości ustanowiona jest nieodpłatna służebność gruntowa przejazdu i przechodu na rzecz działki sąsiedniej.',
    'The property is encumbered with a free right-of-way easement in favour of the neighbouring plot.',
  ],
  [
    'Sprzedający zastrzega prawo pierwokupu przez okres 5 lat od dnia zawarcia umowy.',
    'The seller reserves a right of first refusal for five years from the date of the sale.',
  ],
];

export function drawSellerRights(random: Random, network: boolean): Pair {
  return random.pick(network ? SELLER_RIGHTS_NETWORK : SELLER_RIGHTS_OTHER);
}

/** Everything the texts mention; the offer generator decides these before writing a word. */
export interface OfferFacts {
  type: number;
  variant: Variant;
  rent: boolean;
  town: string;
  street: string | null;
  areaBuilding: number | null;
  areaGround: number | null;
  rentalOffice: number | null;
  rentalWarehouse: number | null;
  rentalRetail: number | null;
  floors: number | null;
  yearBuilt: number | null;
  plotNumbers: string | null;
  landRegister: string | null;
  zone: Zone | null;
  perpetualUsufructUntil: number | null;
  infrastructure: boolean;
  saleMode: SaleMode;
  inPreparation: boolean;
  concept: boolean;
  outskirts: boolean;
  centreKm: number;
  utilities: readonly Utility[];
  parking: number;
}

export type Utility = 'power' | 'water' | 'sewage' | 'gas' | 'heating' | 'fibre';

const UTILITY_NAMES: Readonly<Record<Utility, Pair>> = {
  power: ['energia elektryczna', 'electricity'],
  water: ['wodociąg', 'mains water'],
  sewage: ['kanalizacja', 'sewage'],
  gas: ['gaz', 'gas'],
  heating: ['ciepło sieciowe', 'district heating'],
  fibre: ['światłowód', 'fibre'],
};

// Grouped like @estate/domain/money's formatArea ('2 450 m²'), so texts match the site's figures.
const PL = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 2, useGrouping: 'always' });
const EN = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2, useGrouping: 'always' });

/** '1450 m²' / '1,450 m²', and hectares from 1 ha: how Polish listings write plot sizes. */
function formatArea(m2: number, lang: 'pl' | 'en'): string {
  const nf = lang === 'pl' ? PL : EN;
  if (m2 >= 10_000) return `${nf.format(Math.round(m2 / 100) / 100)} ha`;
  return `${nf.format(Math.round(m2))} m²`;
}

function areas(m2: number): Pair {
  return [formatArea(m2, 'pl'), formatArea(m2, 'en')];
}

/** Polish numeral agreement: 1 kondygnacja, 2–4 kondygnacje, 5+ kondygnacji (12–14 too). */
function plural(n: number, one: string, few: string, many: string): string {
  if (n === 1) return one;
  const tens = n % 100;
  const units = n % 10;
  if (units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return few;
  return many;
}

function agree(gender: Gender, forms: Record<Gender, string>): string {
  return forms[gender];
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st. */
function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('pl') + text.slice(1);
}

/** The area a title quotes: rented floor area, else building, else plot. */
function headlineArea(facts: OfferFacts): number | null {
  const rental = (facts.rentalOffice ?? 0) + (facts.rentalWarehouse ?? 0) + (facts.rentalRetail ?? 0);
  if (facts.rent && rental >= 1) return rental;
  if (facts.variant.hasBuilding && facts.areaBuilding) return facts.areaBuilding;
  return facts.areaGround ?? facts.areaBuilding;
}

/** Land is leased ('do dzierżawy'), everything else rented ('do wynajęcia'). */
function rentWords(facts: OfferFacts): Pair {
  return facts.type === 2 ? ['do dzierżawy', 'for lease'] : ['do wynajęcia', 'for rent'];
}

export function offerTitle(facts: OfferFacts): Pair {
  const area = headlineArea(facts);
  const [areaPl, areaEn] = area ? areas(area) : ['', ''];
  const parts = (noun: string, a: string) => [noun, a, facts.town].filter((p) => p !== '').join(', ');
  if (facts.rent) {
    const [verbPl, verbEn] = rentWords(facts);
    return [
      parts(`${capitalise(facts.variant.pl)} ${verbPl}`, areaPl),
      parts(`${capitalise(facts.variant.en)} ${verbEn}`, areaEn),
    ];
  }
  return [parts(capitalise(facts.variant.pl), areaPl), parts(capitalise(facts.variant.en), areaEn)];
}

function address(facts: OfferFacts): string {
  return facts.street ? `${facts.town}, ${facts.street}` : facts.town;
}

/** English running text puts the street before the town, as an English address would. */
function addressEn(facts: OfferFacts): string {
  return facts.street ? `${facts.street}, ${facts.town}` : facts.town;
}

const HOOKS: Readonly<Record<number, readonly Pair[]>> = {
  1: [
    [
      'Funkcjonalny układ pomieszczeń pozwala od razu urządzić biuro dla kilkudziesięciu osób.',
      'A practical layout lets you set up an office for dozens of people straight away.',
    ],
    [
      'Dobra komunikacja i parking na miejscu to atuty doceniane przez najemców i pracowników.',
      'Good transport links and on-site parking are valued by tenants and staff alike.',
    ],
  ],
  2: [
    [
      'Regularny kształt i bezpośredni dostęp do drogi publicznej ułatwiają zaprojektowanie inwestycji.',
      'A regular shape and direct access to a public road make the project easy to plan.',
    ],
    [
      'Teren jest płaski, uzbrojenie znajduje się w granicy działki lub w drodze.',
      'The land is flat, with utilities at the plot boundary or in the road.',
    ],
  ],
  3: [
    [
      'Solidna konstrukcja żelbetowa i stropy o podwyższonej nośności ułatwiają adaptację na biura, usługi lub mieszkania.',
      'A solid reinforced-concrete frame and strong floors make conversion into offices, services or flats straightforward.',
    ],
    [
      'To jeden z charakterystycznych budynków dawnej sieci telefonicznej – w dobrej lokalizacji i z dużym potencjałem.',
      'One of the landmark buildings of the old telephone network – well located and full of potential.',
    ],
  ],
  4: [
    [
      'Rampy, bramy wjazdowe i plac manewrowy dla samochodów ciężarowych pozwalają od razu rozpocząć działalność.',
      'Loading docks, gates and a yard for lorries let you start operating straight away.',
    ],
    [
      'Obiekt sprawdzi się jako magazyn, centrum dystrybucyjne lub zaplecze firmy budowlanej.',
      'The building suits a warehouse, a distribution centre or a contractor’s base.',
    ],
  ],
  5: [
    [
      'Widoczna lokalizacja przy ruchliwej ulicy zapewnia stały ruch klientów.',
      'A visible location on a busy street brings a steady flow of customers.',
    ],
    [
      'Budynek można wykorzystać w całości lub podzielić na kilka niezależnych lokali.',
      'The building can be used as a whole or split into several independent units.',
    ],
  ],
  6: [
    [
      'Jasne pomieszczenia i dobry rozkład sprawdzą się zarówno do zamieszkania, jak i na wynajem.',
      'Bright rooms and a good layout suit both living and letting.',
    ],
    [
      'Blisko szkoły, sklepy i przystanki komunikacji miejskiej.',
      'Schools, shops and public transport stops are close by.',
    ],
  ],
  7: [
    [
      'Duże witryny od strony ulicy i osobne wejście z chodnika.',
      'Large shop windows on the street and a separate entrance from the pavement.',
    ],
    ['Lokal w miejscu o dużym natężeniu ruchu pieszego.', 'A unit in a place with heavy footfall.'],
  ],
  8: [
    [
      'Nieruchomość o nietypowym, ale praktycznym przeznaczeniu – warto rozważyć różne scenariusze wykorzystania.',
      'An unusual but practical property – worth considering for several uses.',
    ],
    ['Niskie koszty utrzymania i łatwy dojazd.', 'Low running costs and easy access.'],
  ],
};

export function offerLead(facts: OfferFacts, random: Random): Pair {
  const area = headlineArea(facts);
  const [areaPl, areaEn] = area ? areas(area) : ['', ''];
  const hook = random.pick(HOOKS[facts.type] ?? HOOKS[8] ?? []);
  if (facts.rent) {
    const [verbPl, verbEn] = rentWords(facts);
    const pl = `${address(facts)} – ${verbPl} ${facts.variant.pl}${areaPl ? ` o powierzchni ${areaPl}` : ''}.`;
    const en = `${address(facts)} – ${facts.variant.en}${areaEn ? ` of ${areaEn}` : ''} ${verbEn}.`;
    return [`${pl} ${hook[0]}`, `${en} ${hook[1]}`];
  }
  const plot =
    facts.variant.hasBuilding && facts.variant.hasPlot && facts.areaGround ? areas(facts.areaGround) : null;
  const pl =
    `${address(facts)} – na sprzedaż ${facts.variant.pl}` +
    (areaPl ? ` o powierzchni ${facts.variant.hasBuilding ? 'użytkowej ' : ''}${areaPl}` : '') +
    (plot ? ` na działce o powierzchni ${plot[0]}` : '') +
    '.';
  const en =
    `${address(facts)} – ${facts.variant.en}` +
    (areaEn ? ` of ${areaEn}` : '') +
    (plot ? ` on a ${plot[1]} plot` : '') +
    ' for sale.';
  return [`${pl} ${hook[0]}`, `${en} ${hook[1]}`];
}

/** Paragraph writers: each returns the Polish and English text of one `<p>`. */
type Writer = (facts: OfferFacts, random: Random) => Pair;

/** 'a'/'an' for countable English nouns; none for mass nouns ('office space') and plurals. */
function withArticle(variant: Variant): string {
  if (variant.gender === 'p' || /space|land$|^part /.test(variant.en)) return variant.en;
  return `${/^[aeiou]/.test(variant.en) ? 'an' : 'a'} ${variant.en}`;
}

function rentalTotal(facts: OfferFacts): number {
  return (facts.rentalOffice ?? 0) + (facts.rentalWarehouse ?? 0) + (facts.rentalRetail ?? 0);
}

const intro: Writer = (facts) => {
  const plural = facts.variant.gender === 'p';
  const located = agree(facts.variant.gender, { m: 'położony', f: 'położona', n: 'położone', p: 'położone' });
  const subject = facts.rent ? (facts.type === 2 ? 'dzierżawy' : 'najmu') : 'sprzedaży';
  const ground: Pair =
    facts.areaGround && facts.variant.hasPlot
      ? [
          ` Powierzchnia gruntu wynosi ${formatArea(facts.areaGround, 'pl')}.`,
          ` The land covers ${formatArea(facts.areaGround, 'en')}.`,
        ]
      : ['', ''];
  const rental = rentalTotal(facts);
  let floor: Pair = ['', ''];
  if (facts.rent && rental >= 1) {
    floor = [
      ` Najemca otrzyma do dyspozycji ${formatArea(rental, 'pl')}.`,
      ` The tenant will have ${formatArea(rental, 'en')} at their disposal.`,
    ];
  } else if (facts.areaBuilding && facts.variant.hasBuilding) {
    floor = [
      ` Powierzchnia użytkowa ${facts.variant.hasPlot ? 'budynku' : 'lokalu'} to ${formatArea(facts.areaBuilding, 'pl')}.`,
      ` The usable floor area is ${formatArea(facts.areaBuilding, 'en')}.`,
    ];
  }
  const what = capitalise(withArticle(facts.variant));
  return [
    `Przedmiotem ${subject} ${plural ? 'są' : 'jest'} ${facts.variant.pl} ${located} pod adresem: ${address(facts)}.${ground[0]}${floor[0]}`,
    `${what} ${plural ? 'are' : 'is'} offered ${facts.rent ? rentWords(facts)[1] : 'for sale'} at ${addressEn(facts)}.${ground[1]}${floor[1]}`,
  ];
};

const SPECIFIC: Readonly<Record<number, readonly Writer[]>> = {
  1: [
    (f) => [
      `Budynek ma ${f.floors ?? 3} ${plural(f.floors ?? 3, 'kondygnację', 'kondygnacje', 'kondygnacji')} nadziemne i został gruntownie zmodernizowany w ostatnich latach: wymieniono stolarkę okienną, instalację elektryczną i oświetlenie. Pomieszczenia biurowe mają układ gabinetowy z możliwością łączenia w przestrzeń typu open space.`,
      `The building has ${f.floors ?? 3} above-ground ${(f.floors ?? 3) === 1 ? 'storey' : 'storeys'} and was thoroughly modernised in recent years, with new windows, wiring and lighting. The offices are laid out as separate rooms that can be joined into open-plan space.`,
    ],
    () => [
      'Na każdej kondygnacji znajdują się węzły sanitarne i aneks kuchenny. Budynek wyposażono w instalację teletechniczną, okablowanie strukturalne i klimatyzację w części pomieszczeń.',
      'Every floor has toilets and a kitchenette. The building has telecom wiring, structured cabling and air conditioning in some of the rooms.',
    ],
    () => [
      'Recepcja przy wejściu, winda osobowa i kontrola dostępu ułatwiają obsługę gości i najemców. Możliwe jest wydzielenie niezależnych stref dla kilku firm.',
      'A reception desk, a passenger lift and access control make receiving guests and tenants easy. Separate zones for several companies can be set up.',
    ],
  ],
  2: [
    (f) => [
      `Działka ma regularny kształt zbliżony do prostokąta i jest niezabudowana. Teren jest płaski, częściowo porośnięty trawą i pojedynczymi drzewami${f.utilities.length > 0 ? `; w drodze przy działce przebiegają sieci: ${f.utilities.map((u) => UTILITY_NAMES[u][0]).join(', ')}` : ''}.`,
      `The plot is undeveloped and almost rectangular. The land is flat, partly covered with grass and a few trees${f.utilities.length > 0 ? `; the road alongside carries ${f.utilities.map((u) => UTILITY_NAMES[u][1]).join(', ')}` : ''}.`,
    ],
    () => [
      'Grunt przez wiele lat służył jako rezerwa pod rozbudowę sieci telekomunikacyjnej, dlatego nie był intensywnie użytkowany. Nie stwierdzono zanieczyszczeń ani obiektów wymagających rozbiórki.',
      'For many years the land was held in reserve for extending the telecom network, so it was hardly used. No contamination or structures requiring demolition have been found.',
    ],
    () => [
      'Działka nadaje się pod zabudowę mieszkaniową, usługową lub magazynową – w zależności od zapisów planu miejscowego lub decyzji o warunkach zabudowy. Na życzenie udostępniamy mapę do celów projektowych.',
      'The plot is suitable for housing, services or storage, depending on the local plan or a zoning decision. A map for design purposes is available on request.',
    ],
  ],
  3: [
    (f) => [
      `Budynek powstał w ${f.yearBuilt ?? 1978} r. jako obiekt centrali telefonicznej i przez lata obsługiwał ruch telekomunikacyjny w okolicy. Po modernizacji sieci urządzenia zastąpiono nowoczesną technologią o znacznie mniejszych gabarytach, dlatego większość pomieszczeń jest dziś wolna.`,
      `The building was erected in ${f.yearBuilt ?? 1978} as a telephone exchange and for decades handled the telecom traffic of the area. When the network was modernised the equipment was replaced by far smaller technology, so most rooms now stand empty.`,
    ],
    (f) => [
      `Obiekt ma ${f.floors ?? 2} ${plural(f.floors ?? 2, 'kondygnację nadziemną', 'kondygnacje nadziemne', 'kondygnacji nadziemnych')}, konstrukcję żelbetową i stropy o podwyższonej nośności, zaprojektowane pod ciężkie urządzenia. Wysokie pomieszczenia i duże okna ułatwiają adaptację na biura, usługi, archiwum lub – po zmianie sposobu użytkowania – na lokale mieszkalne.`,
      `The building has ${f.floors ?? 2} above-ground ${(f.floors ?? 2) === 1 ? 'storey' : 'storeys'}, a reinforced-concrete frame and floors built to carry heavy equipment. High ceilings and large windows make it easy to convert into offices, services or an archive – or, after a change of use, into flats.`,
    ],
    () => [
      'Budynek jest zasilany z dwóch niezależnych źródeł energii, ma przyłącze światłowodowe i pomieszczenia z podniesioną podłogą techniczną – to atuty dla centrum danych, serwerowni lub firmy technologicznej.',
      'The building has two independent power feeds, a fibre connection and rooms with raised technical floors – assets for a data centre, a server room or a technology company.',
    ],
  ],
  4: [
    () => [
      'Hala ma konstrukcję stalową, posadzkę przemysłową o dużej nośności i wysokość składowania ok. 6–8 m. Do dyspozycji są bramy wjazdowe z poziomu terenu oraz rampy rozładunkowe.',
      'The hall has a steel frame, a heavy-duty industrial floor and a clear storage height of about 6–8 m. There are ground-level gates and loading docks.',
    ],
    () => [
      'Część socjalno-biurowa z szatniami i pomieszczeniami dla kierowników zmian przylega do hali. Plac manewrowy jest utwardzony i oświetlony, a teren ogrodzony i monitorowany.',
      'An office and staff section with changing rooms adjoins the hall. The yard is paved and lit, and the site is fenced and monitored.',
    ],
  ],
  5: [
    () => [
      'Parter zajmują lokale usługowe z witrynami od strony ulicy, a wyższe kondygnacje – pomieszczenia biurowe i socjalne. Budynek ma dwa niezależne wejścia i zaplecze dostaw od strony podwórza.',
      'The ground floor holds service units with shop windows on the street, and the upper floors offices and staff rooms. The building has two separate entrances and a delivery area at the back.',
    ],
    (f) => [
      `Obiekt wzniesiono w ${f.yearBuilt ?? 1985} r. w technologii tradycyjnej, murowanej. Dach i elewację wyremontowano, a instalacje wymagają częściowej modernizacji dostosowanej do przyszłej funkcji.`,
      `The building was put up in ${f.yearBuilt ?? 1985} in traditional masonry. The roof and facade have been renovated; the services need partial upgrading to suit the future use.`,
    ],
  ],
  6: [
    (f) => [
      `Mieszkanie znajduje się na ${f.floors ?? 2}. piętrze budynku ${f.variant.key === 'service-flat' ? 'technicznego, w wydzielonej części mieszkalnej z osobnym wejściem' : 'wielorodzinnego'}. Składa się z pokoju dziennego, ${(f.areaBuilding ?? 50) > 60 ? 'dwóch sypialni' : 'sypialni'}, kuchni, łazienki i przedpokoju; do lokalu przynależy piwnica.`,
      `The flat is on the ${ordinal(f.floors ?? 2)} floor of ${f.variant.key === 'service-flat' ? 'a technical building, in a separate residential section with its own entrance' : 'an apartment block'}. It has a living room, ${(f.areaBuilding ?? 50) > 60 ? 'two bedrooms' : 'a bedroom'}, a kitchen, a bathroom and a hall, plus a cellar.`,
    ],
    () => [
      'Lokal ma okna na dwie strony świata, ogrzewanie z sieci miejskiej i nowe okna PCV. Stan techniczny dobry, do odświeżenia według własnego gustu.',
      'The flat faces two directions, has district heating and new PVC windows. It is in good condition and ready for a refresh to your taste.',
    ],
  ],
  7: [
    () => [
      'Lokal ma prostokątny rzut, duże przeszklenia od frontu i zaplecze z sanitariatem. Wysokość pomieszczeń ok. 3,2 m pozwala na swobodną aranżację.',
      'The unit has a rectangular plan, large glazing at the front and a back room with a toilet. A ceiling height of about 3.2 m allows a free layout.',
    ],
    () => [
      'Wcześniej mieścił się tu salon obsługi klienta operatora, dlatego lokal ma okablowanie strukturalne, instalację alarmową i klimatyzację.',
      "It used to be the operator's customer service shop, so the unit has structured cabling, an alarm system and air conditioning.",
    ],
  ],
  8: [
    (f) => [
      `Nieruchomość służyła dotąd potrzebom sieci telekomunikacyjnej ${f.variant.key === 'garages' ? 'jako zaplecze dla samochodów serwisowych' : 'jako obiekt techniczny'}. Po wygaszeniu tej funkcji może zostać wykorzystana na cele usługowe, magazynowe lub parkingowe.`,
      `Until now the property served the telecom network ${f.variant.key === 'garages' ? 'as a base for service vehicles' : 'as a technical site'}. Now that this use has ended it can serve commercial, storage or parking purposes.`,
    ],
    () => [
      'Teren jest ogrodzony, ma utwardzony dojazd i przyłącze energetyczne. Koszty utrzymania i podatku od nieruchomości są niskie.',
      'The site is fenced, with a paved access road and a power connection. Upkeep and property tax are low.',
    ],
  ],
};

const INFRASTRUCTURE: Pair = [
  'W części budynku pozostaje czynna infrastruktura teletechniczna operatora (pomieszczenie z urządzeniami dostępowymi i kanalizacja kablowa). Sprzedający zawrze z nabywcą umowę najmu tej części na warunkach rynkowych.',
  "Part of the building still houses the operator's active teletechnical infrastructure (a room with access equipment and cable ducts). The seller will lease this part back from the buyer at market rates.",
];

const CONCEPT: Pair = [
  'Dla nieruchomości przygotowano koncepcję architektoniczną zagospodarowania, którą udostępniamy zainteresowanym.',
  'An architectural concept for redeveloping the property has been prepared and is available to interested parties.',
];

const LOCATION_CENTRE: readonly Writer[] = [
  (f) => [
    `Nieruchomość leży w centralnej części miejscowości, ok. ${formatKm(f.centreKm, 'pl')} km od głównego placu, w otoczeniu zabudowy mieszkaniowej i usługowej. W pobliżu są przystanki komunikacji publicznej, sklepy, szkoły i urzędy.`,
    `The property lies in the central part of town, about ${formatKm(f.centreKm, 'en')} km from the main square, among housing and services. Public transport stops, shops, schools and offices are nearby.`,
  ],
  (f) => [
    `Lokalizacja w zwartej zabudowie śródmiejskiej, ok. ${formatKm(f.centreKm, 'pl')} km od centrum. Dojazd drogą publiczną o nawierzchni asfaltowej; w okolicy dostępne są miejsca parkingowe.`,
    `The property sits in the dense town centre, about ${formatKm(f.centreKm, 'en')} km from the heart of town. It is reached by an asphalt public road, with parking in the area.`,
  ],
];

const LOCATION_OUTSKIRTS: readonly Writer[] = [
  (f) => [
    `Nieruchomość położona jest na obrzeżach miejscowości, ok. ${formatKm(f.centreKm, 'pl')} km od centrum, w sąsiedztwie terenów usługowych i produkcyjnych. Bezpośredni dostęp do drogi publicznej i dobry dojazd do drogi wojewódzkiej.`,
    `The property lies on the edge of town, about ${formatKm(f.centreKm, 'en')} km from the centre, next to commercial and industrial land. It has direct access to a public road and a good connection to the regional road.`,
  ],
  (f) => [
    `Spokojna okolica z przewagą zabudowy jednorodzinnej i terenów zielonych, ok. ${formatKm(f.centreKm, 'pl')} km od centrum. Dojazd utwardzoną drogą gminną.`,
    `A quiet area of family houses and greenery, about ${formatKm(f.centreKm, 'en')} km from the centre, reached by a paved municipal road.`,
  ],
];

function formatKm(km: number, lang: 'pl' | 'en'): string {
  return (lang === 'pl' ? PL : EN).format(Math.round(km * 10) / 10);
}

const legal: Writer = (f) => {
  const title = f.perpetualUsufructUntil
    ? [
        `Grunt pozostaje w użytkowaniu wieczystym do ${f.perpetualUsufructUntil} r.; przedmiotem transakcji jest prawo użytkowania wieczystego${f.variant.hasBuilding ? ' wraz z własnością budynku' : ''}.`,
        `The land is held in perpetual usufruct until ${f.perpetualUsufructUntil}; the transaction covers the usufruct right${f.variant.hasBuilding ? ' together with ownership of the building' : ''}.`,
      ]
    : ['Nieruchomość stanowi własność spółki.', 'The property is owned by the company outright.'];
  const register = f.landRegister
    ? [
        ` Dla nieruchomości prowadzona jest księga wieczysta nr ${f.landRegister}.`,
        ` The property has land register number ${f.landRegister}.`,
      ]
    : ['', ''];
  const plan = f.zone
    ? [
        ` Teren jest objęty miejscowym planem zagospodarowania przestrzennego: ${f.zone.pl.charAt(0).toLowerCase()}${f.zone.pl.slice(1)}.`,
        ` The area is covered by a local zoning plan: ${f.zone.en.charAt(0).toLowerCase()}${f.zone.en.slice(1)}.`,
      ]
    : [
        ' Dla terenu nie uchwalono miejscowego planu zagospodarowania przestrzennego; o przeznaczeniu przesądzi decyzja o warunkach zabudowy.',
        ' There is no local zoning plan for the area; its use will be set by a zoning decision.',
      ];
  return [`${title[0]}${register[0]}${plan[0]}`, `${title[1]}${register[1]}${plan[1]}`];
};

const transaction: Writer = (f, random) => {
  let text: Pair;
  if (f.rent) {
    const deposit = random.pick<Pair>([
      ['jednomiesięcznego czynszu', "one month's rent"],
      ['dwumiesięcznego czynszu', "two months' rent"],
      ['trzymiesięcznego czynszu', "three months' rent"],
    ]);
    const contract: Pair = f.type === 2 ? ['dzierżawy', 'land lease'] : ['najmu', 'lease'];
    text = [
      `Oferujemy umowę ${contract[0]} na czas określony (3–5 lat) lub nieokreślony. Do czynszu doliczamy VAT oraz opłaty eksploatacyjne według zużycia. Wymagana kaucja w wysokości ${deposit[0]}.`,
      `We offer a fixed-term (3–5 years) or open-ended ${contract[1]}. VAT and service charges by consumption are added to the rent. A deposit of ${deposit[1]} is required.`,
    ];
  } else if (f.saleMode === 'written_tender' || f.saleMode === 'oral_auction') {
    text =
      f.saleMode === 'written_tender'
        ? [
            'Sprzedaż w drodze przetargu pisemnego: termin, miejsce otwarcia ofert, cenę wywoławczą i wadium podajemy w ogłoszeniu o przetargu, a zasady w regulaminie przetargu.',
            'The property is sold by written tender: the date, the place where bids are opened, the starting price and the deposit are given in the tender notice, the rules in the tender regulations.',
          ]
        : [
            'Sprzedaż w drodze przetargu ustnego (aukcji): termin, miejsce, cenę wywoławczą, wadium i minimalne postąpienie podajemy w ogłoszeniu o przetargu, a zasady w regulaminie przetargu.',
            'The property is sold by oral auction: the date, the place, the starting price, the deposit and the minimum bid increment are given in the tender notice, the rules in the tender regulations.',
          ];
  } else if (f.saleMode === 'bids') {
    text = [
      'Sprzedaż prowadzona jest w trybie zbierania ofert: zapraszamy do złożenia propozycji cenowej za pomocą formularza lub u opiekuna oferty. Sprzedający zastrzega prawo wyboru oferty lub zamknięcia postępowania bez wyboru.',
      "The property is sold by inviting bids: send your price proposal through the form or to the offer's sales contact. The seller may choose any bid or close the process without selecting one.",
    ];
  } else if (f.saleMode === 'negotiation') {
    text = [
      'Cena podlega negocjacjom. Zapraszamy do obejrzenia nieruchomości po wcześniejszym uzgodnieniu terminu z opiekunem oferty.',
      "The price is negotiable. You are welcome to view the property by appointment with the offer's sales contact.",
    ];
  } else {
    text = [
      'Sprzedaż nastąpi na podstawie umowy w formie aktu notarialnego; koszty notarialne i sądowe ponosi nabywca. Oglądanie nieruchomości możliwe po wcześniejszym umówieniu.',
      'The sale will be made by notarial deed; notary and court fees are paid by the buyer. Viewings are available by appointment.',
    ];
  }
  if (f.inPreparation) {
    text = [
      `${text[0]} Nieruchomość jest obecnie w przygotowaniu do sprzedaży – porządkujemy dokumentację, ale już teraz można zgłosić zainteresowanie.`,
      `${text[1]} The property is being prepared for sale – we are putting the paperwork in order, but you can register your interest now.`,
    ];
  }
  return text;
};

function features(f: OfferFacts): Pair[] {
  const list: Pair[] = [];
  if (f.rent) {
    if (f.rentalOffice)
      list.push([
        `Powierzchnia biurowa: ${formatArea(f.rentalOffice, 'pl')}`,
        `Office space: ${formatArea(f.rentalOffice, 'en')}`,
      ]);
    if (f.rentalWarehouse)
      list.push([
        `Powierzchnia magazynowa: ${formatArea(f.rentalWarehouse, 'pl')}`,
        `Storage space: ${formatArea(f.rentalWarehouse, 'en')}`,
      ]);
    if (f.rentalRetail)
      list.push([
        `Powierzchnia handlowa: ${formatArea(f.rentalRetail, 'pl')}`,
        `Retail space: ${formatArea(f.rentalRetail, 'en')}`,
      ]);
  }
  if (f.areaBuilding && f.variant.hasBuilding) {
    list.push([
      `Powierzchnia użytkowa: ${formatArea(f.areaBuilding, 'pl')}`,
      `Usable floor area: ${formatArea(f.areaBuilding, 'en')}`,
    ]);
  }
  if (f.areaGround)
    list.push([
      `Powierzchnia działki: ${formatArea(f.areaGround, 'pl')}`,
      `Plot area: ${formatArea(f.areaGround, 'en')}`,
    ]);
  if (f.floors && f.type !== 6) list.push([`Liczba kondygnacji: ${f.floors}`, `Storeys: ${f.floors}`]);
  if (f.type === 6 && f.floors) list.push([`Piętro: ${f.floors}`, `Floor: ${f.floors}`]);
  if (f.yearBuilt) list.push([`Rok budowy: ${f.yearBuilt}`, `Year built: ${f.yearBuilt}`]);
  if (f.utilities.length > 0) {
    list.push([
      `Media: ${f.utilities.map((u) => UTILITY_NAMES[u][0]).join(', ')}`,
      `Utilities: ${f.utilities.map((u) => UTILITY_NAMES[u][1]).join(', ')}`,
    ]);
  }
  if (f.parking > 0) list.push([`Miejsca parkingowe: ${f.parking}`, `Parking spaces: ${f.parking}`]);
  if (f.plotNumbers)
    list.push([`Działki ewidencyjne: ${f.plotNumbers}`, `Cadastral parcels: ${f.plotNumbers}`]);
  if (f.zone) list.push([`MPZP: ${f.zone.pl}`, `Zoning plan: ${f.zone.en}`]);
  if (f.infrastructure)
    list.push(['Infrastruktura teletechniczna na miejscu', 'Teletechnical infrastructure on site']);
  list.push(
    f.rent
      ? ['Dostępność: od zaraz', 'Available: immediately']
      : ['Wydanie: po podpisaniu aktu notarialnego', 'Handover: on signing the deed'],
  );
  return list;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** 3–5 `<p>` paragraphs and a `<ul>` of features, in both languages. */
export function offerDescription(facts: OfferFacts, random: Random): Pair {
  const specific = SPECIFIC[facts.type] ?? SPECIFIC[8] ?? [];
  const paragraphs: Pair[] = [intro(facts, random)];
  for (const writer of random.sample(specific, random.int(1, Math.min(2, specific.length)))) {
    paragraphs.push(writer(facts, random));
  }
  if (facts.infrastructure && facts.type === 3 && !facts.rent) paragraphs.push(INFRASTRUCTURE);
  else if (random.chance(0.85))
    paragraphs.push(random.pick(facts.outskirts ? LOCATION_OUTSKIRTS : LOCATION_CENTRE)(facts, random));
  if (paragraphs.length < 4 || random.chance(0.4))
    paragraphs.push(facts.rent ? transaction(facts, random) : legal(facts, random));
  if (!facts.rent && paragraphs.length < 5) paragraphs.push(transaction(facts, random));
  if (facts.concept && paragraphs.length < 5) {
    const last = paragraphs[paragraphs.length - 1] as Pair;
    paragraphs[paragraphs.length - 1] = [`${last[0]} ${CONCEPT[0]}`, `${last[1]} ${CONCEPT[1]}`];
  }
  const list = features(facts);
  const html = (i: 0 | 1) =>
    paragraphs.map((p) => `<p>${escapeHtml(p[i])}</p>`).join('') +
    `<ul>${list.map((item) => `<li>${escapeHtml(item[i])}</li>`).join('')}</ul>`;
  return [html(0), html(1)];
}
