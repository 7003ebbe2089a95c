import { describe, expect, it } from 'vitest';
import { offerEditorForm } from '../../testing/offer-editor-form';
import { testPublicationLoop } from '../../testing/publication-loops';
import {
  createSignedInStaff,
  insertAgentCardFor,
  staffCall,
  type TestStaff,
} from '../../testing/staff-sessions';
import { useTestApp } from '../../testing/test-app';
import { testDialects } from '../../testing/test-database';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Issue 35: "Nowość" by itself (decision 058). An offer's first publication makes it new for the
 * admins' number of days (14 unless set; 0 turns it off), the publication loop takes the flag off
 * when they have passed, and a person may untick it on one offer, which a form that never saw it
 * set cannot do by accident.
 */
describe.each(testDialects())('"new" after the first publication (%s)', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });

  const send = staffCall(ctx);
  const publicFlag = async (id: number) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/classified/${id}?lang=pl` })).json().data
      .isNew as number;
  const stored = (id: number) =>
    ctx.database.db
      .selectFrom('offers')
      .select(['is_new', 'new_until', 'published_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  async function publishedDraft(staff: TestStaff) {
    const created = await send(staff, 'POST', '/api/back-office/offers', offerEditorForm());
    const id: number = created.json().data.id;
    expect(
      (await send(staff, 'POST', `/api/back-office/offers/${id}/publication`, { action: 'publish' }))
        .statusCode,
    ).toBe(200);
    return id;
  }

  async function agent() {
    const staff = await createSignedInStaff(ctx, 'agent');
    await insertAgentCardFor(ctx.database, staff, `Agent ${staff.email}`);
    return staff;
  }

  it('makes a first publication new for 14 days, which the loop ends; republishing does not start it again', async () => {
    const staff = await agent();
    const id = await publishedDraft(staff);
    const row = await stored(id);
    expect(row.is_new).toBe(1);
    expect(Date.parse(row.new_until ?? '') - Date.parse(row.published_at)).toBe(14 * DAY_MS);
    expect(await publicFlag(id)).toBe(1);

    // The days pass: the loop takes the flag off, audited with no person.
    const loop = testPublicationLoop(ctx.database, {
      now: () => new Date(Date.parse(row.new_until ?? '') + 1_000),
    });
    await loop.tick();
    expect(await stored(id)).toMatchObject({ is_new: 0, new_until: null });
    expect(await publicFlag(id)).toBe(0);
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('entity_id', '=', String(id))
      .where('action', '=', 'offer.new-expired')
      .execute();
    expect(audit).toEqual([{ action: 'offer.new-expired', actor_id: null }]);

    // Taken down and published again: not a first publication.
    await send(staff, 'POST', `/api/back-office/offers/${id}/publication`, { action: 'unpublish' });
    await send(staff, 'POST', `/api/back-office/offers/${id}/publication`, { action: 'publish' });
    expect(await stored(id)).toMatchObject({ is_new: 0, new_until: null });
  });

  it('lets a person untick it on one offer, but a form that never saw it set keeps it', async () => {
    const staff = await agent();
    const id = await publishedDraft(staff);
    const version = (await send(staff, 'GET', `/api/back-office/offers/${id}`)).headers.etag as string;
    // A form opened before the publication: its box was off and the person did not touch it.
    const stale = await send(
      staff,
      'PUT',
      `/api/back-office/offers/${id}`,
      { ...offerEditorForm({ titlePl: 'Nowy tytuł' }), startedFrom: { isNewPrice: false, isNew: false } },
      { 'if-match': version },
    );
    expect(stale.statusCode).toBe(200);
    expect(stale.json().data.values.flags.isNew).toBe(true);
    // Unticked by the person: off for good, nothing sets it again.
    const off = await send(
      staff,
      'PUT',
      `/api/back-office/offers/${id}`,
      {
        ...offerEditorForm({ titlePl: 'Nowy tytuł', flags: { isNew: false } }),
        startedFrom: { isNewPrice: false, isNew: true },
      },
      { 'if-match': stale.headers.etag as string },
    );
    expect(off.json().data.values.flags.isNew).toBe(false);
    expect(await stored(id)).toMatchObject({ is_new: 0, new_until: null });
  });

  it('follows the admins’ setting: 0 turns it off; agents and editors may read it, only admins change it', async () => {
    const admin = await createSignedInStaff(ctx, 'admin');
    const editor = await createSignedInStaff(ctx, 'editor');
    expect((await send(editor, 'GET', '/api/back-office/offers/new-days')).json().data).toMatchObject({
      days: 14,
      min: 0,
      max: 365,
      default: 14,
    });
    expect((await send(editor, 'PUT', '/api/back-office/offers/new-days', { days: 0 })).statusCode).toBe(403);
    const bad = await send(admin, 'PUT', '/api/back-office/offers/new-days', { days: 400 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ days: 'invalid_value' });
    const set = await send(admin, 'PUT', '/api/back-office/offers/new-days', { days: 0 });
    expect(set.json().data.days).toBe(0);

    const staff = await agent();
    const id = await publishedDraft(staff);
    expect(await stored(id)).toMatchObject({ is_new: 0, new_until: null });

    await send(admin, 'PUT', '/api/back-office/offers/new-days', { days: 3 });
    // A scheduled offer is new from when the loop publishes it.
    const created = await send(staff, 'POST', '/api/back-office/offers', offerEditorForm());
    const scheduled: number = created.json().data.id;
    const at = new Date(Date.now() + 60_000);
    await send(staff, 'POST', `/api/back-office/offers/${scheduled}/publication`, {
      action: 'schedule',
      at: at.toISOString(),
    });
    await testPublicationLoop(ctx.database, { now: () => new Date(at.getTime() + 1_000) }).tick();
    const row = await stored(scheduled);
    expect(row.is_new).toBe(1);
    expect(Date.parse(row.new_until ?? '') - Date.parse(row.published_at)).toBe(3 * DAY_MS);
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select('changes')
      .where('action', '=', 'settings.offer-new-days')
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => JSON.parse(entry.changes ?? '{}'))).toEqual([
      { days: [14, 0] },
      { days: [0, 3] },
    ]);
  });
});
