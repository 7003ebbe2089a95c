import { TOWNS } from '@estate/domain/towns';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readChangeSignal } from '../../repositories/change-signal-repository';
import { craftedZip, deflatedEntry, deflatedZeros } from '../../testing/crafted-zip';
import { multipart } from '../../testing/multipart';
import { insertOffer } from '../../testing/offer-factory';
import {
  createSignedInStaff,
  fromSite,
  insertAgentCardFor,
  type TestStaff,
} from '../../testing/staff-sessions';
import { useTestApp } from '../../testing/test-app';
import { testDialects } from '../../testing/test-database';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
type Cell = string | number | null;

/** A workbook of one sheet: the header row, then the rows. */
async function workbook(header: string[], rows: Cell[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Oferty');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The first sheet of a workbook as rows of values (header first), columns from 1. */
async function sheetRows(file: Buffer): Promise<Cell[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: Cell[][] = [];
  sheet?.eachRow((row) => {
    rows.push((row.values as Cell[]).slice(1));
  });
  return rows;
}

/**
 * A 1 MB workbook whose sheet says it unpacks to 100 bytes and unpacks to 1 GiB of zeros (issue 32):
 * made once for the file, it takes a couple of seconds to deflate.
 */
let zipBomb: Promise<Buffer> | undefined;
const lyingZipBomb = () => {
  zipBomb ??= deflatedZeros(1024 * 1024 * 1024).then((zeros) =>
    craftedZip([
      deflatedEntry('[Content_Types].xml', '<?xml version="1.0"?><Types/>'),
      deflatedEntry('xl/workbook.xml', '<?xml version="1.0"?><workbook/>'),
      { name: 'xl/worksheets/sheet1.xml', stored: zeros, declaredSize: 100 },
    ]),
  );
  return zipBomb;
};

/** The columns the 1,000-row sheet has, Polish headers but for the price (either language goes). */
const HEADER = [
  'ID',
  'Kod oferty',
  'Tytuł (polski)',
  'Tytuł (angielski)',
  'Rodzaj oferty',
  'Typ nieruchomości',
  'Województwo',
  'Miejscowość',
  'Price (PLN)',
  'Cena promocyjna (PLN)',
];

describe.each(testDialects())('importing and exporting offers as XLSX (%s)', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });

  const upload = (who: TestStaff, file: Buffer, query = '', filename = 'oferty.xlsx') => {
    const body = multipart([{ name: 'file', filename, type: XLSX_TYPE, content: file }]);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/back-office/offers/import${query}`,
      headers: { ...fromSite(ctx.config, who.cookie), 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const exportXlsx = (who: TestStaff, query = '') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/back-office/offers/export.xlsx${query}`,
      headers: fromSite(ctx.config, who.cookie),
    });
  const offerCount = async () =>
    Number(
      (
        await ctx.database.db
          .selectFrom('offers')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const auditCount = async (action: string) =>
    Number(
      (
        await ctx.database.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('action', '=', action)
          .executeTakeFirstOrThrow()
      ).n,
    );

  async function agent() {
    const staff = await createSignedInStaff(ctx, 'agent');
    const cardId = await insertAgentCardFor(ctx.database, staff, `Agent ${staff.email}`);
    return { staff, cardId };
  }

  it('checks 1,000 rows, reports the 3 bad ones and writes nothing, then imports them all once fixed', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    const existing: number[] = [];
    for (let index = 0; index < 300; index += 1)
      existing.push(await insertOffer(ctx.database.db, { photos: 0 }));

    const rows: Cell[][] = [];
    for (let index = 0; index < 1_000; index += 1) {
      const update = index < 300;
      rows.push([
        update ? (existing[index] ?? null) : null,
        // New offers: half with a code of their own, half numbered by the API.
        !update && index % 2 === 0 ? `IMP-${index}` : null,
        `Oferta z arkusza ${index}`,
        `Offer from the sheet ${index}`,
        index % 3 === 0 ? 'wynajem' : 'sprzedaż',
        update ? 'biuro' : 'Land plot',
        'mazowieckie',
        index % 2 === 0 ? 'Warszawa' : 'Radom',
        update ? 900_000 : 250_000 + index,
        null,
      ]);
    }
    // Three bad rows (sheet rows 11, 501 and 901: the header is row 1).
    const bad = rows.map((row) => [...row]);
    (bad[9] as Cell[])[6] = 'Mazowsze';
    (bad[499] as Cell[])[9] = 999_999_999;
    (bad[899] as Cell[])[0] = 999_999;
    const before = await offerCount();

    const started = performance.now();
    const check = await upload(editor, await workbook(HEADER, bad), '?dryRun=1');
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toEqual({
      dryRun: true,
      rows: 1_000,
      creates: 698,
      updates: 299,
      unchanged: 0,
      badRows: 3,
      errorCount: 3,
      errors: [
        { row: 11, column: 'Województwo', code: 'import_name_unknown' },
        { row: 501, column: 'Cena promocyjna (PLN)', code: 'discount_not_lower' },
        { row: 901, column: 'ID', code: 'import_unknown_offer' },
      ],
      changes: expect.any(Array),
    });
    // The changed offers listed: the first 200 of the 299 (decision 056), each with its columns.
    const changes = check.json().data.changes;
    expect(changes).toHaveLength(200);
    expect(changes[0]).toMatchObject({ row: 2, id: existing[0] });
    expect(changes[0].fields.map((field: { key: string }) => field.key)).toContain('titlePl');
    expect(await offerCount()).toBe(before);

    const refused = await upload(editor, await workbook(HEADER, bad));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'import_has_errors',
      report: { dryRun: false, badRows: 3, errors: check.json().data.errors },
    });
    expect(await offerCount()).toBe(before);
    expect(await auditCount('offer.import')).toBe(0);

    // Fixed: the voivodeship's name, a discount below the price, no id (a new offer).
    (bad[9] as Cell[])[6] = 'Mazowieckie';
    (bad[499] as Cell[])[9] = 200_000;
    (bad[899] as Cell[])[0] = null;
    const file = await workbook(HEADER, bad);
    expect((await upload(editor, file, '?dryRun=1')).json().data.errorCount).toBe(0);
    const signal = await readChangeSignal(ctx.database.db, 'offers');
    const importStarted = performance.now();
    const imported = await upload(editor, file);
    const importSeconds = (performance.now() - importStarted) / 1000;
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `${dialect}: 1,000 rows checked, refused, checked and imported in ${seconds.toFixed(1)} s; the import itself ${importSeconds.toFixed(1)} s`,
    );
    expect(imported.statusCode).toBe(200);
    expect(imported.json().data).toMatchObject({ dryRun: false, rows: 1_000, creates: 700, updates: 300 });
    expect(await offerCount()).toBe(before + 700);
    expect(await auditCount('offer.create')).toBe(700);
    expect(await auditCount('offer.update')).toBe(300);
    expect(await auditCount('offer.import')).toBe(1);
    // Published offers changed: the change signal moved, once.
    expect(await readChangeSignal(ctx.database.db, 'offers')).toBe(signal + 1);
    // Well under the site's 30 s timeout for a forwarded request, the four requests together.
    expect(seconds).toBeLessThan(25);

    const updated = await ctx.database.db
      .selectFrom('offers')
      .select(['title_pl', 'price', 'type_property', 'tipi', 'is_new_price'])
      .where('id', '=', existing[10] ?? 0)
      .executeTakeFirstOrThrow();
    expect(updated).toEqual({
      title_pl: 'Oferta z arkusza 10',
      price: 90_000_000,
      type_property: 1,
      // The code stays (its cell was empty); the lower price lights the badge as in the editor.
      tipi: expect.stringMatching(/^X\d{5}$/),
      is_new_price: 1,
    });
    const created = await ctx.database.db
      .selectFrom('offers')
      .select(['tipi', 'status', 'lat', 'lng', 'price', 'discount_price', 'is_discount', 'type_property'])
      .where('title_pl', 'in', ['Oferta z arkusza 499', 'Oferta z arkusza 500', 'Oferta z arkusza 501'])
      .orderBy('title_pl')
      .execute();
    const radom = TOWNS.find((town) => town[0] === 'Radom');
    expect(created).toEqual([
      {
        tipi: expect.stringMatching(/^T\d{5}/),
        status: 'draft',
        lat: radom?.[2],
        lng: radom?.[3],
        price: 25_049_900,
        discount_price: 20_000_000,
        is_discount: 1,
        type_property: 2,
      },
      expect.objectContaining({ tipi: 'IMP-500', status: 'draft' }),
      expect.objectContaining({ tipi: expect.stringMatching(/^T\d{5}/) }),
    ]);
    const importEntry = await ctx.database.db
      .selectFrom('audit_log')
      .select(['actor_id', 'changes'])
      .where('action', '=', 'offer.import')
      .executeTakeFirstOrThrow();
    expect(importEntry.actor_id).toBe(editor.id);
    expect(JSON.parse(importEntry.changes)).toEqual({
      rows: [null, 1_000],
      creates: [null, 700],
      updates: [null, 300],
    });
  }, 120_000);

  it('reports codes taken or given twice, ids twice, unknown headers and agents, and changes nothing', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    const first = await insertOffer(ctx.database.db, { photos: 0, tipi: 'TAKEN-1' });
    const second = await insertOffer(ctx.database.db, { photos: 0 });
    const before = await offerCount();
    const file = await workbook(
      ['ID', 'Offer code', 'Price (PLN)', 'Colour', 'Agent ID', 'Tytuł (polski)'],
      [
        [second, 'taken-1', 1, 'red', null, 'Drugi'],
        [first, null, 2, null, 999_999, 'Pierwszy'],
        [first, null, 3, null, null, 'Pierwszy'],
        [null, 'NEW-1', 4, null, null, 'Nowa'],
        [null, 'new-1', 5, null, null, 'Nowa'],
        [second + 1_000_000, null, 6, null, null, null],
      ],
    );
    const check = await upload(editor, file, '?dryRun=1');
    const required = (row: number, column: string) => ({ row, column, code: 'required' });
    // A new offer lacks the editor's required fields, named in the sheet's language (English wins).
    const newOffer = (row: number) =>
      ['Title (English)', 'Offer type', 'Property type', 'Voivodeship', 'Town'].map((column) =>
        required(row, column),
      );
    expect(check.json().data).toEqual({
      dryRun: true,
      rows: 6,
      creates: 0,
      updates: 0,
      unchanged: 0,
      badRows: 6,
      errorCount: 16,
      errors: [
        { row: 1, column: 'Colour', code: 'import_header_unknown' },
        { row: 2, column: 'Offer code', code: 'tipi_taken' },
        { row: 3, column: 'Agent ID', code: 'agent_unknown' },
        { row: 4, column: 'ID', code: 'import_duplicate_id' },
        ...newOffer(5),
        ...newOffer(6),
        { row: 6, column: 'Offer code', code: 'import_duplicate_tipi' },
        { row: 7, column: 'ID', code: 'import_unknown_offer' },
      ],
      changes: [],
    });
    expect((await upload(editor, file)).statusCode).toBe(400);
    expect(await offerCount()).toBe(before);
  });

  it('lets an agent import only their own offers, under their own card', async () => {
    const mine = await agent();
    const theirs = await agent();
    const own = await insertOffer(ctx.database.db, { photos: 0, agent_id: mine.cardId, price: 50_000_000 });
    const other = await insertOffer(ctx.database.db, { photos: 0, agent_id: theirs.cardId });
    const header = ['ID', 'Cena (PLN)', 'ID opiekuna'];

    const foreign = await workbook(header, [
      [own, 400_000, null],
      [other, 1, null],
    ]);
    expect((await upload(mine.staff, foreign, '?dryRun=1')).json().data.errors).toEqual([
      { row: 3, column: 'ID', code: 'forbidden' },
    ]);
    const refused = await upload(mine.staff, foreign);
    expect([refused.statusCode, refused.json().error.code]).toEqual([400, 'import_has_errors']);
    const price = async (id: number) =>
      (
        await ctx.database.db
          .selectFrom('offers')
          .select('price')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).price;
    expect([await price(own), await price(other)]).toEqual([50_000_000, 100_000_000]);

    const card = await workbook(header, [[own, 400_000, theirs.cardId]]);
    expect((await upload(mine.staff, card, '?dryRun=1')).json().data.errors).toEqual([
      { row: 2, column: 'ID opiekuna', code: 'forbidden' },
    ]);
    const allowed = await upload(mine.staff, await workbook(header, [[own, 400_000, mine.cardId]]));
    expect(allowed.json().data).toMatchObject({ updates: 1, errorCount: 0 });
    expect(await price(own)).toBe(40_000_000);

    // An agent's export holds their own offers only.
    const exported = await exportXlsx(mine.staff);
    expect(exported.statusCode).toBe(200);
    const rows = await sheetRows(exported.rawPayload);
    expect(rows.slice(1).map((row) => row[0])).toEqual([own]);
  });

  it('refuses a file that is not a workbook, whatever its name, and a request without one', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1');
    const notXlsx = await upload(editor, pdf, '?dryRun=1', 'oferty.xlsx');
    expect([notXlsx.statusCode, notXlsx.json().error.code]).toEqual([400, 'file_type_refused']);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/back-office/offers/import',
      headers: fromSite(ctx.config, editor.cookie),
      payload: { file: 'x' },
    });
    expect([json.statusCode, json.json().error.code]).toEqual([415, 'unsupported_media_type']);
    const empty = await upload(editor, await workbook(HEADER, []));
    expect([empty.statusCode, empty.json().error.code]).toEqual([400, 'import_empty']);
    const cut = await ctx.app.inject({
      method: 'POST',
      url: '/api/back-office/offers/import',
      headers: { ...fromSite(ctx.config, editor.cookie), 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK',
    });
    expect([cut.statusCode, cut.json().error.code]).toEqual([400, 'bad_request']);

    // A dry run may also be asked for by a field before the file.
    const before = await offerCount();
    const body = multipart([
      { name: 'dryRun', value: '1' },
      {
        name: 'file',
        filename: 'oferty.xlsx',
        type: XLSX_TYPE,
        content: await workbook(['Tytuł (polski)', 'Tytuł (angielski)'], [['Nowa', 'New']]),
      },
    ]);
    const field = await ctx.app.inject({
      method: 'POST',
      url: '/api/back-office/offers/import',
      headers: { ...fromSite(ctx.config, editor.cookie), 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(field.json().data).toMatchObject({ dryRun: true, rows: 1, creates: 0, badRows: 1 });
    expect(await offerCount()).toBe(before);
  });

  it('refuses a sheet that unpacks to more than it declares within a second, memory flat, public requests answered', async () => {
    const { staff } = await agent();
    const bomb = await lyingZipBomb();
    expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024);
    const publicList = () =>
      ctx.app.inject({ method: 'POST', url: '/api/classified', payload: { itemsPerPage: 12 } });
    expect((await publicList()).statusCode).toBe(200);

    const before = process.memoryUsage().rss;
    let peak = before;
    const sample = () => {
      peak = Math.max(peak, process.memoryUsage().rss);
    };
    const sampler = setInterval(sample, 5);
    const started = performance.now();
    const refused = upload(staff, bomb, '?dryRun=1').then((answer) => ({
      answer,
      took: performance.now() - started,
    }));
    const beside = await publicList();
    const { answer, took } = await refused;
    clearInterval(sampler);
    sample();
    const grewMb = (peak - before) / 1024 / 1024;
    console.info(`zip bomb: ${answer.statusCode} in ${Math.round(took)} ms, RSS +${grewMb.toFixed(1)} MB`);

    expect([answer.statusCode, answer.json().error.code]).toEqual([400, 'file_broken']);
    expect(beside.statusCode).toBe(200);
    expect(took).toBeLessThan(1_000);
    expect(grewMb).toBeLessThan(50);

    // One that tells the truth about unpacking to 1 GiB is refused before anything is unpacked.
    const honest = craftedZip([
      deflatedEntry('xl/workbook.xml', '<?xml version="1.0"?><workbook/>'),
      { name: 'xl/worksheets/sheet1.xml', stored: bomb.subarray(0, 1024), declaredSize: 1024 ** 3 },
    ]);
    const tooLarge = await upload(staff, honest, '?dryRun=1');
    expect([tooLarge.statusCode, tooLarge.json().error.code]).toEqual([413, 'file_too_large']);
  }, 120_000);

  it('exports the list with its filters in the staff member’s language, and imports it back unchanged', async () => {
    const editor = await createSignedInStaff(ctx, 'editor');
    const { cardId } = await agent();
    const ids = [
      await insertOffer(ctx.database.db, { photos: 0, agent_id: cardId, title_pl: 'Eksport jeden' }),
      await insertOffer(ctx.database.db, {
        photos: 0,
        agent_id: cardId,
        title_pl: 'Eksport dwa',
        type_classified: 2,
        area_rental: 120.5,
        area_rental_office: 80.25,
        discount_price: 90_000_055,
        is_discount: 1,
        postal_code: '00-001',
      }),
    ];
    const polish = await exportXlsx(editor, `?agentId=${cardId}&sort=tipi&order=asc`);
    expect(polish.statusCode).toBe(200);
    expect(polish.headers['content-type']).toBe(XLSX_TYPE);
    expect(polish.headers['content-disposition']).toMatch(/^attachment; filename="oferty-/);
    const rows = await sheetRows(polish.rawPayload);
    expect(rows[0]?.slice(0, 3)).toEqual(['ID', 'Kod oferty', 'Tytuł (polski)']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(ids);
    expect(rows[2]).toEqual(expect.arrayContaining(['wynajem', 'mazowieckie', 900_000.55, 'opublikowana']));

    const english = await exportXlsx(editor, `?agentId=${cardId}&lang=en&typeClassified=2`);
    const englishRows = await sheetRows(english.rawPayload);
    expect(englishRows[0]?.slice(0, 3)).toEqual(['ID', 'Offer code', 'Title (Polish)']);
    expect(englishRows.slice(1).map((row) => row[0])).toEqual([ids[1]]);

    const versions = async () =>
      ctx.database.db
        .selectFrom('offers')
        .select(['id', 'updated_at'])
        .where('id', 'in', ids)
        .orderBy('id')
        .execute();
    const before = await versions();
    const updatesBefore = await auditCount('offer.update');
    for (const file of [polish.rawPayload, english.rawPayload]) {
      const back = await upload(editor, file);
      expect(back.statusCode).toBe(200);
      expect(back.json().data).toMatchObject({ creates: 0, updates: 0, errorCount: 0 });
    }
    expect(await versions()).toEqual(before);
    expect(await auditCount('offer.update')).toBe(updatesBefore);

    // The whole list, every offer of this file's tests, goes back unchanged too.
    const everything = await exportXlsx(editor);
    const all = await upload(editor, everything.rawPayload, '?dryRun=1');
    expect(all.json().data).toMatchObject({ creates: 0, updates: 0, errorCount: 0 });
    expect(all.json().data.unchanged).toBe((await sheetRows(everything.rawPayload)).length - 1);
  });
});

describe.each(testDialects())(
  'an export of the seeded offers imported back (%s, decision 056)',
  (dialect) => {
    const ctx = useTestApp(dialect, { seedDemoData: true });

    const upload = (who: TestStaff, file: Buffer) => {
      const body = multipart([{ name: 'file', filename: 'oferty.xlsx', type: XLSX_TYPE, content: file }]);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/back-office/offers/import?dryRun=1',
        headers: { ...fromSite(ctx.config, who.cookie), 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    /** The workbook with one cell of one row (2: the first offer) set, by its header. */
    async function withCell(file: Buffer, row: number, column: string, value: Cell): Promise<Buffer> {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(file as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      if (!sheet) throw new Error('no sheet');
      const header = (sheet.getRow(1).values as Cell[]).slice(1);
      expect(header).toContain(column);
      sheet.getRow(row).getCell(header.indexOf(column) + 1).value = value;
      return Buffer.from(await book.xlsx.writeBuffer());
    }

    it('reports nothing to change for the export as it is, and exactly the one cell changed, old and new', async () => {
      const editor = await createSignedInStaff(ctx, 'editor');
      for (const lang of ['pl', 'en'] as const) {
        const exported = await ctx.app.inject({
          method: 'GET',
          url: `/api/back-office/offers/export.xlsx?lang=${lang}&sort=tipi&order=asc`,
          headers: fromSite(ctx.config, editor.cookie),
        });
        expect(exported.statusCode).toBe(200);
        const rows = await sheetRows(exported.rawPayload);
        expect(rows.length).toBeGreaterThan(10);
        // Descriptions and flags travel too.
        expect(rows[0]).toEqual(
          expect.arrayContaining(
            lang === 'pl'
              ? ['Opis (polski)', 'Opis (angielski)', 'Nowość', 'Polecana', 'Objęta MPZP']
              : [
                  'Description (Polish)',
                  'Description (English)',
                  'New',
                  'Recommended',
                  'Zoning plan in force',
                ],
          ),
        );
        const same = await upload(editor, exported.rawPayload);
        expect(same.statusCode).toBe(200);
        expect(same.json().data).toMatchObject({
          rows: rows.length - 1,
          creates: 0,
          updates: 0,
          unchanged: rows.length - 1,
          errorCount: 0,
          changes: [],
        });
      }

      const exported = await ctx.app.inject({
        method: 'GET',
        url: '/api/back-office/offers/export.xlsx?lang=pl&sort=tipi&order=asc',
        headers: fromSite(ctx.config, editor.cookie),
      });
      const rows = await sheetRows(exported.rawPayload);
      const header = rows[0] ?? [];
      const cellOf = (row: number, column: string) => rows[row - 1]?.[header.indexOf(column)];
      const id = Number(cellOf(2, 'ID'));
      const tipi = String(cellOf(2, 'Kod oferty'));
      const title = String(cellOf(2, 'Tytuł (polski)'));
      const description = cellOf(2, 'Opis (angielski)');

      const described = await upload(
        editor,
        await withCell(exported.rawPayload, 2, 'Opis (angielski)', '<p>A new description.</p>'),
      );
      expect(described.json().data).toMatchObject({ creates: 0, updates: 1, errorCount: 0 });
      const old =
        typeof description === 'string' && description.length > 300 ? description.slice(0, 299) : description;
      expect(described.json().data.changes).toEqual([
        {
          row: 2,
          id,
          tipi,
          title,
          fields: [
            {
              key: 'descriptionEn',
              column: { pl: 'Opis (angielski)', en: 'Description (English)' },
              before: expect.objectContaining({ pl: expect.stringContaining(String(old).slice(0, 40)) }),
              after: { pl: '<p>A new description.</p>', en: '<p>A new description.</p>' },
              keptInDraft: false,
            },
          ],
          // No working copy pending in the editor (decision 052).
          draft: null,
        },
      ]);

      const flagged = await upload(
        editor,
        await withCell(exported.rawPayload, 3, 'Polecana', cellOf(3, 'Polecana') === 'tak' ? 'nie' : 'tak'),
      );
      const recommended = cellOf(3, 'Polecana') === 'tak';
      expect(flagged.json().data).toMatchObject({ updates: 1, unchanged: rows.length - 2 });
      expect(flagged.json().data.changes).toEqual([
        expect.objectContaining({
          row: 3,
          id: Number(cellOf(3, 'ID')),
          fields: [
            {
              key: 'flags.isRecommended',
              column: { pl: 'Polecana', en: 'Recommended' },
              before: recommended ? { pl: 'tak', en: 'yes' } : { pl: 'nie', en: 'no' },
              after: recommended ? { pl: 'nie', en: 'no' } : { pl: 'tak', en: 'yes' },
              keptInDraft: false,
            },
          ],
        }),
      ]);
    }, 60_000);
  },
);
