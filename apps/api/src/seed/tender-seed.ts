import type { TenderSaleMode } from '@estate/domain/property-types';
import { fromWarsawLocal } from '@estate/domain/warsaw-time';
import type { SalesRegion } from './agent-seed';
import type { Random } from './random';

/** Where each sales region holds its tenders: its office's meeting room. */
const TENDER_ROOMS: Record<SalesRegion, [string, string]> = {
  north: ['Gdańsk, ul. Jana z Kolna 11, sala 102', 'Gdańsk, 11 Jana z Kolna Street, room 102'],
  south: ['Kraków, ul. Lubicz 25, sala konferencyjna A', 'Kraków, 25 Lubicz Street, conference room A'],
  west: ['Poznań, ul. Głogowska 16, sala 3.05', 'Poznań, 16 Głogowska Street, room 3.05'],
  east: ['Warszawa, ul. Obrzeżna 7, sala 2.14', 'Warsaw, 7 Obrzeżna Street, room 2.14'],
};

const DAY_MS = 86_400_000;

export interface SeededTender {
  mode: TenderSaleMode;
  row: {
    tender_at: string;
    tender_place_pl: string;
    tender_place_en: string;
    starting_price: number;
    deposit: number;
    deposit_deadline: string;
    bid_increment: number | null;
  };
}

/** The Warsaw wall-clock time `days` after `nowMs`'s day at `hour`:00, as an ISO UTC instant. */
function warsawAt(nowMs: number, days: number, hour: number, minute = 0): string {
  const day = new Date(nowMs + days * DAY_MS).toISOString().slice(0, 10);
  const local = `${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  const instant = fromWarsawLocal(local);
  if (instant === null) throw new Error(`Not a time: ${local}`);
  return new Date(instant).toISOString();
}

/**
 * A tender's notice as the seller publishes them (decision 032): held on a working morning from
 * three weeks ago to ten weeks ahead, a deposit of 5–10% of the starting price due three working
 * days before, and for an oral auction an increment of about 1% rounded to 100 zł.
 */
export function drawTender(random: Random, nowMs: number, price: number, region: SalesRegion): SeededTender {
  const mode: TenderSaleMode = random.chance(0.6) ? 'written_tender' : 'oral_auction';
  let days = random.int(-21, 70);
  const weekday = new Date(nowMs + days * DAY_MS).getUTCDay();
  if (weekday === 0) days += 1;
  if (weekday === 6) days += 2;
  const depositShare = random.pick([0.05, 0.1]);
  const [placePl, placeEn] = TENDER_ROOMS[region];
  return {
    mode,
    row: {
      tender_at: warsawAt(nowMs, days, random.pick([10, 11, 12])),
      tender_place_pl: placePl,
      tender_place_en: placeEn,
      starting_price: price,
      deposit: Math.round((price * depositShare) / 100_00) * 100_00,
      deposit_deadline: warsawAt(nowMs, days - 3, 23, 59),
      bid_increment:
        mode === 'oral_auction' ? Math.max(100_00, Math.round(price / 100 / 100_00) * 100_00) : null,
    },
  };
}
