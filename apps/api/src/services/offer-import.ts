import type { OfferImportReport } from '@estate/domain/api/back-office-offer-import-responses';
import type { ErrorCode } from '@estate/domain/error-codes';
import { offers as offerKind } from '@estate/domain/kinds/offers';
import type { OfferEditorValues } from '@estate/domain/offer-editor';
import {
  offerFromSheetRow,
  readSheetHeader,
  readSheetRow,
  sheetChanges,
} from '@estate/domain/offer-sheet-columns';
import type { OfferSheet } from '../documents/offer-sheet-reader';
import { AppError } from '../http/app-error';
import { copyFollowing, saveAndPublishKindItem } from '../kinds/kind-service';
import { findWorkingCopies } from '../kinds/working-copy-repository';
import { insertAuditEntry } from '../repositories/audit-repository';
import { bumpChangeSignal } from '../repositories/change-signal-repository';
import { findAgentIdOfUser, type OfferForEditing } from '../repositories/offer-editing-repository';
import {
  findExistingAgentIds,
  findOffersForSheet,
  findTipiHolders,
} from '../repositories/offer-sheet-repository';
import { insertDraftOffer, type OfferWriteContext } from './offer-editing';
import { rowToEditorValues } from './offer-editor-rows';

/** The errors an answer lists; the counts say how many there are in all. */
const LISTED_ERRORS = 1_000;
/** The changed offers an answer lists, each with all its changed columns (decision 056); `updates` counts them all. */
const LISTED_CHANGES = 200;

type ImportError = OfferImportReport['errors'][number];

/** One row's write, decided by the check. */
type PlannedWrite =
  | { kind: 'create'; values: OfferEditorValues; agentId: number | null }
  | { kind: 'update'; offer: OfferForEditing; values: OfferEditorValues; agentId: number | null };

interface ImportPlan {
  report: Omit<OfferImportReport, 'dryRun'>;
  writes: PlannedWrite[];
}

/** Each changed column marked when the offer's working copy keeps its own value of its field. */
function keptInDraft(fields: ReturnType<typeof sheetChanges>, kept: readonly string[]) {
  return fields.map((field) => ({ ...field, keptInDraft: kept.includes(field.key.split('.')[0] ?? '') }));
}

/**
 * Checks every row of a sheet against the stored offers, reading them in a few queries (the offers
 * the rows name, the codes they use, the agent cards they name), and decides each row's write:
 * a row with an id updates that offer in the columns the sheet has, one without creates a draft.
 * Besides the editor's checks (offer-sheet-columns.ts), an id must be an offer the person may
 * edit (an agent: their own) and appear once; a code must be no other offer's and appear once.
 */
async function planImport(context: OfferWriteContext, sheet: OfferSheet): Promise<ImportPlan> {
  const { db, staff } = context;
  const ownCard = staff.role === 'agent' ? await findAgentIdOfUser(db, staff.id) : null;
  if (ownCard === undefined)
    throw new AppError(403, 'forbidden', 'An agent needs an agent card to write offers');

  const header = readSheetHeader(sheet.header);
  const errors: ImportError[] = header.errors.map((error) => ({
    row: 1,
    column: error.text,
    code: error.code,
  }));
  const rows = sheet.rows.map((row) => ({ number: row.number, read: readSheetRow(header, row.cells) }));

  const ids = rows.flatMap(({ read }) => (read.id === null ? [] : [read.id]));
  const tipis = rows.flatMap(({ read }) => (typeof read.values.tipi === 'string' ? [read.values.tipi] : []));
  const agentIds = rows.flatMap(({ read }) =>
    typeof read.values.agentId === 'number' ? [read.values.agentId] : [],
  );
  const [offers, tipiHolders, agents, drafts] = await Promise.all([
    findOffersForSheet(db, ids),
    findTipiHolders(db, tipis),
    staff.role === 'agent' ? new Set<number>() : findExistingAgentIds(db, agentIds),
    findWorkingCopies(db, offerKind.name, ids.map(String)),
  ]);
  const offerById = new Map(offers.map((offer) => [offer.row.id, offer]));

  const seenIds = new Set<number>();
  const seenTipis = new Set<string>();
  const writes: PlannedWrite[] = [];
  const changes: OfferImportReport['changes'] = [];
  let creates = 0;
  let updates = 0;
  let unchanged = 0;
  let badRows = 0;

  for (const { number, read } of rows) {
    const rowErrors: { key: string; code: ErrorCode }[] = [];
    const offer = read.id === null ? undefined : offerById.get(read.id);
    if (read.id !== null) {
      if (!offer) rowErrors.push({ key: 'id', code: 'import_unknown_offer' });
      else if (staff.role === 'agent' && offer.row.owner_user_id !== staff.id) {
        rowErrors.push({ key: 'id', code: 'forbidden' });
      } else if (seenIds.has(read.id)) rowErrors.push({ key: 'id', code: 'import_duplicate_id' });
      seenIds.add(read.id);
    }
    // An unreadable id, or one that names no offer of the person's: the rest of the row means nothing.
    const idError = read.errors.find((error) => error.key === 'id');
    if (idError || rowErrors.length > 0) {
      rowErrors.push(...(idError ? [idError] : []));
    } else {
      const held = offer ? rowToEditorValues(offer.row, offer.texts) : null;
      const outcome = offerFromSheetRow(held, read);
      rowErrors.push(...outcome.errors);
      // A code the sheet gives twice; then one another offer holds now (not the offer's own).
      const tipi = typeof read.values.tipi === 'string' ? read.values.tipi : null;
      if (tipi !== null && seenTipis.has(tipi))
        rowErrors.push({ key: 'tipi', code: 'import_duplicate_tipi' });
      if (tipi !== null) seenTipis.add(tipi);
      if (outcome.values && outcome.changed && rowErrors.length === 0) {
        const values = outcome.values;
        const holder = values.tipi === null ? undefined : tipiHolders.get(values.tipi);
        if (holder !== undefined && holder !== offer?.row.id)
          rowErrors.push({ key: 'tipi', code: 'tipi_taken' });
        let agentId = values.agentId;
        if (ownCard !== null) {
          // An agent writes under their own card only.
          if (agentId !== null && agentId !== ownCard) rowErrors.push({ key: 'agentId', code: 'forbidden' });
          agentId = ownCard;
        } else if (agentId !== null && !agents.has(agentId)) {
          rowErrors.push({ key: 'agentId', code: 'agent_unknown' });
        }
        if (rowErrors.length === 0) {
          writes.push(
            offer ? { kind: 'update', offer, values, agentId } : { kind: 'create', values, agentId },
          );
          if (offer) updates += 1;
          else creates += 1;
          if (offer && held && changes.length < LISTED_CHANGES) {
            // An empty code keeps the offer's: it is no change.
            const after = { ...values, tipi: values.tipi ?? held.tipi };
            // A working copy pending in the editor follows the import but where it changed a column too.
            const draft = drafts.get(String(offer.row.id));
            const kept = draft ? copyFollowing(offerKind, draft, held, after).kept : [];
            changes.push({
              row: number,
              id: offer.row.id,
              tipi: held.tipi,
              title: held.titlePl,
              fields: keptInDraft(sheetChanges(held, after), kept),
              draft: draft ? { updatedBy: draft.updated_by } : null,
            });
          }
        }
      } else if (outcome.values && rowErrors.length === 0) {
        unchanged += 1;
      }
    }
    if (rowErrors.length > 0) badRows += 1;
    for (const error of rowErrors)
      errors.push({ row: number, column: header.label(error.key), code: error.code });
  }

  return {
    report: {
      rows: rows.length,
      creates,
      updates,
      unchanged,
      badRows,
      errorCount: errors.length,
      errors: errors.slice(0, LISTED_ERRORS),
      changes,
    },
    writes,
  };
}

/**
 * Imports a sheet of offers (issue 17, decision 031). A dry run answers what the import would do
 * and every error, writing nothing. The import itself checks everything again and, only when no
 * row has an error (400 `import_has_errors` with the report otherwise), writes every row in one
 * transaction: a new offer as a draft, a changed one through the offers' kind as its own
 * publication (`saveAndPublishKindItem`: public at once when published, a working copy pending in
 * the editor kept and following the import where it had not changed a column, which the report
 * says), each with its audit entry, and one entry for the import. An offer saved by someone else
 * since the check refuses the lot (409 `edit_conflict`). The change signal moves once, when a
 * published offer changed.
 */
export async function importOffers(
  context: OfferWriteContext,
  sheet: OfferSheet,
  dryRun: boolean,
): Promise<OfferImportReport> {
  const plan = await planImport(context, sheet);
  if (dryRun) return { dryRun: true, ...plan.report };
  const report: OfferImportReport = { dryRun: false, ...plan.report };
  if (report.errorCount > 0) {
    throw new AppError(400, 'import_has_errors', 'Some rows have errors: nothing was imported', { report });
  }
  const now = context.now ?? new Date();
  const at = now.toISOString();
  let publicChange = false;
  // What each offer's working copy kept, as written (the check's guess may differ by a derived badge).
  const kept = new Map<number, string[]>();
  await context.db.transaction().execute(async (trx) => {
    for (const write of plan.writes) {
      if (write.kind === 'create') {
        await insertDraftOffer(trx, context.actor, write.values, write.agentId, at);
      } else {
        // Public at once for a published offer, through the offers' kind (decision 052).
        const written = await saveAndPublishKindItem(
          trx,
          { actor: context.actor, staff: context.staff, now },
          offerKind,
          write.offer.row.id,
          { ...write.values, agentId: write.agentId },
          { expected: write.offer.row.version },
        );
        publicChange ||= written.publicChange;
        if (written.draft) kept.set(write.offer.row.id, written.draft.kept);
      }
    }
    await insertAuditEntry(
      trx,
      {
        actor: context.actor,
        action: 'offer.import',
        entity: 'offer',
        changes: {
          rows: [null, report.rows],
          creates: [null, report.creates],
          updates: [null, report.updates],
        },
      },
      now,
    );
    if (publicChange) await bumpChangeSignal(trx, 'offers', now);
  });
  if (publicChange) context.listCache.clear();
  return {
    ...report,
    changes: report.changes.map((change) => {
      const draft = kept.get(change.id);
      return draft ? { ...change, fields: keptInDraft(change.fields, draft) } : change;
    }),
  };
}
