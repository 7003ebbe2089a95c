import { z } from 'zod';
import type { PluralForms } from './plural';

/**
 * Every text the map shows, supplied by the caller from the message files. Strings and plural forms
 * only, so the same object reaches the interactive map in the browser.
 */
export interface MapLabels {
  /** Name of the map's region landmark: 'Mapa ofert'. */
  region: string;
  /** Text alternative of the static map, '#' being the number of offers on it. */
  mapSummary: PluralForms;
  /** A number of offers: '# oferta' / '# oferty' / '# ofert'. */
  offers: PluralForms;
  /** Name of the (visually hidden) list of the map's places and their offers. */
  locations: string;
  /** The button that swaps the static map for the interactive one. */
  showInteractive: string;
  /** Credit for the voivodeship borders, shown wherever they are drawn. */
  bordersCredit: string;
  /** Name of the interactive map (its keyboard-focusable area). */
  interactiveMap: string;
  /** Shown while the map library or the offers load. */
  loading: string;
  /** Shown when the offers of the visible area cannot be loaded. */
  loadError: string;
  /** Titles of the zoom buttons. */
  zoomIn: string;
  zoomOut: string;
  /** Accessible name of a marker that stands for several offers and zooms in: '# ofert, przybliż'. */
  cluster: PluralForms;
  /** Announced after each load: '# ofert w widocznym obszarze'. */
  offersInView: PluralForms;
  /** A sold offer's mark in its marker's name and popup (decision 045): 'Sprzedane'. */
  sold: string;
  /** Drawing an area on the map (issue 36); '#' is a number. */
  area: AreaLabels;
}

const AREA_LABEL_KEYS = [
  'draw',
  'remove',
  'heading',
  'hint',
  'corners',
  'undo',
  'apply',
  'cancel',
  'circleHeading',
  'town',
  'radius',
  'km',
  'applyCircle',
  'unknownTown',
  'active',
] as const;
export type AreaLabels = Record<(typeof AREA_LABEL_KEYS)[number], string>;

const pluralForms = z
  .object({
    zero: z.string().min(1),
    one: z.string().min(1),
    two: z.string().min(1),
    few: z.string().min(1),
    many: z.string().min(1),
    other: z.string().min(1),
  })
  .partial()
  .required({ other: true });

const mapLabelsSchema = z.object({
  region: z.string().min(1),
  mapSummary: pluralForms,
  offers: pluralForms,
  locations: z.string().min(1),
  showInteractive: z.string().min(1),
  bordersCredit: z.string().min(1),
  interactiveMap: z.string().min(1),
  loading: z.string().min(1),
  loadError: z.string().min(1),
  zoomIn: z.string().min(1),
  zoomOut: z.string().min(1),
  cluster: pluralForms,
  offersInView: pluralForms,
  sold: z.string().min(1),
  area: z.object(
    Object.fromEntries(AREA_LABEL_KEYS.map((key) => [key, z.string().min(1)])) as {
      [K in keyof AreaLabels]: z.ZodString;
    },
  ),
});

/**
 * MapLabels from the `map` namespace of a message file, as stored (plural forms are objects of
 * '#' texts, not ICU messages): `parseMapLabels((await getMessages({ locale })).map)`. Throws on a
 * missing text, so a gap in a message file shows at the first render rather than as an empty label.
 */
export function parseMapLabels(messages: unknown): MapLabels {
  return mapLabelsSchema.parse(messages);
}
