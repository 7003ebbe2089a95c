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

describe.each(testDialects())("the back office's offer list (%s)", (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });

  /** An agent with a card and the given offers of theirs; returns the agent and the offers' ids. */
  async function agentWith(offers: Parameters<typeof insertOffer>[1][]) {
    const agent = await createSignedInStaff(ctx, 'agent');
    const cardId = await insertAgentCardFor(ctx.database, agent, `Agent ${agent.email}`);
    const ids: number[] = [];
    for (const offer of offers)
      ids.push(await insertOffer(ctx.database.db, { ...offer, agent_id: cardId, photos: 0 }));
    return { agent, cardId, ids };
  }

  const list = (who: TestStaff, query = '') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/back-office/offers${query}`,
      headers: fromSite(ctx.config, who.cookie),
    });

  it('shows an agent their own offers only, an editor everyone’s; search, filters, sort and pages', async () => {
    const anna = await agentWith([
      { tipi: 'BO-A1', title_pl: 'Centrala w Łodzi', price: 50_000_000 },
      { tipi: 'BO-A2', title_pl: 'Działka 100% uzbrojona', price: 10_000_000, is_sold: 1 },
    ]);
    const piotr = await agentWith([
      {
        tipi: 'BO-P1',
        title_pl: 'Biuro w Gdańsku',
        price: 30_000_000,
        // Discounted: what a visitor pays, 5 mln, is what the price sort and the list's price go by.
        is_discount: 1,
        discount_price: 5_000_000,
        status: 'unpublished',
        is_video_drone: 1,
      },
    ]);
    const editor = await createSignedInStaff(ctx, 'editor');

    const own = (await list(anna.agent)).json();
    expect(own.data.map((offer: { tipi: string }) => offer.tipi).sort()).toEqual(['BO-A1', 'BO-A2']);
    expect(own.meta).toMatchObject({ total: 2, page: 1, pages: 1, perPage: 25 });

    const everyone = (await list(editor, '?sort=price&order=asc')).json();
    expect(everyone.data.map((offer: { tipi: string }) => offer.tipi)).toEqual(['BO-P1', 'BO-A2', 'BO-A1']);
    expect(everyone.data[0]).toMatchObject({
      price: 30_000_000,
      effectivePrice: 5_000_000,
      status: 'unpublished',
      sold: false,
      agent: { id: piotr.cardId },
    });

    expect((await list(editor, '?q=bo-p1')).json().data.map((o: { tipi: string }) => o.tipi)).toEqual([
      'BO-P1',
    ]);
    expect((await list(editor, '?q=gda')).json().data.map((o: { tipi: string }) => o.tipi)).toEqual([
      'BO-P1',
    ]);
    // A % typed into the search is a percent sign, not "anything".
    expect(
      (await list(editor, `?q=${encodeURIComponent('100%')}`))
        .json()
        .data.map((o: { tipi: string }) => o.tipi),
    ).toEqual(['BO-A2']);
    expect(
      (await list(editor, `?q=${encodeURIComponent('%')}`)).json().data.map((o: { tipi: string }) => o.tipi),
    ).toEqual(['BO-A2']);
    expect((await list(editor, '?status=sold')).json().data.map((o: { tipi: string }) => o.tipi)).toEqual([
      'BO-A2',
    ]);
    expect(
      (await list(editor, '?status=unpublished')).json().data.map((o: { tipi: string }) => o.tipi),
    ).toEqual(['BO-P1']);
    expect(
      (await list(editor, `?agentId=${anna.cardId}&sort=tipi&order=asc`))
        .json()
        .data.map((o: { tipi: string }) => o.tipi),
    ).toEqual(['BO-A1', 'BO-A2']);
    expect(
      (await list(editor, '?flag=isVideoDrone')).json().data.map((o: { tipi: string }) => o.tipi),
    ).toEqual(['BO-P1']);
    expect((await list(editor, '?flag=isSold')).json().data.map((o: { tipi: string }) => o.tipi)).toEqual([
      'BO-A2',
    ]);
    expect((await list(editor, '?flag=isHaunted')).statusCode).toBe(400);
    // An agent's search never reaches another agent's offers.
    expect((await list(anna.agent, '?q=BO-P1')).json().data).toEqual([]);
    expect((await list(editor, '?status=lost')).statusCode).toBe(400);
  });

  it('opens one offer for its agent, an editor and an admin; another agent gets 403', async () => {
    const owner = await agentWith([{ tipi: 'BO-O1' }]);
    const other = await agentWith([]);
    const editor = await createSignedInStaff(ctx, 'editor');
    const open = (who: TestStaff, id: number | string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/back-office/offers/${id}`,
        headers: fromSite(ctx.config, who.cookie),
      });
    const id = owner.ids[0] ?? 0;
    expect((await open(owner.agent, id)).json().data).toMatchObject({
      tipi: 'BO-O1',
      agent: { id: owner.cardId },
    });
    expect((await open(editor, id)).statusCode).toBe(200);
    const refused = await open(other.agent, id);
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'forbidden']);
    expect((await open(editor, 999_999)).statusCode).toBe(404);
  });

  it('sorts offers without a price last in both directions on either database', async () => {
    const { cardId } = await agentWith([
      { tipi: 'BO-N1', title_pl: 'Bez ceny 1', price: null },
      { tipi: 'BO-C1', title_pl: 'Tania', price: 1_000_000 },
      { tipi: 'BO-N2', title_pl: 'Bez ceny 2', price: null },
      { tipi: 'BO-C2', title_pl: 'Droga', price: 9_000_000 },
    ]);
    const editor = await createSignedInStaff(ctx, 'editor');
    const tipis = async (query: string) =>
      (await list(editor, `${query}&agentId=${cardId}`))
        .json()
        .data.map((offer: { tipi: string }) => offer.tipi);
    // Ties (the two without a price) follow the id in the sort's direction.
    expect(await tipis('?sort=price&order=asc')).toEqual(['BO-C1', 'BO-C2', 'BO-N1', 'BO-N2']);
    expect(await tipis('?sort=price&order=desc')).toEqual(['BO-C2', 'BO-C1', 'BO-N2', 'BO-N1']);
  });

  it('sorts by title, town, state and agent in Polish order, ties by id, without a page repeating an offer', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    const card = async (name: string) =>
      insertAgentCardFor(ctx.database, await createSignedInStaff(ctx, 'agent'), name);
    const [lucyna, lukasz, zaneta] = [
      await card('Lucyna Kowal'),
      await card('Łukasz Nowak'),
      await card('Żaneta Wójcik'),
    ];
    // Voivodeship 2 is this test's alone, so the list holds these offers only.
    const offers = [
      { tipi: 'BO-S1', title_pl: 'Łąka nad rzeką', town: 'Łódź', status: 'draft', agent_id: lukasz },
      { tipi: 'BO-S2', title_pl: 'Lokal w centrum', town: 'Lublin', status: 'published', agent_id: lucyna },
      { tipi: 'BO-S3', title_pl: 'Żwirownia', town: 'Cieszyn', status: 'unpublished', agent_id: null },
      {
        tipi: 'BO-S4',
        title_pl: 'zabudowa szeregowa',
        town: 'Zakopane',
        status: 'scheduled',
        agent_id: zaneta,
      },
      { tipi: 'BO-S5', title_pl: 'Ćwiczebna sala', town: 'Ćmielów', status: 'published', agent_id: null },
      { tipi: 'BO-S6', title_pl: 'Centrum', town: 'Żywiec', status: 'draft', agent_id: lucyna },
    ] as const;
    for (const offer of offers) await insertOffer(ctx.database.db, { ...offer, voivodeship: 2, photos: 0 });
    const tipis = async (query: string) =>
      (await list(editor, `?voivodeship=2&${query}`))
        .json()
        .data.map((offer: { tipi: string }) => offer.tipi);
    const sorted = async (sort: string) => [
      await tipis(`sort=${sort}&order=asc`),
      await tipis(`sort=${sort}&order=desc`),
    ];

    // C < Ć < L < Ł < Z < Ż, whatever the case; each database's own collation would not say so.
    expect(await sorted('title')).toEqual([
      ['BO-S6', 'BO-S5', 'BO-S2', 'BO-S1', 'BO-S4', 'BO-S3'],
      ['BO-S3', 'BO-S4', 'BO-S1', 'BO-S2', 'BO-S5', 'BO-S6'],
    ]);
    expect(await sorted('town')).toEqual([
      ['BO-S3', 'BO-S5', 'BO-S2', 'BO-S1', 'BO-S4', 'BO-S6'],
      ['BO-S6', 'BO-S4', 'BO-S1', 'BO-S2', 'BO-S5', 'BO-S3'],
    ]);
    // Draft, scheduled, published, unpublished; ties by id in the sort's direction.
    expect(await sorted('state')).toEqual([
      ['BO-S1', 'BO-S6', 'BO-S4', 'BO-S2', 'BO-S5', 'BO-S3'],
      ['BO-S3', 'BO-S5', 'BO-S2', 'BO-S4', 'BO-S6', 'BO-S1'],
    ]);
    // By the agent's name (Lucyna < Łukasz < Żaneta); offers without an agent last both ways.
    expect(await sorted('agent')).toEqual([
      ['BO-S2', 'BO-S6', 'BO-S1', 'BO-S4', 'BO-S3', 'BO-S5'],
      ['BO-S4', 'BO-S1', 'BO-S6', 'BO-S2', 'BO-S5', 'BO-S3'],
    ]);

    // 30 offers (voivodeship 3) sharing a title, a town, a state and an agent by threes and
    // fives: the two pages of each sort hold every offer once.
    const many: number[] = [];
    for (let i = 0; i < 30; i += 1)
      many.push(
        await insertOffer(ctx.database.db, {
          tipi: `BO-M${String(i).padStart(2, '0')}`,
          title_pl: `Działka ${i % 3}`,
          town: ['Opole', 'Łomża'][i % 2] ?? 'Opole',
          status: i % 5 === 0 ? 'draft' : 'published',
          agent_id: [lucyna, lukasz, null][i % 3] ?? null,
          voivodeship: 3,
          photos: 0,
        }),
      );
    for (const sort of ['title', 'town', 'state', 'agent']) {
      for (const order of ['asc', 'desc']) {
        const page = async (n: number) =>
          (await list(editor, `?voivodeship=3&sort=${sort}&order=${order}&page=${n}`))
            .json()
            .data.map((offer: { id: number }) => offer.id);
        const [first, second] = [await page(1), await page(2)];
        expect([first.length, second.length]).toEqual([25, 5]);
        expect(new Set([...first, ...second]).size, `${sort} ${order}`).toBe(30);
      }
    }
  });
});
