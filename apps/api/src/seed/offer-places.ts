import { TOWNS, type TownRow } from '@estate/domain/towns';
import { VOIVODESHIPS, type VoivodeshipKey, voivodeshipByKey } from '@estate/domain/voivodeships';
import { hashSeed, type Random, WeightedTable } from './random';

/** Where an offer lies: a real town, a plausible street and postal code, a point near the town. */
interface OfferPlace {
  town: string;
  voivodeshipKey: VoivodeshipKey;
  voivodeshipCode: number;
  population: number | null;
  lat: number;
  lng: number;
  /** Distance from the town's centre point, which the description quotes. */
  distanceKm: number;
}

/**
 * Weight of a town when drawing offer locations. A telephone network reaches every small town, so
 * plain population would pile half the offers into the ten biggest towns; the 0.6 power keeps the
 * big towns ahead while small ones still get their former exchanges and plots.
 */
function townWeight(town: TownRow): number {
  return (town[4] ?? 3000) ** 0.6;
}

const ALL_TOWNS = new WeightedTable(TOWNS, townWeight);

const TOWNS_BY_VOIVODESHIP: ReadonlyMap<VoivodeshipKey, WeightedTable<TownRow>> = new Map(
  VOIVODESHIPS.map((v) => [
    v.key,
    new WeightedTable(
      TOWNS.filter((t) => t[1] === v.key),
      townWeight,
    ),
  ]),
);

/** Maximum distance of an offer from its town's centre point: ~3 km keeps it inside the town. */
const JITTER_KM = 3;

/** Draws a town (in `voivodeship` when given) and a point at most 3 km from its centre. */
export function drawPlace(random: Random, voivodeship?: VoivodeshipKey): OfferPlace {
  const table = voivodeship ? TOWNS_BY_VOIVODESHIP.get(voivodeship) : undefined;
  const [town, key, lat, lng, population] = (table ?? ALL_TOWNS).draw(random);
  const v = voivodeshipByKey(key);
  if (!v) throw new Error(`Unknown voivodeship ${key}`);
  // sqrt keeps the points evenly spread over the disc instead of crowding its centre.
  const distance = JITTER_KM * Math.sqrt(random.next());
  const angle = random.float(0, 2 * Math.PI);
  const dLat = (distance * Math.cos(angle)) / 111.2;
  const dLng = (distance * Math.sin(angle)) / (111.2 * Math.cos((lat * Math.PI) / 180));
  return {
    town,
    voivodeshipKey: key,
    voivodeshipCode: v.code,
    population,
    lat: round(lat + dLat, 6),
    lng: round(lng + dLng, 6),
    distanceKm: distance,
  };
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Common Polish street names, with the sort of street a property of that kind stands on. */
const STREETS_TOWN = [
  'ul. Pocztowa',
  'ul. Kolejowa',
  'ul. Dworcowa',
  'ul. Mickiewicza',
  'ul. Sienkiewicza',
  'ul. Kościuszki',
  'ul. Piłsudskiego',
  'ul. 3 Maja',
  'ul. Jana Pawła II',
  'ul. Wojska Polskiego',
  'ul. Szkolna',
  'ul. Kościelna',
  'ul. Ogrodowa',
  'ul. Lipowa',
  'ul. Długa',
  'ul. Krótka',
  'ul. Słowackiego',
  'ul. Reymonta',
  'ul. Żeromskiego',
  'ul. Konopnickiej',
  'ul. Telegraficzna',
  'ul. Grunwaldzka',
  'ul. Armii Krajowej',
  'ul. Batorego',
  'al. Niepodległości',
  'pl. Wolności',
  'Rynek',
] as const;

const STREETS_OUTSKIRTS = [
  'ul. Przemysłowa',
  'ul. Fabryczna',
  'ul. Składowa',
  'ul. Magazynowa',
  'ul. Handlowa',
  'ul. Polna',
  'ul. Leśna',
  'ul. Łąkowa',
  'ul. Zielona',
  'ul. Słoneczna',
  'ul. Spacerowa',
  'ul. Wiejska',
  'ul. Nowa',
  'ul. Brzozowa',
  'ul. Sosnowa',
  'ul. Ogrodowa',
  'ul. Kolejowa',
  'ul. Rzemieślnicza',
] as const;

/** 'ul. Kolejowa 12'; plots on the edge of town often have no house number yet. */
export function drawStreet(random: Random, outskirts: boolean, withNumber: boolean): string {
  const name = random.pick(outskirts ? STREETS_OUTSKIRTS : STREETS_TOWN);
  if (!withNumber) return name;
  const number = random.int(1, outskirts ? 140 : 68);
  const suffix = random.chance(0.12) ? random.pick(['A', 'B', 'C']) : '';
  return `${name} ${number}${suffix}`;
}

/**
 * First two digits of postal codes per voivodeship. Polish postal districts follow the old regions,
 * so these ranges are approximate, but a Kraków offer never gets a Gdańsk code.
 */
const POSTAL_PREFIXES: Record<VoivodeshipKey, readonly [number, number]> = {
  mazowieckie: [0, 9],
  warminskomazurskie: [10, 14],
  podlaskie: [15, 19],
  lubelskie: [20, 24],
  swietokrzyskie: [25, 29],
  malopolskie: [30, 34],
  podkarpackie: [35, 39],
  slaskie: [40, 44],
  opolskie: [45, 49],
  dolnoslaskie: [50, 59],
  wielkopolskie: [60, 64],
  lubuskie: [65, 69],
  zachodniopomorskie: [70, 78],
  pomorskie: [80, 84],
  kujawskopomorskie: [85, 89],
  lodzkie: [90, 99],
};

/** A postal code fixed per town (all offers of a small town share it) with a per-offer last digit. */
export function drawPostalCode(random: Random, place: OfferPlace): string {
  const [low, high] = POSTAL_PREFIXES[place.voivodeshipKey];
  const townHash = hashSeed(0, place.town, place.voivodeshipKey);
  const prefix = low + (townHash % (high - low + 1));
  const base = (townHash >>> 8) % 990;
  const big = (place.population ?? 0) > 150_000;
  const suffix = big ? random.int(0, 999) : base + random.int(0, 9);
  return `${String(prefix).padStart(2, '0')}-${String(suffix).padStart(3, '0')}`;
}

/** Land-register court codes (real ones) of a few district courts per voivodeship. */
const LAND_REGISTER_COURTS: Record<VoivodeshipKey, readonly string[]> = {
  dolnoslaskie: ['WR1K', 'WR1W', 'LE1G', 'JG1J', 'SW1S'],
  kujawskopomorskie: ['BY1B', 'TO1T', 'WL1W'],
  lubelskie: ['LU1I', 'ZA1Z', 'CH1C', 'BP1P'],
  lubuskie: ['ZG1G', 'GW1G', 'ZG2S'],
  lodzkie: ['LD1M', 'PT1P', 'SR1S'],
  malopolskie: ['KR1P', 'KR1K', 'NS1S', 'TR1T'],
  mazowieckie: ['WA1M', 'WA2M', 'WA4M', 'RA1R', 'PL1P', 'SI1S'],
  opolskie: ['OP1O', 'NY1N', 'KZ1E'],
  podkarpackie: ['RZ1Z', 'PR1P', 'KS1K', 'TB1T'],
  podlaskie: ['BI1B', 'LM1L', 'SU1S'],
  pomorskie: ['GD1G', 'GD1Y', 'SL1S', 'GD2M'],
  slaskie: ['KA1K', 'GL1G', 'CZ1C', 'BB1B', 'KA1S'],
  swietokrzyskie: ['KI1L', 'KI1O', 'KI1B'],
  warminskomazurskie: ['OL1O', 'EL1E', 'OL1G'],
  wielkopolskie: ['PO1P', 'PO2P', 'KZ1A', 'KN1N', 'LE1L'],
  zachodniopomorskie: ['SZ1S', 'KO1K', 'SZ1T', 'SZ2S'],
};

/** Values of the land-register check-digit algorithm: digits as themselves, X = 10, letters from 11. */
const CHECK_VALUES: Readonly<Record<string, number>> = Object.fromEntries(
  [...'0123456789X', ...'ABCDEFGHIJKLMNOPRSTUWYZ'].map((c, i) => [c, i]),
);
const CHECK_WEIGHTS = [1, 3, 7];

/**
 * 'WA1M/00012345/6': court code, 8-digit number and the check digit computed like the real
 * register does (weights 1, 3, 7 over the 12 characters, sum mod 10), so a validator accepts it.
 */
export function drawLandRegister(random: Random, voivodeship: VoivodeshipKey): string {
  const court = random.pick(LAND_REGISTER_COURTS[voivodeship]);
  const number = String(random.int(1, 150_000)).padStart(8, '0');
  return `${court}/${number}/${landRegisterCheckDigit(court + number)}`;
}

export function landRegisterCheckDigit(courtAndNumber: string): number {
  let sum = 0;
  [...courtAndNumber].forEach((c, i) => {
    sum += (CHECK_VALUES[c] ?? 0) * (CHECK_WEIGHTS[i % 3] ?? 1);
  });
  return sum % 10;
}

/** '123/4, 123/5': parcel numbers of one precinct, as the cadastre writes them. */
export function drawPlotNumbers(random: Random, count: number): string {
  const base = random.int(12, 2400);
  const first = random.int(1, 30);
  const plots: string[] = [];
  for (let i = 0; i < count; i += 1) plots.push(`${base}/${first + i}`);
  return plots.join(', ');
}
