import type { OfferEditorInput } from '@estate/domain/offer-editor';
import type { LightMyRequestResponse } from 'fastify';
import type { KyselyPlugin, UnknownRow } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { ApiApp } from '../../http/api-app';
import { writeMainPage } from '../../repositories/main-page-repository';
import { MAIN_PAGE_SEED } from '../../seed/main-page-seed';
import { offerEditorForm } from '../../testing/offer-editor-form';
import { createSignedInStaff, fromSite, type TestStaff } from '../../testing/staff-sessions';
import { useTestApp } from '../../testing/test-app';
import { testDialects } from '../../testing/test-database';

/**
 * Two saves started from one version and sent at once (issue 34): exactly one is stored, the other
 * is refused as stale (409 `edit_conflict`), and only the stored one is audited. Left to chance the
 * two requests might not overlap (on SQLite the second often reads after the first has written), so
 * the app under test reads through a gate: a read whose rows carry the version waits until a second
 * read of it arrives. Each save reads the version once before it writes, so both have checked it
 * before either writes: the interleaving in which a check that is not part of the write lets both
 * through.
 */
interface VersionGate {
  plugin: KyselyPlugin;
  /** Arms the gate for `version`: the next two reads of it meet before either goes on. */
  arm(version: string): void;
}

function versionGate(): VersionGate {
  let armed: { version: string; reads: number; met: Promise<void>; meet: () => void } | null = null;
  const carries = (rows: readonly UnknownRow[], version: string) =>
    rows.some((row) => Object.values(row).includes(version));
  return {
    arm(version) {
      let meet = () => {};
      const met = new Promise<void>((resolve, reject) => {
        meet = resolve;
        // Generous: only a broken gate waits this long, and then the test fails instead of hanging.
        setTimeout(() => reject(new Error('The other save never read the version')), 30_000).unref();
      });
      met.catch(() => {});
      armed = { version, reads: 0, met, meet };
    },
    plugin: {
      transformQuery: ({ node }) => node,
      // Outside a transaction (where both saves read the version) Kysely calls this once the query
      // has given its connection back, so a read waiting here holds up no one else's query.
      async transformResult({ result }) {
        const gate = armed;
        if (gate === null || !carries(result.rows, gate.version)) return result;
        gate.reads += 1;
        if (gate.reads === 2) {
          gate.meet();
          armed = null;
        }
        await gate.met;
        return result;
      },
    },
  };
}

function editorForm(title: string, price: number): OfferEditorInput {
  return offerEditorForm({ titlePl: title, titleEn: `${title} (en)`, price });
}

describe.each(testDialects())('two saves started from the same version (%s)', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });
  const gate = versionGate();
  // The app the racing saves go to: the same database, read through the gate.
  let racing: ApiApp;
  beforeAll(async () => {
    racing = await buildApp({
      config: ctx.config,
      database: { ...ctx.database, db: ctx.database.db.withPlugin(gate.plugin) },
      logger: false,
    });
    // Started before the race: requests to an app still booting run in its boot's async context.
    await racing.ready();
  });
  afterAll(async () => {
    await racing?.close();
  });

  const call = (
    who: TestStaff,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    headers = {},
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...fromSite(ctx.config, who.cookie), ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
  /** Both saves at once, from `version`. */
  const race = (version: string, saves: (() => Promise<LightMyRequestResponse>)[]) => {
    gate.arm(version);
    return Promise.all(saves.map((send) => send()));
  };
  const auditOf = (entity: string, entityId: string) =>
    ctx.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'changes'])
      .where('entity', '=', entity)
      .where('entity_id', '=', entityId)
      .orderBy('id')
      .execute();

  it('stores one of two offer saves from one version and refuses the other as stale', async () => {
    const [anna, piotr] = [
      await createSignedInStaff(ctx, 'editor'),
      await createSignedInStaff(ctx, 'editor'),
    ];
    const created = await call(anna, 'POST', '/api/back-office/offers', editorForm('Centrala', 250_000_000));
    const id: number = created.json().data.id;
    const version = (await call(anna, 'GET', `/api/back-office/offers/${id}`)).headers.etag as string;

    const save = (who: TestStaff, title: string, price: number) => () =>
      racing.inject({
        method: 'PUT',
        url: `/api/back-office/offers/${id}`,
        payload: editorForm(title, price),
        headers: { ...fromSite(ctx.config, who.cookie), 'if-match': version },
      });
    const answers = await race(JSON.parse(version), [
      save(anna, 'Centrala Anny', 240_000_000),
      save(piotr, 'Centrala Piotra', 230_000_000),
    ]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const won = answers.findIndex((answer) => answer.statusCode === 200);
    const refused = answers[1 - won];
    expect(refused?.json().error).toMatchObject({ code: 'edit_conflict' });
    const winner = [
      { who: anna, title: 'Centrala Anny', price: 240_000_000 },
      { who: piotr, title: 'Centrala Piotra', price: 230_000_000 },
    ][won];
    const stored = (await call(anna, 'GET', `/api/back-office/offers/${id}`)).json().data;
    expect(stored).toMatchObject({ titlePl: winner?.title, price: winner?.price });
    expect(answers[won]?.headers.etag).not.toBe(version);
    // One price change, the winner's; one update in the audit log, by the winner.
    const history = await ctx.database.db
      .selectFrom('offer_price_history')
      .select(['old_price', 'new_price'])
      .where('offer_id', '=', id)
      .execute();
    expect(history).toEqual([{ old_price: 250_000_000, new_price: winner?.price }]);
    const audit = await auditOf('offer', String(id));
    expect(audit.map((entry) => [entry.action, entry.actor_id])).toEqual([
      ['offer.create', anna.id],
      ['offer.update', winner?.who.id],
    ]);
  });

  it('stores one of two home page saves from one version and refuses the other as stale', async () => {
    const [anna, piotr] = [
      await createSignedInStaff(ctx, 'editor'),
      await createSignedInStaff(ctx, 'editor'),
    ];
    // The seed's images are not in this test's media store: a page without them.
    await writeMainPage(
      ctx.database.db,
      'pl',
      { ...MAIN_PAGE_SEED.pl, slider: [], popup: null },
      '2026-11-01T10:00:00.000Z',
    );
    const url = '/api/back-office/kinds/home/pl';
    const opened = (await call(anna, 'GET', url)).json().data;
    const edit = (title: string) => ({ ...opened.values, whoWeAre: { ...opened.values.whoWeAre, title } });
    const save = (who: TestStaff, version: number, title: string) => () =>
      racing.inject({
        method: 'PUT',
        url,
        payload: edit(title),
        headers: { ...fromSite(ctx.config, who.cookie), 'if-match': `"${version}"` },
      });
    const now = async () => (await call(anna, 'GET', url)).json().data;
    // What both saves read before writing: the public document (no draft yet), then the winner's draft.
    const stored = async () =>
      (
        (await ctx.database.db
          .selectFrom('working_copies')
          .select('data')
          .where('kind', '=', 'home')
          .where('item_key', '=', 'pl')
          .executeTakeFirst()) ??
        (await ctx.database.db
          .selectFrom('main_page')
          .select('content as data')
          .where('lang', '=', 'pl')
          .executeTakeFirstOrThrow())
      ).data;

    let version: number = opened.version;
    for (const round of ['first', 'second']) {
      const answers = await race(await stored(), [
        save(anna, version, `Anna ${round}`),
        save(piotr, version, `Piotr ${round}`),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const won = answers.findIndex((answer) => answer.statusCode === 200);
      expect(answers[1 - won]?.json().error).toMatchObject({ code: 'edit_conflict' });
      const title = `${won === 0 ? 'Anna' : 'Piotr'} ${round}`;
      const current = await now();
      expect(current).toMatchObject({
        values: { whoWeAre: { title } },
        version: answers[won]?.json().data.version,
      });
      expect(current.version).toBe(version + 1);
      const saves = (await auditOf('home', 'pl')).filter((entry) => entry.action === 'home.save-draft');
      expect(saves.at(-1)?.actor_id).toBe((won === 0 ? anna : piotr).id);
      expect(JSON.parse(saves.at(-1)?.changes ?? '{}').whoWeAre[1]).toMatchObject({ title });
      expect(saves).toHaveLength(round === 'first' ? 1 : 2);
      version = current.version;
    }
  });
});
