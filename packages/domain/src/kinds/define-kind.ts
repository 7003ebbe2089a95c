import { z } from 'zod';
import { pagedResponseSchema, singleResponseSchema } from '../api/response-envelopes';
import { requiredOr } from '../error-codes';
import type { FieldMap, KindDeclaration, ValuesOf } from './kind';
import { KIND_STATUSES } from './publication';
import { unchecked } from './unchecked';

/** A text that must not be empty once trimmed. */
export const requiredText = (max: number) =>
  z.string(requiredOr('invalid_value')).trim().min(1, 'required').max(max, 'too_long');

/** Rich text as the editor sends it: the API sanitises it with the field's profile before storing it. */
export const richText = (max: number) => z.string('invalid_value').max(max, 'too_long').default('');

/** What staff ask of an item's publication (decision 052 §3.5); a time is ISO 8601 with its offset. */
export const publicationRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('publish') }).strict(),
    z
      .object({ action: z.literal('schedule'), at: z.iso.datetime({ offset: true, error: 'invalid_value' }) })
      .strict(),
    z.object({ action: z.literal('unschedule') }).strict(),
    z.object({ action: z.literal('unpublish') }).strict(),
  ],
  'invalid_value',
);

/** The working copy of a published item, as an answer shows it (null: none). */
const draftSchema = z
  .object({
    version: z.number().int(),
    updatedAt: z.string(),
    /** The e-mail address of who saved it last, as it was then. */
    updatedBy: z.string().nullable(),
    /** When "publish changes" is scheduled (null: not scheduled). */
    publishAt: z.string().nullable(),
    /**
     * The published row's slug, where the item is live while `values` hold the draft's (null: a kind
     * without a slug): "see it on the site" links there, the draft's slug being no page yet.
     */
    liveSlug: z.string().nullable(),
  })
  .nullable();

/** One item as the API answers it, with `values` of its kind's (the working copy's while it has one). */
export function kindItemSchema<V extends z.ZodType>(values: V) {
  return z.object({
    key: z.string(),
    version: z.number().int(),
    status: z.enum(KIND_STATUSES),
    publishedAt: z.string().nullable(),
    draft: draftSchema,
    values,
  });
}

/**
 * A kind's declaration with the schemas made from it (decision 052 §3.2): `values` (every field,
 * strict, with the kind's rules: what a write must meet), `stored` (each field's type without its own
 * checks or the rules: what a read answers), `save` (what a PUT sends: the fields fixed at creation left out),
 * `listQuery`, `order` (a kind in manual order: one group's keys, first to last) and the answers
 * `itemAnswer` and `listAnswer`. An item's `values` and `version` are
 * its working copy's while it has one: that is what the editor edits. A live kind's items answer the
 * same shape, always `published`, undated, without a working copy.
 */
// `const F`: a field's column keeps its literal type, so a type test can hold it to the table's columns.
export function defineKind<const N extends string, const F extends FieldMap>(
  declaration: KindDeclaration<N, F>,
) {
  const entries = Object.entries(declaration.fields);
  const shape = Object.fromEntries(entries.map(([name, field]) => [name, field.schema]));
  const editable = Object.fromEntries(
    entries
      .filter(([, field]) => field.fixed !== 'after-create')
      .map(([name, field]) => [name, field.schema]),
  );
  // What an item holds: each field of its type. The fields' own checks and the rules across fields
  // are what a write must meet, not what a read may find: a row written before a check or a rule,
  // or straight to the table (an offer's old import), is still answered, so staff can open it and
  // are told what to fix when they save it.
  const fields = z.object(shape).strict();
  const stored = z
    .object(Object.fromEntries(entries.map(([name, field]) => [name, unchecked(field.schema)])))
    .strict() as unknown as z.ZodType<ValuesOf<F>>;
  // A write's values: as stored, then each field's own checks and the rules across fields, issued
  // with their codes; made from `stored`, so the API's document names both as one component.
  // Each field's issues are given at once, its type's (from `stored`) or its checks' (from `fields`).
  const values: z.ZodType<ValuesOf<F>> = stored.superRefine(
    (input, ctx) => {
      const own = fields.safeParse(input);
      const typed = new Set(stored.safeParse(input).error?.issues.map((issue) => issue.path.join('.')));
      for (const issue of own.error?.issues ?? []) {
        if (typed.has(issue.path.join('.'))) continue;
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
      if (!own.success && !declaration.rulesOnPartialValues) return;
      declaration.rules?.(input, (field, code) =>
        ctx.addIssue({ code: 'custom', path: [field], message: code }),
      );
    },
    { when: () => true },
  ) as unknown as z.ZodType<ValuesOf<F>>;
  const item = kindItemSchema(stored);
  // A manual order is the whole list of one group (a FAQ language's entries), first to last.
  const order = declaration.order
    ? z
        .object({
          ...Object.fromEntries(
            declaration.order.within.map((name) => [name, declaration.fields[name]?.schema]),
          ),
          keys: z
            .array(z.string().regex(/^[1-9]\d{0,9}$/, 'invalid_value'))
            .max(declaration.list.pageSize)
            .refine((keys) => new Set(keys).size === keys.length, 'invalid_value'),
        })
        .strict()
    : undefined;
  const filters = Object.fromEntries(
    declaration.list.filters.map((name) => {
      const schema = declaration.fields[name]?.schema ?? z.never();
      // A query's values are text: a number's filter (an offer's voivodeship) reads it as one.
      return [name, (isNumber(schema) ? z.coerce.number('invalid_value').pipe(schema) : schema).optional()];
    }),
  );
  return {
    ...declaration,
    schemas: {
      values,
      stored,
      save: z.object(editable).strict(),
      listQuery: z
        .object({
          ...filters,
          ...(declaration.list.search
            ? { q: z.string('invalid_value').trim().max(100, 'too_long').optional() }
            : {}),
          // Only items no item of the other language is linked to (a translation picker's choices).
          ...(declaration.translation ? { untranslated: z.enum(['true'], 'invalid_value').optional() } : {}),
          // A live kind's items are all public: `published` is the one state it has.
          status: z
            .enum(declaration.publication.mode === 'live' ? ['published'] : KIND_STATUSES, 'invalid_value')
            .optional(),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
        })
        .strict(),
      item,
      itemAnswer: singleResponseSchema(item),
      listAnswer: pagedResponseSchema(item),
      order,
    },
  };
}

/** Whether a field's values are numbers (or null). */
function isNumber(schema: z.ZodType): schema is z.ZodType<unknown, number> {
  return (schema instanceof z.ZodNullable ? schema.unwrap() : schema) instanceof z.ZodNumber;
}

/** A kind as the API's generic routes, service and store take it, whatever its fields. */
export type DefinedKind = ReturnType<typeof defineKind<string, FieldMap>>;
