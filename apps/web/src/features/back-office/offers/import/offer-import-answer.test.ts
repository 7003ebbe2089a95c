import { describe, expect, it } from 'vitest';
import { readImportAnswer } from './offer-import-answer';

const report = {
  dryRun: true,
  rows: 1,
  creates: 0,
  updates: 1,
  unchanged: 0,
  badRows: 0,
  errorCount: 0,
  errors: [],
  changes: [
    {
      row: 2,
      id: 7,
      tipi: 'WAW-1',
      title: 'Lokal',
      fields: [
        {
          key: 'price',
          column: { pl: 'Cena', en: 'Price' },
          before: { pl: 100, en: 100 },
          after: { pl: 120, en: 120 },
          keptInDraft: false,
        },
      ],
      draft: null,
    },
  ],
};

describe("an import's answer", () => {
  it('is its report when the domain’s schema reads it', async () => {
    expect(await readImportAnswer({ status: 200, data: { data: report } })).toEqual({
      kind: 'report',
      report,
    });
  });

  it('is a fault, not a report, when a 2xx body is not one', async () => {
    const { errorCount: _left, ...withoutCount } = report;
    expect(await readImportAnswer({ status: 200, data: { data: withoutCount } })).toEqual({
      kind: 'error',
      error: { code: 'internal_error', fields: {} },
    });
    expect(await readImportAnswer({ status: 0, data: null })).toEqual({
      kind: 'error',
      error: { code: 'internal_error', fields: {} },
    });
  });

  it("is a refused sheet's report, or the refusal's code and fields", async () => {
    const bad = {
      ...report,
      dryRun: false,
      badRows: 1,
      errorCount: 1,
      errors: [{ row: 3, column: 'Cena', code: 'invalid' }],
    };
    expect(
      await readImportAnswer({
        status: 400,
        data: { error: { code: 'import_has_errors', message: 'x', report: bad } },
      }),
    ).toEqual({ kind: 'refused', report: bad });
    expect(
      await readImportAnswer({
        status: 400,
        data: { error: { code: 'validation_failed', message: 'x', fields: { file: 'file_type_refused' } } },
      }),
    ).toEqual({ kind: 'error', error: { code: 'validation_failed', fields: { file: 'file_type_refused' } } });
    expect(
      await readImportAnswer({ status: 409, data: { error: { code: 'edit_conflict', message: 'x' } } }),
    ).toEqual({
      kind: 'error',
      error: { code: 'edit_conflict', fields: {} },
    });
  });
});
