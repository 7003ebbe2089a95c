import { z } from 'zod';
import { pagedResponseSchema, singleResponseSchema } from '../api/response-envelopes';
import { LANGUAGES } from '../language';
import { type DefinedKind, kindItemSchema } from './define-kind';
import type { FieldMap, Widget } from './kind';

/**
 * A kind's form as plain JSON (decision 052, "The fixture kind's editor as built"): each field's
 * widget and what its schema allows, which is all the back office's form needs of a declaration.
 * The site makes its own kinds' forms from `describeKind` of their declarations; a kind it does not
 * know (a test's fixture, never in the site's build) from the API's answer of the same function at
 * `GET /api/back-office/kinds/{name}/description`.
 */
export interface FieldDescription {
  name: string;
  widget: WidgetDescription;
  /** Set when the item is created and never sent again (the save's schema leaves it out). */
  fixed: boolean;
  /** A text's longest (null: no bound, or no text). */
  maxLength: number | null;
  /** The schema refuses an empty text. */
  required: boolean;
  /** The schema takes null (no image, no choice). */
  nullable: boolean;
  /** A number's bounds (null: none, or no number). */
  min: number | null;
  max: number | null;
}

/** A widget as the declaration has it, nested fields described alike. */
type WidgetDescription =
  | Exclude<Widget, { type: 'repeat' } | { type: 'group' }>
  | { type: 'repeat'; item: FieldDescription[]; max: number }
  | { type: 'group'; item: FieldDescription[]; optional: boolean };

const fieldDescriptionSchema: z.ZodType<FieldDescription> = z
  .lazy(() =>
    z.object({
      name: z.string(),
      widget: widgetDescriptionSchema,
      fixed: z.boolean(),
      maxLength: z.number().nullable(),
      required: z.boolean(),
      nullable: z.boolean(),
      min: z.number().nullable(),
      max: z.number().nullable(),
    }),
  )
  .meta({ id: 'KindFieldDescription' });

// The declaration's widgets (kind.ts); describe-kind.test parses every registered kind's description.
const widgetDescriptionSchema: z.ZodType<WidgetDescription> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text') }),
  z.object({ type: z.literal('richText'), profile: z.enum(['basic', 'article', 'inline']) }),
  z.object({ type: z.literal('language') }),
  z.object({ type: z.literal('number') }),
  z.object({ type: z.literal('flag') }),
  z.object({ type: z.literal('reference'), source: z.enum(['translation', 'blog-categories', 'agents']) }),
  z.object({ type: z.literal('slug') }),
  z.object({ type: z.literal('instant') }),
  z.object({
    type: z.literal('select'),
    source: z.enum(['group-types', 'voivodeships', 'classified-types', 'property-types', 'sale-modes']),
  }),
  z.object({ type: z.literal('image'), use: z.enum(['group', 'cover', 'slide', 'popup']) }),
  z.object({
    type: z.literal('custom'),
    name: z.enum([
      'group-members',
      'offer-location',
      'offer-flags',
      'offer-parcels',
      'offer-started-from',
      'offer-media',
    ]),
  }),
  z.object({ type: z.literal('repeat'), item: z.array(fieldDescriptionSchema), max: z.number() }),
  z.object({ type: z.literal('group'), item: z.array(fieldDescriptionSchema), optional: z.boolean() }),
]);

const labelsSchema = z.object({ many: z.string(), fields: z.record(z.string(), z.string()) });

const kindDescriptionSchema = z.object({
  name: z.string(),
  publication: z.enum(['states', 'live', 'document']),
  /** The translation link's field and the language's (null: none). */
  translation: z.object({ field: z.string(), lang: z.string() }).nullable(),
  /** The declaration's labels per staff language (null: the site's messages name the fields). */
  labels: z.object(Object.fromEntries(LANGUAGES.map((lang) => [lang, labelsSchema]))).nullable(),
  /** The list's filters and the field its search finds words in. */
  list: z.object({ filters: z.array(z.string()), search: z.string().nullable() }),
  /** Whether a published item is public at `GET /api/kinds/{name}/{id}`. */
  publicReads: z.boolean(),
  fields: z.array(fieldDescriptionSchema),
});

export type KindDescription = z.output<typeof kindDescriptionSchema>;

export const kindDescriptionAnswerSchema = singleResponseSchema(kindDescriptionSchema);

/**
 * An item of a kind the site knows only by its description: the item's shape with its values as
 * they come (the API checked them against the kind's own schema when answering).
 */
const describedItemSchema = kindItemSchema(z.record(z.string(), z.unknown()));
export const describedItemAnswerSchema = singleResponseSchema(describedItemSchema);
export const describedListAnswerSchema = pagedResponseSchema(describedItemSchema);

/** The schema without its default around it (a rich text's `''`). */
const inner = (schema: z.ZodType) => (schema instanceof z.ZodDefault ? schema.unwrap() : schema);

/** A bound as JSON can carry it: zod's unbounded number says ±Infinity. */
const finite = (bound: number | null) => (bound !== null && Number.isFinite(bound) ? bound : null);

function describeFields(fields: FieldMap): FieldDescription[] {
  return Object.entries(fields).map(([name, field]) => {
    const schema = inner(field.schema);
    const { widget } = field;
    return {
      name,
      widget:
        widget.type === 'repeat' || widget.type === 'group'
          ? { ...widget, item: describeFields(widget.item) }
          : widget,
      fixed: field.fixed === 'after-create',
      maxLength: schema instanceof z.ZodString ? schema.maxLength : null,
      required: !field.schema.safeParse('').success,
      nullable: field.schema.safeParse(null).success,
      min: schema instanceof z.ZodNumber ? finite(schema.minValue) : null,
      max: schema instanceof z.ZodNumber ? finite(schema.maxValue) : null,
    };
  });
}

/** What a kind's form and list need of its declaration, as JSON. */
export function describeKind(kind: DefinedKind): KindDescription {
  return {
    name: kind.name,
    publication: kind.publication.mode,
    translation: kind.translation ? { field: kind.translation.field, lang: kind.translation.lang } : null,
    labels: kind.labels ?? null,
    list: { filters: [...kind.list.filters], search: kind.list.search ?? null },
    publicReads: kind.publicReads === true,
    fields: describeFields(kind.fields),
  };
}
