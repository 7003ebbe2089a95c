import { z } from 'zod';
import { singleResponseSchema } from './response-envelopes';

/** One wrong cell (or header) of an imported sheet (decision 031). */
const offerImportErrorSchema = z.object({
  /** The sheet's row number: the header is row 1. */
  row: z.number().int(),
  /** The column's header as the sheet writes it (or in the sheet's language when it has no such column). */
  column: z.string(),
  /** An error code; the back office shows its text in the staff member's language. */
  code: z.string(),
});

const inBothLanguages = <T extends z.ZodType>(schema: T) => z.object({ pl: schema, en: schema });
/** A cell's value as the export writes it (names and yes/no in each language, money in PLN); null: empty. */
const changeValueSchema = inBothLanguages(z.union([z.string(), z.number()]).nullable());

/** One offer a sheet changes, and each of its columns that changes (decision 056). */
const offerImportChangeSchema = z.object({
  /** The sheet's row number: the header is row 1. */
  row: z.number().int(),
  id: z.number().int(),
  tipi: z.string().nullable(),
  /** The offer's Polish title as stored. */
  title: z.string(),
  /** Each column that changes, in the sheet's column order; a long text is cut to 300 characters ending "…". */
  fields: z.array(
    z.object({
      /** The column's key: the editor's field, or `flags.<flag>`. */
      key: z.string(),
      /** The column's header in each language. */
      column: inBothLanguages(z.string()),
      before: changeValueSchema,
      after: changeValueSchema,
      /**
       * The offer's unpublished changes in the editor (its working copy) changed this column too, to
       * another value: the copy keeps it, and its publication refuses the column until its editor
       * decides (decision 052, "S8a import and bulk as built").
       */
      keptInDraft: z.boolean(),
    }),
  ),
  /**
   * The offer has unpublished changes in the editor (its working copy; `updatedBy` saved it last,
   * null: unknown): the import publishes its own changes and leaves the copy pending, following the
   * import in every column it had not changed; null: none.
   */
  draft: z.object({ updatedBy: z.string().nullable() }).nullable(),
});

/** What an import did, or would do (a dry run), and what is wrong with the sheet. */
const offerImportReportSchema = z.object({
  dryRun: z.boolean(),
  /** Rows of offers in the sheet (empty rows aside). */
  rows: z.number().int(),
  /** New offers (drafts), offers changed, and rows that change nothing. */
  creates: z.number().int(),
  updates: z.number().int(),
  unchanged: z.number().int(),
  /** Rows with at least one error, and how many errors in all. */
  badRows: z.number().int(),
  errorCount: z.number().int(),
  /** The errors by row, at most the first 1,000. */
  errors: z.array(offerImportErrorSchema),
  /** The offers that change, by row, at most the first 200 (`updates` says how many in all). */
  changes: z.array(offerImportChangeSchema),
});

export type OfferImportReport = z.infer<typeof offerImportReportSchema>;

export const offerImportResponseSchema = singleResponseSchema(offerImportReportSchema);

/** A refused import: the usual error, and for a sheet with wrong rows (`import_has_errors`) its report. */
export const offerImportErrorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    report: offerImportReportSchema.optional(),
  }),
});
