import { describe, expect, it } from 'vitest';
import { insertOffer } from '../../testing/offer-factory';
import {
  createSignedInStaff,
  fromSite,
  insertAgentCardFor,
  type TestStaff,
} from '../../testing/staff-sessions';
import { useTestApp } from '../../testing/test-app';
import { testDialects } from '../../testing/test-database';

/**
 * Issue 35: "Archiwizuj" instead of deleting (decision 058). An archived offer leaves the public
 * site (404, as an unpublished one) and the back office's default list (the "archived" state lists
 * it), cannot be published until restored, and only an editor or an admin restores it; nothing is
 * deleted and every step is audited.
 */
describe.each(testDialects())('archiving an offer (%s)', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });

  const send = (who: TestStaff, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: fromSite(ctx.config, who.cookie),
    });
  const archive = (who: TestStaff, id: number, archived: boolean) =>
    send(who, 'POST', `/api/back-office/offers/${id}/archive`, { archived });
  const listed = async (who: TestStaff, query: string) =>
    (await send(who, 'GET', `/api/back-office/offers?${query}`))
      .json()
      .data.map((offer: { id: number }) => offer.id);
  const publicOffer = (id: number) => ctx.app.inject({ method: 'GET', url: `/api/classified/${id}?lang=pl` });
  const auditOf = async (id: number) =>
    (
      await ctx.database.db
        .selectFrom('audit_log')
        .select(['action', 'actor_id'])
        .where('entity', '=', 'offer')
        .where('entity_id', '=', String(id))
        .orderBy('id')
        .execute()
    ).map((entry) => entry.action);

  async function agentWithPublishedOffer() {
    const staff = await createSignedInStaff(ctx, 'agent');
    const cardId = await insertAgentCardFor(ctx.database, staff, `Agent ${staff.email}`);
    const id = await insertOffer(ctx.database.db, { agent_id: cardId, status: 'published' });
    return { staff, id };
  }

  it('takes a published offer off the site and the default list; the archived state lists it; an editor restores it unpublished', async () => {
    const { staff, id } = await agentWithPublishedOffer();
    expect((await publicOffer(id)).statusCode).toBe(200);

    const archived = await archive(staff, id, true);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().data).toMatchObject({ status: 'unpublished', archivedAt: expect.any(String) });
    expect((await publicOffer(id)).statusCode).toBe(404);
    expect(await listed(staff, '')).not.toContain(id);
    expect(await listed(staff, 'status=archived')).toEqual([id]);
    const opened = (await send(staff, 'GET', `/api/back-office/offers/${id}`)).json().data;
    expect(opened).toMatchObject({ status: 'unpublished', archivedAt: expect.any(String) });
    // Still there, never deleted.
    expect(
      await ctx.database.db.selectFrom('offers').select('id').where('id', '=', id).execute(),
    ).toHaveLength(1);

    // Archived, it cannot be published, alone or in bulk, until restored.
    const publish = await send(staff, 'POST', `/api/back-office/offers/${id}/publication`, {
      action: 'publish',
    });
    expect(publish.statusCode).toBe(409);
    expect(publish.json().error.code).toBe('offer_archived');
    const bulk = await send(staff, 'POST', '/api/back-office/offers/bulk', { action: 'publish', ids: [id] });
    expect(bulk.statusCode).toBe(409);
    expect((await publicOffer(id)).statusCode).toBe(404);

    // The agent cannot bring it back; an editor can, unpublished, and the list has it again.
    const refused = await archive(staff, id, false);
    expect(refused.statusCode).toBe(403);
    const editor = await createSignedInStaff(ctx, 'editor');
    const restored = await archive(editor, id, false);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toEqual({ status: 'unpublished', archivedAt: null });
    expect(await listed(staff, '')).toContain(id);
    expect(await listed(staff, 'status=archived')).not.toContain(id);
    expect(
      (await send(staff, 'POST', `/api/back-office/offers/${id}/publication`, { action: 'publish' }))
        .statusCode,
    ).toBe(200);
    expect((await publicOffer(id)).statusCode).toBe(200);

    expect(await auditOf(id)).toEqual(['offer.archive', 'offer.restore', 'offer.publish']);
  });

  it('turns a scheduled offer back into a draft, so the publication loop never publishes it', async () => {
    const editor = await createSignedInStaff(ctx, 'admin');
    const id = await insertOffer(ctx.database.db, {
      status: 'scheduled',
      publish_at: '2030-01-01T00:00:00.000Z',
    });
    const waiting = async () =>
      (await send(editor, 'GET', '/api/back-office/dashboard')).json().data.offers as {
        drafts: number;
        scheduled: number;
      };
    const before = await waiting();
    const answer = await archive(editor, id, true);
    expect(answer.json().data).toMatchObject({ status: 'draft' });
    // Not work waiting: the dashboard counts it neither as scheduled nor as a draft.
    expect(await waiting()).toEqual({ drafts: before.drafts, scheduled: before.scheduled - 1 });
    const row = await ctx.database.db
      .selectFrom('offers')
      .select(['status', 'publish_at', 'is_published'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'draft', publish_at: null, is_published: 0 });
    // Archiving twice changes nothing and is audited once.
    expect((await archive(editor, id, true)).statusCode).toBe(200);
    expect(await auditOf(id)).toEqual(['offer.archive']);
  });

  it('lets an agent archive only their own offers', async () => {
    const { id } = await agentWithPublishedOffer();
    const other = await createSignedInStaff(ctx, 'agent');
    await insertAgentCardFor(ctx.database, other, `Agent ${other.email}`);
    expect((await archive(other, id, true)).statusCode).toBe(403);
    expect((await publicOffer(id)).statusCode).toBe(200);
  });
});
