import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { groupForm } from '../testing/group-form';
import { multipart } from '../testing/multipart';
import { offerEditorForm } from '../testing/offer-editor-form';
import { createSignedInStaff, fromSite, insertAgentCardFor, type TestStaff } from '../testing/staff-sessions';
import { useTestApp } from '../testing/test-app';
import { testDialects } from '../testing/test-database';
import { kindCaller } from './testing/kind-calls';

type Item = {
  key: string;
  version: number;
  status: string;
  publishedAt: string | null;
  draft: { version: number; updatedBy: string | null; publishAt: string | null } | null;
  values: {
    titlePl: string;
    leadPl: string;
    agentId: number | null;
    price: number | null;
    flags: Record<string, boolean>;
  };
};
type Answer = { statusCode: number; body: string; json(): { data: Item } };

const PATH = '/api/back-office/kinds/offers';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function workbook(header: string[], rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Oferty');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * The XLSX import and the bulk actions write through the offers' kind (decision 052, "S8a import
 * and bulk as built"), on both databases: a published offer's change is public at once with the
 * kind's hooks (price history, "new price", the alerts' price drop), its version moves so a form
 * opened before is refused, and a person's pending working copy is kept, follows the change where
 * it had not changed the field, and says so.
 */
describe.each(testDialects())('the import and the bulk actions on the offers’ kind (%s)', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });
  const call = kindCaller(ctx);
  const ok = async (answer: Promise<Answer>) => {
    const done = await answer;
    expect(done.statusCode, done.body).toBeLessThan(300);
    return done.json().data;
  };
  const upload = (who: TestStaff, file: Buffer, query = '') => {
    const body = multipart([{ name: 'file', filename: 'oferty.xlsx', type: XLSX_TYPE, content: file }]);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/back-office/offers/import${query}`,
      headers: { ...fromSite(ctx.config, who.cookie), 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  /** A published offer (250,000 PLN), as its editor sees it in the kind's editor. */
  const publishedOffer = async (editor: TestStaff) => {
    const offer = await ok(call(editor, 'POST', PATH, { body: offerEditorForm() }));
    return ok(
      call(editor, 'POST', `${PATH}/${offer.key}/publication`, {
        body: { action: 'publish' },
        version: offer.version,
      }),
    );
  };
  const publicOffer = async (key: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/classified/${key}?lang=pl` })).json().data;
  const history = (key: string) =>
    ctx.database.db
      .selectFrom('offer_price_history')
      .select(['old_price', 'new_price'])
      .where('offer_id', '=', Number(key))
      .execute();
  const drops = (key: string) =>
    ctx.database.db
      .selectFrom('offer_price_drops')
      .select(['old_price', 'new_price'])
      .where('offer_id', '=', Number(key))
      .execute();

  it('publishes an import’s lower price at once through the hooks, and a form opened before is refused naming the importer', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    const importer = await createSignedInStaff(ctx, 'editor');
    const live = await publishedOffer(editor);

    const imported = await upload(
      importer,
      await workbook(['ID', 'Cena (PLN)'], [[Number(live.key), 1_990_000]]),
    );
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data).toMatchObject({ updates: 1, errorCount: 0 });
    expect((await publicOffer(live.key)).price).toBe(199_000_000);
    expect(await history(live.key)).toEqual([{ old_price: 250_000_000, new_price: 199_000_000 }]);
    expect(await drops(live.key)).toEqual([{ old_price: 250_000_000, new_price: 199_000_000 }]);
    const after = await ok(call(editor, 'GET', `${PATH}/${live.key}`));
    expect(after.values.flags.isNewPrice).toBe(true);
    expect(after.version).toBeGreaterThan(live.version);
    expect(after.draft).toBeNull();

    const stale = await call(editor, 'PUT', `${PATH}/${live.key}`, {
      body: offerEditorForm({ titlePl: 'Z formularza sprzed importu' }),
      version: live.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.conflict).toMatchObject({ version: after.version, changedBy: importer.email });
  });

  it('keeps a person’s pending working copy: it follows the import where it had not changed a column, the report says so, and its stale form is refused', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    const importer = await createSignedInStaff(ctx, 'editor');
    const live = await publishedOffer(editor);
    // The form sends the badges as it showed them: the copy changes the title and the lead only.
    const draft = await ok(
      call(editor, 'PUT', `${PATH}/${live.key}`, {
        body: offerEditorForm({
          titlePl: 'Tytuł ze szkicu',
          leadPl: 'Wstęp ze szkicu',
          flags: live.values.flags,
        }),
        version: live.version,
      }),
    );
    expect(draft.draft).not.toBeNull();

    const sheet = await workbook(
      ['ID', 'Wstęp (polski)', 'Cena (PLN)'],
      [[Number(live.key), 'Wstęp z importu', 1_990_000]],
    );
    const check = await upload(importer, sheet, '?dryRun=1');
    expect(check.statusCode, check.body).toBe(200);
    const [change] = check.json().data.changes;
    expect(change.draft).toEqual({ updatedBy: editor.email });
    expect(
      Object.fromEntries(
        change.fields.map((field: { key: string; keptInDraft: boolean }) => [field.key, field.keptInDraft]),
      ),
    ).toEqual({ leadPl: true, price: false });

    const imported = await upload(importer, sheet);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data.changes[0].draft).toEqual({ updatedBy: editor.email });
    // Public at once: the import is a publication of its own.
    const shown = await publicOffer(live.key);
    expect(shown).toMatchObject({ title: 'Dawna centrala', lead: 'Wstęp z importu', price: 199_000_000 });

    // The copy is kept with the person's edits, and takes the import's price and its "new price".
    const kept = await ok(call(editor, 'GET', `${PATH}/${live.key}`));
    expect(kept.draft).not.toBeNull();
    expect(kept.values).toMatchObject({
      titlePl: 'Tytuł ze szkicu',
      leadPl: 'Wstęp ze szkicu',
      price: 199_000_000,
    });
    expect(kept.values.flags.isNewPrice).toBe(true);
    expect(kept.version).toBeGreaterThan(draft.version);

    // The form open before the import is refused (it still shows the old price), naming the importer.
    const stale = await call(editor, 'PUT', `${PATH}/${live.key}`, {
      body: offerEditorForm({ titlePl: 'Tytuł ze szkicu', leadPl: 'Wstęp ze szkicu' }),
      version: draft.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.conflict).toMatchObject({ changedBy: importer.email });

    // The column both changed is the editor's to decide: publishing the copy refuses it, nothing changes.
    const refused = await call(editor, 'POST', `${PATH}/${live.key}/publication`, {
      body: { action: 'publish' },
      version: kept.version,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields).toEqual({ leadPl: 'edit_conflict' });
    expect((await publicOffer(live.key)).lead).toBe('Wstęp z importu');

    // Once decided, the copy publishes its own title over the import's lead and price.
    const decided = await ok(
      call(editor, 'PUT', `${PATH}/${live.key}`, {
        body: {
          ...offerEditorForm({ titlePl: 'Tytuł ze szkicu', leadPl: 'Wstęp z importu', price: 199_000_000 }),
          flags: kept.values.flags,
        },
        version: kept.version,
      }),
    );
    await ok(
      call(editor, 'POST', `${PATH}/${live.key}/publication`, {
        body: { action: 'publish' },
        version: decided.version,
      }),
    );
    expect(await publicOffer(live.key)).toMatchObject({
      title: 'Tytuł ze szkicu',
      lead: 'Wstęp z importu',
      price: 199_000_000,
    });
  });

  it('gives a published offer another agent in bulk through the kind: public at once, its pending copy following, a stale form refused', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    const agent = await createSignedInStaff(ctx, 'agent');
    const card = await insertAgentCardFor(ctx.database, agent, 'Anna Agentka');
    const live = await publishedOffer(editor);
    const draft = await ok(
      call(editor, 'PUT', `${PATH}/${live.key}`, {
        body: offerEditorForm({ titlePl: 'Tytuł ze szkicu' }),
        version: live.version,
      }),
    );

    const bulk = await call(editor, 'POST', '/api/back-office/offers/bulk', {
      body: { action: 'assignAgent', ids: [Number(live.key)], agentId: card },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json().data).toEqual({ changed: 1 });
    expect((await publicOffer(live.key)).agent).toMatchObject({ name: 'Anna Agentka' });
    const kept = await ok(call(editor, 'GET', `${PATH}/${live.key}`));
    expect(kept.values).toMatchObject({ titlePl: 'Tytuł ze szkicu', agentId: card });
    expect(kept.version).toBeGreaterThan(draft.version);
    const stale = await call(editor, 'PUT', `${PATH}/${live.key}`, {
      body: offerEditorForm({ titlePl: 'Tytuł ze szkicu' }),
      version: draft.version,
    });
    expect(stale.statusCode).toBe(409);
    const entry = await ctx.database.db
      .selectFrom('audit_log')
      .select(['actor_email', 'changes'])
      .where('action', '=', 'offer.assign-agent')
      .where('entity_id', '=', live.key)
      .executeTakeFirstOrThrow();
    expect(entry.actor_email).toBe(editor.email);
    expect(JSON.parse(entry.changes ?? '{}')).toEqual({ agentId: [null, card] });
  });

  const bulk = (who: TestStaff, body: Record<string, unknown>) =>
    call(who, 'POST', '/api/back-office/offers/bulk', { body });
  const actionsOf = async (entity: string, key: string) =>
    (
      await ctx.database.db
        .selectFrom('audit_log')
        .select(['action', 'actor_email'])
        .where('entity', '=', entity)
        .where('entity_id', '=', key)
        .orderBy('id')
        .execute()
    ).map((entry) => entry.action);

  it('unpublishes in bulk to the state a single unpublish leaves: a scheduled copy unscheduled, its version moved, a draft left a draft', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    const other = await createSignedInStaff(ctx, 'editor');
    const at = new Date(Date.now() + 86_400_000).toISOString();
    /** A published offer with a scheduled working copy (a new title tomorrow). */
    const scheduledCopy = async () => {
      const live = await publishedOffer(editor);
      const draft = await ok(
        call(editor, 'PUT', `${PATH}/${live.key}`, {
          body: offerEditorForm({ titlePl: 'Tytuł na jutro', flags: live.values.flags }),
          version: live.version,
        }),
      );
      return ok(
        call(editor, 'POST', `${PATH}/${live.key}/publication`, {
          body: { action: 'schedule', at },
          version: draft.version,
        }),
      );
    };
    const single = await scheduledCopy();
    const twin = await scheduledCopy();
    expect(twin.draft?.publishAt).toBe(at);
    const draftOffer = await ok(call(editor, 'POST', PATH, { body: offerEditorForm() }));

    const alone = await ok(
      call(editor, 'POST', `${PATH}/${single.key}/publication`, {
        body: { action: 'unpublish' },
        version: single.version,
      }),
    );
    const unpublished = await bulk(other, {
      action: 'unpublish',
      ids: [Number(twin.key), Number(draftOffer.key)],
    });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    expect(unpublished.json().data).toEqual({ changed: 1 });

    const after = await ok(call(editor, 'GET', `${PATH}/${twin.key}`));
    const shape = (item: Item) => ({
      status: item.status,
      dated: item.publishedAt !== null,
      copy: item.draft && { publishAt: item.draft.publishAt, title: item.values.titlePl },
    });
    expect(shape(after)).toEqual(shape(alone));
    expect(shape(after)).toEqual({
      status: 'unpublished',
      dated: true,
      copy: { publishAt: null, title: 'Tytuł na jutro' },
    });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/classified/${twin.key}?lang=pl` })).statusCode,
    ).toBe(404);
    // A draft was never public: there is nothing to take down, as its own "unpublish" says.
    expect((await ok(call(editor, 'GET', `${PATH}/${draftOffer.key}`))).status).toBe('draft');
    expect(await actionsOf('offer', draftOffer.key)).toEqual(['offer.create']);
    expect((await actionsOf('offer', twin.key)).at(-1)).toBe('offer.unpublish');

    // The form open on the copy before is refused, naming who took the offer down.
    expect(after.version).toBeGreaterThan(twin.version);
    const stale = await call(editor, 'PUT', `${PATH}/${twin.key}`, {
      body: offerEditorForm({ titlePl: 'Tytuł na jutro' }),
      version: twin.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.conflict).toMatchObject({ changedBy: other.email });
  });

  it('publishes in bulk as the offer’s own publication, never a person’s pending copy', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    const live = await publishedOffer(editor);
    const draft = await ok(
      call(editor, 'PUT', `${PATH}/${live.key}`, {
        body: offerEditorForm({ titlePl: 'Tytuł w połowie pisania', flags: live.values.flags }),
        version: live.version,
      }),
    );
    const fresh = await ok(call(editor, 'POST', PATH, { body: offerEditorForm() }));

    const published = await bulk(editor, { action: 'publish', ids: [Number(live.key), Number(fresh.key)] });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toEqual({ changed: 1 });
    expect((await publicOffer(live.key)).title).toBe('Dawna centrala');
    const kept = await ok(call(editor, 'GET', `${PATH}/${live.key}`));
    expect(kept).toMatchObject({ version: draft.version, values: { titlePl: 'Tytuł w połowie pisania' } });
    expect(kept.draft).not.toBeNull();

    const made = await ok(call(editor, 'GET', `${PATH}/${fresh.key}`));
    expect(made.status).toBe('published');
    expect(made.version).toBeGreaterThan(fresh.version);
    // A first publication makes the offer new (decision 058), through the kind's hook.
    expect(made.values.flags.isNew).toBe(true);
    expect((await publicOffer(fresh.key)).title).toBe('Dawna centrala');
    expect(await actionsOf('offer', fresh.key)).toEqual(['offer.create', 'offer.publish']);
  });

  it('adds offers to a group through the groups’ kind: public at once, its pending copy following with its version moved', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    const other = await createSignedInStaff(ctx, 'editor');
    const [a, b] = [await publishedOffer(editor), await publishedOffer(editor)];
    const groups = '/api/back-office/kinds/offer-groups';

    const made = await ok(call(editor, 'POST', groups, { body: groupForm([Number(a.key)]) }));
    const live = await ok(
      call(editor, 'POST', `${groups}/${made.key}/publication`, {
        body: { action: 'publish' },
        version: made.version,
      }),
    );
    const copy = await ok(
      call(editor, 'PUT', `${groups}/${made.key}`, {
        body: groupForm([Number(a.key)], 'Nowa nazwa'),
        version: live.version,
      }),
    );

    const added = await bulk(other, {
      action: 'addToGroup',
      ids: [Number(a.key), Number(b.key)],
      groupId: Number(made.key),
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toEqual({ changed: 1 });
    const members = (
      await ctx.app.inject({ method: 'GET', url: `/api/grouptype/classifieds/${made.key}?lang=pl` })
    )
      .json()
      .data.map((offer: { id: number }) => offer.id);
    expect(new Set(members)).toEqual(new Set([Number(a.key), Number(b.key)]));

    const followed = (await call(editor, 'GET', `${groups}/${made.key}`)).json().data;
    expect(followed.values).toMatchObject({ namePl: 'Nowa nazwa', members: [Number(a.key), Number(b.key)] });
    expect(followed.version).toBeGreaterThan(copy.version);
    const stale = await call(editor, 'PUT', `${groups}/${made.key}`, {
      body: groupForm([Number(a.key)], 'Nowa nazwa'),
      version: copy.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.conflict).toMatchObject({ changedBy: other.email });
    expect((await actionsOf('offer_group', made.key)).at(-1)).toBe('group.update');
    expect((await actionsOf('offer', b.key)).at(-1)).toBe('offer.add-to-group');

    const changes = await call(editor, 'POST', `${groups}/${made.key}/publication`, {
      body: { action: 'publish' },
      version: followed.version,
    });
    expect(changes.statusCode, changes.body).toBe(200);
    expect(changes.json().data.values).toMatchObject({
      namePl: 'Nowa nazwa',
      members: [Number(a.key), Number(b.key)],
    });
  });
});
