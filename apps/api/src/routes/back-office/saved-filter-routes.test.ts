import { SAVED_FILTERS_PER_LIST } from '@estate/domain/saved-filters';
import { describe, expect, it } from 'vitest';
import { saveFilter } from '../../services/saved-filters';
import { createSignedInStaff, fromSite, staffCall, type TestStaff } from '../../testing/staff-sessions';
import { useTestApp } from '../../testing/test-app';
import { testDialects } from '../../testing/test-database';

const URL = '/api/back-office/saved-filters';

/**
 * Issue 35, decision 062: a staff member saves a list's filter under a name, reads their own per
 * list, and deletes one; nobody reads or deletes another's; each write is audited.
 */
describe.each(testDialects())('saved filters of the back-office lists (%s)', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });
  const send = staffCall(ctx);
  const remove = (who: TestStaff, id: number) =>
    ctx.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: fromSite(ctx.config, who.cookie) });
  const names = async (who: TestStaff, list: string) =>
    ((await send(who, 'GET', `${URL}?list=${list}`)).json().data as { name: string; query: string }[]).map(
      (filter) => `${filter.name}: ${filter.query}`,
    );

  it('saves a filter in its list’s own form, replaces one of the same name, lists one’s own only, deletes one’s own only; audited', async () => {
    const agent = await createSignedInStaff(ctx, 'agent');
    const editor = await createSignedInStaff(ctx, 'editor');

    const saved = await send(agent, 'POST', URL, {
      list: 'offers',
      name: '  Moje szkice  ',
      query: 'q=&status=draft&sort=price&order=asc&page=3',
    });
    expect(saved.statusCode).toBe(201);
    const first = saved.json().data;
    expect(first).toMatchObject({
      list: 'offers',
      name: 'Moje szkice',
      query: 'status=draft&sort=price&order=asc',
    });
    expect(
      (await send(agent, 'POST', URL, { list: 'inbox', name: 'Nowe', query: 'status=new&assigned=me' }))
        .statusCode,
    ).toBe(201);
    // The same name again replaces the filter (one link per name).
    const again = await send(agent, 'POST', URL, {
      list: 'offers',
      name: 'Moje szkice',
      query: 'status=draft',
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(first.id);
    expect(await names(agent, 'offers')).toEqual(['Moje szkice: status=draft']);
    expect(await names(agent, 'inbox')).toEqual(['Nowe: status=new&assigned=me']);
    // Another person sees none of them and cannot delete them.
    expect(await names(editor, 'offers')).toEqual([]);
    expect((await remove(editor, first.id)).statusCode).toBe(404);
    expect(await names(agent, 'offers')).toHaveLength(1);

    expect((await remove(agent, first.id)).statusCode).toBe(204);
    expect(await names(agent, 'offers')).toEqual([]);
    expect((await remove(agent, first.id)).statusCode).toBe(404);

    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'entity', 'entity_id'])
      .where('entity', '=', 'saved_filter')
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual([
      'saved-filter.save',
      'saved-filter.save',
      'saved-filter.save',
      'saved-filter.delete',
    ]);
    expect(audit.every((entry) => entry.actor_id === agent.id)).toBe(true);
    expect(audit[3]?.entity_id).toBe(String(first.id));
  });

  it('keeps no search for a sender in a saved inbox filter, nor in its audit entry', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    const saved = await send(editor, 'POST', URL, {
      list: 'inbox',
      name: 'Od Kowalskiego',
      query: 'q=kowalski%40example.pl&status=new',
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data.query).toBe('status=new');
    expect(await names(editor, 'inbox')).toEqual(['Od Kowalskiego: status=new']);
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select('changes')
      .where('action', '=', 'saved-filter.save')
      .where('actor_id', '=', editor.id)
      .execute();
    expect(audit.map((entry) => entry.changes).join()).not.toContain('kowalski');
  });

  it('saves two requests under one name at once as one filter, both answered', async () => {
    const agent = await createSignedInStaff(ctx, 'agent');
    const save = (query: string) => send(agent, 'POST', URL, { list: 'offers', name: 'Razem', query });
    const answers = await Promise.all([save('status=draft'), save('status=published')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(await names(agent, 'offers')).toHaveLength(1);
    // The service's two transactions themselves at once, where both read no such name first.
    const context = {
      db: ctx.database.db,
      userId: agent.id,
      actor: { id: agent.id, email: agent.email, ip: null },
    };
    for (const name of ['A', 'B', 'C', 'D', 'E']) {
      const saved = await Promise.all(
        ['status=new', 'status=done'].map((query) => saveFilter(context, { list: 'inbox', name, query })),
      );
      expect(saved[0]?.id).toBe(saved[1]?.id);
    }
    expect(await names(agent, 'inbox')).toHaveLength(5);
  });

  it('refuses a query its list does not take, a name too long or empty, and more than the list keeps', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    for (const [body, field, code] of [
      [{ list: 'offers', name: 'x', query: 'status=nonsense' }, 'query', 'invalid_value'],
      [{ list: 'offers', name: 'x', query: 'evil=1' }, 'query', 'invalid_value'],
      [{ list: 'inbox', name: 'x', query: 'sort=price' }, 'query', 'invalid_value'],
      [{ list: 'offers', name: ' ', query: '' }, 'name', 'required'],
      [{ list: 'offers', name: 'x'.repeat(61), query: '' }, 'name', 'too_long'],
      [{ list: 'audit', name: 'x', query: '' }, 'list', 'invalid_value'],
    ] as const) {
      const answer = await send(editor, 'POST', URL, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.fields?.[field], JSON.stringify(answer.json())).toBe(code);
    }
    for (let n = 1; n <= SAVED_FILTERS_PER_LIST; n += 1) {
      expect((await send(editor, 'POST', URL, { list: 'offers', name: `F${n}`, query: '' })).statusCode).toBe(
        201,
      );
    }
    const full = await send(editor, 'POST', URL, { list: 'offers', name: 'one more', query: '' });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe('saved_filters_full');
    // Replacing one by its name is still allowed.
    expect(
      (await send(editor, 'POST', URL, { list: 'offers', name: 'F1', query: 'status=draft' })).statusCode,
    ).toBe(201);
  });
});
