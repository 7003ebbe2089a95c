import { describe, expect, it } from 'vitest';
import { offerEditorForm } from '../testing/offer-editor-form';
import { testPublicationLoop } from '../testing/publication-loops';
import { createSignedInStaff, fromSite, insertAgentCardFor, type TestStaff } from '../testing/staff-sessions';
import { useTestApp } from '../testing/test-app';
import { testDialects } from '../testing/test-database';
import { kindCaller } from './testing/kind-calls';

type Item = {
  key: string;
  version: number;
  status: string;
  values: { agentId: number | null; price: number | null; flags: Record<string, boolean> };
};

const PATH = '/api/back-office/kinds/offers';

/**
 * What the offers add to the mechanism (decision 052 step S8a, kinds/offer-hooks.ts), on both
 * databases: the agent's rule, the derived badges kept across saves, the price history and the
 * automatic "new" at publication, the archive.
 */
describe.each(testDialects())('offers on the one mechanism (%s)', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });
  const call = kindCaller(ctx);
  const ok = async (answer: Promise<{ statusCode: number; body: string; json(): { data: Item } }>) => {
    const done = await answer;
    expect(done.statusCode, done.body).toBeLessThan(300);
    return done.json().data;
  };
  const publicOffer = async (key: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/classified/${key}?lang=pl` })).body;
  const agent = async () => {
    const staff = await createSignedInStaff(ctx, 'agent');
    return { staff, cardId: await insertAgentCardFor(ctx.database, staff, `Agent ${staff.email}`) };
  };
  const publish = (who: TestStaff, item: Item) =>
    ok(
      call(who, 'POST', `${PATH}/${item.key}/publication`, {
        body: { action: 'publish' },
        version: item.version,
      }),
    );

  it('lets an agent write only their own offers, refused before the body is read, and list only theirs', async () => {
    const mine = await agent();
    const theirs = await agent();
    const cardless = await createSignedInStaff(ctx, 'agent');
    // Created under the agent's own card whatever the form names; another card is refused.
    const own = await ok(call(mine.staff, 'POST', PATH, { body: offerEditorForm() }));
    expect(own.values.agentId).toBe(mine.cardId);
    const named = await call(mine.staff, 'POST', PATH, { body: offerEditorForm({ agentId: theirs.cardId }) });
    expect(named.statusCode).toBe(403);
    expect((await call(cardless, 'POST', PATH, { body: offerEditorForm() })).statusCode).toBe(403);
    const other = await ok(call(theirs.staff, 'POST', PATH, { body: offerEditorForm() }));

    // Another agent's offer is 403 whatever the body says (an empty one would be 400 past the guard).
    for (const [method, url, body] of [
      ['GET', `${PATH}/${other.key}`, undefined],
      ['GET', `${PATH}/${other.key}/preview`, undefined],
      ['PUT', `${PATH}/${other.key}`, { nonsense: true }],
      ['POST', `${PATH}/${other.key}/publication`, { action: 'nonsense' }],
    ] as const) {
      const refused = await call(mine.staff, method, url, { body, version: 'not a version' });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
    }
    // Past the guard, the same bad body is the agent's own 400.
    expect(
      (await call(mine.staff, 'PUT', `${PATH}/${own.key}`, { body: { nonsense: true }, version: 1 }))
        .statusCode,
    ).toBe(400);

    const listed = await call(mine.staff, 'GET', PATH);
    expect(listed.json().data.map((item: Item) => item.key)).toEqual([own.key]);
    expect((await call(cardless, 'GET', PATH)).json()).toMatchObject({ data: [], meta: { total: 0 } });
    const editor = await createSignedInStaff(ctx, 'editor');
    expect((await call(editor, 'GET', PATH)).json().data.map((item: Item) => item.key)).toEqual(
      expect.arrayContaining([own.key, other.key]),
    );
  });

  it('keeps the automatic "new price" through a second save from a form that still shows it off, on a draft and in a working copy', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    const form = (overrides = {}) => ({ ...offerEditorForm(overrides), startedFrom: { isNewPrice: false } });
    // A draft: the save writes the row, so the lower price turns the badge on at once.
    const draft = await ok(call(editor, 'POST', PATH, { body: offerEditorForm() }));
    const lowered = await ok(
      call(editor, 'PUT', `${PATH}/${draft.key}`, {
        body: form({ price: 199_000_000 }),
        version: draft.version,
      }),
    );
    expect(lowered.values.flags.isNewPrice).toBe(true);
    const again = await ok(
      call(editor, 'PUT', `${PATH}/${draft.key}`, {
        body: form({ price: 199_000_000, flags: { isRecommended: true } }),
        version: lowered.version,
      }),
    );
    expect(again.values.flags).toMatchObject({ isNewPrice: true, isRecommended: true });
    // A person who clears the box they saw ticked clears it.
    const cleared = await ok(
      call(editor, 'PUT', `${PATH}/${draft.key}`, {
        body: {
          ...offerEditorForm({ price: 199_000_000, flags: { isNewPrice: false } }),
          startedFrom: { isNewPrice: true },
        },
        version: again.version,
      }),
    );
    expect(cleared.values.flags.isNewPrice).toBe(false);

    // Published: the lower price waits in the working copy; "publish changes" compares it with the
    // live price, turns the badge on, records the history, and is public only then.
    const offer = await ok(call(editor, 'POST', PATH, { body: offerEditorForm() }));
    const live = await publish(editor, offer);
    const before = await publicOffer(offer.key);
    const copy = await ok(
      call(editor, 'PUT', `${PATH}/${offer.key}`, {
        body: form({ price: 199_000_000 }),
        version: live.version,
      }),
    );
    expect(copy.values).toMatchObject({ price: 199_000_000, flags: { isNewPrice: false } });
    expect(await publicOffer(offer.key)).toBe(before);
    const history = () =>
      ctx.database.db
        .selectFrom('offer_price_history')
        .select(['old_price', 'new_price'])
        .where('offer_id', '=', Number(offer.key))
        .execute();
    expect(await history()).toEqual([]);
    const changed = await publish(editor, copy);
    expect(changed.values.flags.isNewPrice).toBe(true);
    expect(await history()).toEqual([{ old_price: 250_000_000, new_price: 199_000_000 }]);
    expect(JSON.parse(await publicOffer(offer.key)).data).toMatchObject({
      isNewPrice: 1,
      price: 199_000_000,
    });

    // The same stale form saved again (another box ticked, "new price" as it first showed it): kept.
    const second = await ok(
      call(editor, 'PUT', `${PATH}/${offer.key}`, {
        body: form({ price: 199_000_000, flags: { isRecommended: true } }),
        version: changed.version,
      }),
    );
    expect(second.values.flags).toMatchObject({ isNewPrice: true, isRecommended: true });
    await publish(editor, second);
    expect(JSON.parse(await publicOffer(offer.key)).data).toMatchObject({ isNewPrice: 1, isRecommended: 1 });
  });

  it('makes an offer new at its first publication, by staff and by the loop, and refuses an archived one', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    const now = await ok(call(editor, 'POST', PATH, { body: offerEditorForm() }));
    expect((await publish(editor, now)).values.flags.isNew).toBe(true);

    const later = await ok(call(editor, 'POST', PATH, { body: offerEditorForm() }));
    const at = new Date(Date.now() + 3_600_000);
    await ok(
      call(editor, 'POST', `${PATH}/${later.key}/publication`, {
        body: { action: 'schedule', at: at.toISOString() },
        version: later.version,
      }),
    );
    await testPublicationLoop(ctx.database, { now: () => new Date(at.getTime() + 1_000) }).tick();
    const row = await ctx.database.db
      .selectFrom('offers')
      .select(['status', 'is_new', 'new_until', 'published_at', 'publish_at'])
      .where('id', '=', Number(later.key))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'published',
      is_new: 1,
      published_at: at.toISOString(),
      publish_at: null,
    });
    expect(Date.parse(row.new_until ?? '')).toBeGreaterThan(at.getTime());
    const entries = await ctx.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('entity', '=', 'offer')
      .where('entity_id', '=', later.key)
      .orderBy('id')
      .execute();
    expect(entries.map((entry) => entry.action)).toEqual([
      'offer.create',
      'offer.schedule',
      'offer.scheduled-publication',
    ]);

    const archived = await ok(call(editor, 'POST', PATH, { body: offerEditorForm() }));
    await ctx.app.inject({
      method: 'POST',
      url: `/api/back-office/offers/${archived.key}/archive`,
      payload: { archived: true },
      headers: fromSite(ctx.config, editor.cookie),
    });
    const opened = (await call(editor, 'GET', `${PATH}/${archived.key}`)).json().data as Item;
    const refused = await call(editor, 'POST', `${PATH}/${archived.key}/publication`, {
      body: { action: 'publish' },
      version: opened.version,
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.code).toBe('offer_archived');
  });
  it('answers every message of a create at once, the rules across fields beside the fields left out', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    const unplaced = Object.fromEntries(
      Object.entries(offerEditorForm({ town: 'Kraków', titleEn: '' })).filter(
        ([name]) => !name.startsWith('l'),
      ),
    );
    const refused = await call(editor, 'POST', PATH, { body: unplaced });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.fields).toMatchObject({
      lat: 'required',
      lng: 'required',
      titleEn: 'required',
      town: 'town_unknown',
    });
  });

  it('reads an offer whose stored row fails a field’s own check (a latitude outside Poland), and names the field when it is saved', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    const offer = await ok(call(editor, 'POST', PATH, { body: offerEditorForm() }));
    // Written past the editor: a point in the Baltic, north of Poland's bounds.
    await ctx.database.db
      .updateTable('offers')
      .set({ lat: 56.5 })
      .where('id', '=', Number(offer.key))
      .execute();
    const opened = await call(editor, 'GET', `${PATH}/${offer.key}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const item = opened.json().data as Item & { values: { lat: number } };
    expect(item.values.lat).toBe(56.5);
    const listed = await call(editor, 'GET', PATH);
    expect(listed.statusCode, listed.body).toBe(200);
    expect((await call(editor, 'GET', `${PATH}/${offer.key}/preview`)).statusCode).toBe(200);
    const unfixed = await call(editor, 'PUT', `${PATH}/${offer.key}`, {
      body: { ...offerEditorForm(), lat: 56.5 },
      version: item.version,
    });
    expect(unfixed.statusCode, unfixed.body).toBe(400);
    expect(unfixed.json().error.fields).toEqual({ lat: 'location_outside_poland' });
    const fixed = await call(editor, 'PUT', `${PATH}/${offer.key}`, {
      body: offerEditorForm(),
      version: item.version,
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().data.values.lat).toBe(offerEditorForm().lat);
  });

  it('reads an offer whose stored row breaks a rule across fields, so staff can open it and fix it', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    const offer = await ok(call(editor, 'POST', PATH, { body: offerEditorForm() }));
    // Written past the editor (as an old import or another system could): a "discount" above the price.
    await ctx.database.db
      .updateTable('offers')
      .set({ price: 100_000, discount_price: 200_000, is_discount: 1 })
      .where('id', '=', Number(offer.key))
      .execute();
    const opened = await call(editor, 'GET', `${PATH}/${offer.key}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const item = opened.json().data as Item & { values: { discountPrice: number | null } };
    expect(item.values).toMatchObject({ price: 100_000, discountPrice: 200_000 });
    const listed = await call(editor, 'GET', PATH);
    expect(listed.statusCode, listed.body).toBe(200);
    expect((await call(editor, 'GET', `${PATH}/${offer.key}/preview`)).statusCode).toBe(200);
    // Saved as it is, it is told what to fix; fixed, it is saved.
    const form = { ...offerEditorForm(), price: 100_000, discountPrice: 200_000 };
    const unfixed = await call(editor, 'PUT', `${PATH}/${offer.key}`, { body: form, version: item.version });
    expect(unfixed.statusCode, unfixed.body).toBe(400);
    expect(unfixed.json().error.fields).toEqual({ discountPrice: 'discount_not_lower' });
    const fixed = await ok(
      call(editor, 'PUT', `${PATH}/${offer.key}`, {
        body: { ...form, discountPrice: null },
        version: item.version,
      }),
    );
    expect(fixed.values.price).toBe(100_000);
  });
});
