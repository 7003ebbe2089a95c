import type { VoivodeshipKey } from '@estate/domain/voivodeships';
import type { Insertable, Kysely } from 'kysely';
import { agentNameColumns } from '../db/agent-name-columns';
import type { DatabaseSchema } from '../db/database-schema';
import type { AgentTable } from '../db/tables/offer-tables';
import { agentPhotoUrl } from '../media/media-paths';
import { insertInBatches } from './batch-insert';

/** The four sales regions of the demo; each has two agents and a tile on the home page. */
export type SalesRegion = 'north' | 'south' | 'west' | 'east';

export const SALES_REGIONS: Record<
  SalesRegion,
  { namePl: string; nameEn: string; voivodeships: VoivodeshipKey[] }
> = {
  north: {
    namePl: 'Polska północna',
    nameEn: 'Northern Poland',
    voivodeships: ['pomorskie', 'zachodniopomorskie', 'warminskomazurskie', 'kujawskopomorskie'],
  },
  south: {
    namePl: 'Polska południowa',
    nameEn: 'Southern Poland',
    voivodeships: ['malopolskie', 'slaskie', 'podkarpackie', 'swietokrzyskie', 'opolskie'],
  },
  west: {
    namePl: 'Polska zachodnia',
    nameEn: 'Western Poland',
    voivodeships: ['dolnoslaskie', 'lubuskie', 'wielkopolskie'],
  },
  east: {
    namePl: 'Polska centralna i wschodnia',
    nameEn: 'Central and Eastern Poland',
    voivodeships: ['mazowieckie', 'lodzkie', 'lubelskie', 'podlaskie'],
  },
};

interface DemoAgent {
  name: string;
  initials: string;
  region: SalesRegion;
  jobPl: string;
  jobEn: string;
  phone: string;
  email: string;
  photo: string;
}

/** Eight sales people; the first of each region is the contact on the home page's sales tiles. */
export const DEMO_AGENTS: readonly DemoAgent[] = [
  {
    name: 'Anna Kowalska',
    initials: 'AK',
    region: 'north',
    jobPl: 'Kierownik zespołu sprzedaży nieruchomości',
    jobEn: 'Property sales team manager',
    phone: '+48 22 000 00 01',
    email: 'anna.kowalska@example.pl',
    photo: agentPhotoUrl(1),
  },
  {
    name: 'Piotr Nowak',
    initials: 'PN',
    region: 'south',
    jobPl: 'Starszy specjalista ds. sprzedaży nieruchomości',
    jobEn: 'Senior property sales specialist',
    phone: '+48 22 000 00 02',
    email: 'piotr.nowak@example.pl',
    photo: agentPhotoUrl(2),
  },
  {
    name: 'Magdalena Wiśniewska',
    initials: 'MW',
    region: 'west',
    jobPl: 'Specjalista ds. sprzedaży nieruchomości',
    jobEn: 'Property sales specialist',
    phone: '+48 22 000 00 03',
    email: 'magdalena.wisniewska@example.pl',
    photo: agentPhotoUrl(3),
  },
  {
    name: 'Tomasz Zieliński',
    initials: 'TZ',
    region: 'east',
    jobPl: 'Specjalista ds. sprzedaży nieruchomości',
    jobEn: 'Property sales specialist',
    phone: '+48 22 000 00 04',
    email: 'tomasz.zielinski@example.pl',
    photo: agentPhotoUrl(4),
  },
  {
    name: 'Katarzyna Lewandowska',
    initials: 'KL',
    region: 'north',
    jobPl: 'Specjalista ds. najmu powierzchni komercyjnych',
    jobEn: 'Commercial leasing specialist',
    phone: '+48 500 000 105',
    email: 'katarzyna.lewandowska@example.pl',
    photo: agentPhotoUrl(5),
  },
  {
    name: 'Marcin Dąbrowski',
    initials: 'MD',
    region: 'south',
    jobPl: 'Doradca ds. nieruchomości gruntowych',
    jobEn: 'Land property advisor',
    phone: '+48 500 000 106',
    email: 'marcin.dabrowski@example.pl',
    photo: agentPhotoUrl(6),
  },
  {
    name: 'Joanna Wójcik',
    initials: 'JW',
    region: 'west',
    jobPl: 'Specjalista ds. najmu powierzchni komercyjnych',
    jobEn: 'Commercial leasing specialist',
    phone: '+48 500 000 107',
    email: 'joanna.wojcik@example.pl',
    photo: agentPhotoUrl(7),
  },
  {
    name: 'Łukasz Kamiński',
    initials: 'ŁK',
    region: 'east',
    jobPl: 'Koordynator ds. obrotu nieruchomościami',
    jobEn: 'Property transactions coordinator',
    phone: '+48 500 000 108',
    email: 'lukasz.kaminski@example.pl',
    photo: agentPhotoUrl(8),
  },
];

export function salesRegionOf(voivodeship: VoivodeshipKey): SalesRegion {
  for (const [region, info] of Object.entries(SALES_REGIONS) as [
    SalesRegion,
    (typeof SALES_REGIONS)[SalesRegion],
  ][]) {
    if (info.voivodeships.includes(voivodeship)) return region;
  }
  throw new Error(`No sales region for ${voivodeship}`);
}

/** Inserts the agents when the table is empty; answers their ids by e-mail either way. */
export async function seedAgents(db: Kysely<DatabaseSchema>): Promise<Map<string, number>> {
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('agents').select('id').limit(1).executeTakeFirst();
    if (existing) return;
    const rows: Insertable<AgentTable>[] = DEMO_AGENTS.map((a) => ({
      ...agentNameColumns(a.name),
      job_pl: a.jobPl,
      job_en: a.jobEn,
      photo: a.photo,
      phone: a.phone,
      email: a.email,
    }));
    await insertInBatches(trx, 'agents', rows);
  });
  const rows = await db.selectFrom('agents').select(['id', 'email']).orderBy('id').execute();
  return new Map(rows.map((r) => [r.email, r.id]));
}
