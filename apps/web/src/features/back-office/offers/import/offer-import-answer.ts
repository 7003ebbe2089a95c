import type { OfferImportReport } from '@estate/domain/api/back-office-offer-import-responses';
import type { JsonAnswer } from '../../media/media-list';
import { checkAnswer, type Refusal } from '../../shell/checked-fetch';

/** The domain's schemas, loaded with the first answer so zod never comes with the page. */
const responses = () => import('@estate/domain/api/back-office-offer-import-responses');

/** What an import's answer says: its report, a refused sheet's report, or why it failed. */
export type ImportAnswer =
  | { kind: 'report'; report: OfferImportReport }
  | { kind: 'refused'; report: OfferImportReport }
  | { kind: 'error'; error: Refusal };

/**
 * An import's answer (sendForm's, an XHR for its progress) read by the domain's schemas instead of
 * trusted: a 2xx body that is not a report is a fault (`internal_error`), as checkAnswer makes any
 * answer that does not match; a refusal brings its sheet's report when it is one
 * (`import_has_errors`), otherwise its code and fields.
 */
export async function readImportAnswer(answer: JsonAnswer): Promise<ImportAnswer> {
  const checked = await checkAnswer(answer.status, answer.data, () =>
    responses().then((m) => m.offerImportResponseSchema),
  );
  if (checked.ok) return { kind: 'report', report: checked.data.data };
  if (answer.status >= 300) {
    const refused = (await responses()).offerImportErrorResponseSchema.safeParse(answer.data);
    if (refused.success && refused.data.error.report)
      return { kind: 'refused', report: refused.data.error.report };
  }
  return { kind: 'error', error: checked.error };
}
