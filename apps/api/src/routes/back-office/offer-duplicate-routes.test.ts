import { describe, expect, it } from 'vitest';
import { offerEditorForm } from '../../testing/offer-editor-form';
import {
  createSignedInStaff,
  insertAgentCardFor,
  staffCall,
  type TestStaff,
} from '../../testing/staff-sessions';
import { useTestApp } from '../../testing/test-app';
import { testDialects } from '../../testing/test-database';

/**
 * Issue 35: "Duplikuj ofertę" makes a new draft from an offer (decision 058): every value the
 * editor writes, a code of its own, none of the flags of the original's history (new, new price,
 * sold), its photos and documents as rows over the same stored files; audited; an agent copies
 * only their own offers, and the copy stays theirs.
 */
describe.each(testDialects())('duplicating an offer (%s)', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });

  const send = staffCall(ctx);
  const duplicate = (who: TestStaff, id: number) =>
    send(who, 'POST', `/api/back-office/offers/${id}/duplicate`);

  async function agentWithOffer() {
    const staff = await createSignedInStaff(ctx, 'agent');
    const cardId = await insertAgentCardFor(ctx.database, staff, `Agent ${staff.email}`);
    const created = await send(
      staff,
      'POST',
      '/api/back-office/offers',
      offerEditorForm({
        tipi: `DUP-${staff.email.slice(0, 8)}`,
        titlePl: 'Dawna centrala w Gdańsku',
        titleEn: 'Former exchange in Gdańsk',
        descriptionPl: '<p>Opis <strong>budynku</strong></p>',
        flags: { isTeletechnicalInfrastructure: true, isNew: true, isSold: true },
      }),
    );
    expect(created.statusCode).toBe(201);
    const id: number = created.json().data.id;
    // A photo and a document, as rows over stored files (what an upload leaves behind).
    await ctx.database.db
      .insertInto('offer_photos')
      .values([
        {
          offer_id: id,
          position: 0,
          path: '/media/offers/u1-a',
          width: 1600,
          height: 1200,
          alt_pl: 'Front',
          alt_en: 'Front',
        },
        {
          offer_id: id,
          position: 1,
          path: '/media/offers/u1-b',
          width: 1600,
          height: 1200,
          alt_pl: 'Tył',
          alt_en: 'Back',
        },
      ])
      .execute();
    await ctx.database.db
      .insertInto('offer_documents')
      .values({
        offer_id: id,
        position: 0,
        path: '/media/documents/d1.pdf',
        title_pl: 'Mapa',
        title_en: 'Map',
        size_bytes: 1234,
      })
      .execute();
    return { staff, cardId, id };
  }

  it('makes a draft with every value but the code and the history flags, the same photos and documents, audited', async () => {
    const { staff, cardId, id } = await agentWithOffer();
    const original = (await send(staff, 'GET', `/api/back-office/offers/${id}`)).json().data;

    const answer = await duplicate(staff, id);
    expect(answer.statusCode).toBe(201);
    const copyId: number = answer.json().data.id;
    expect(copyId).not.toBe(id);

    const copy = (await send(staff, 'GET', `/api/back-office/offers/${copyId}`)).json().data;
    expect(copy).toMatchObject({
      status: 'draft',
      tipi: `T${String(copyId).padStart(5, '0')}`,
      agent: { id: cardId },
    });
    expect(copy.values).toEqual({
      ...original.values,
      tipi: copy.tipi,
      flags: { ...original.values.flags, isNew: false, isNewPrice: false, isSold: false },
    });
    expect(copy.values.flags.isTeletechnicalInfrastructure).toBe(true);
    expect(copy.photos.map((photo: { altPl: string }) => photo.altPl)).toEqual(['Front', 'Tył']);
    expect(copy.documents.map((document: { titlePl: string }) => document.titlePl)).toEqual(['Mapa']);
    const paths = await ctx.database.db
      .selectFrom('offer_photos')
      .select('path')
      .where('offer_id', '=', copyId)
      .orderBy('position')
      .execute();
    expect(paths.map((row) => row.path)).toEqual(['/media/offers/u1-a', '/media/offers/u1-b']);
    expect(copy.priceHistory).toEqual([]);

    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'changes'])
      .where('entity', '=', 'offer')
      .where('entity_id', '=', String(copyId))
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['offer.duplicate']);
    expect(audit[0]?.actor_id).toBe(staff.id);
    expect(JSON.parse(audit[0]?.changes ?? '{}')).toMatchObject({ duplicateOf: [null, id] });
    // The original is as it was: a draft with its own code.
    expect((await send(staff, 'GET', `/api/back-office/offers/${id}`)).json().data.tipi).toBe(original.tipi);
  });

  it('lets an agent copy only their own offers; an editor copies anyone’s, keeping its agent', async () => {
    const { id, cardId } = await agentWithOffer();
    const other = await createSignedInStaff(ctx, 'agent');
    await insertAgentCardFor(ctx.database, other, `Agent ${other.email}`);
    expect((await duplicate(other, id)).statusCode).toBe(403);

    const editor = await createSignedInStaff(ctx, 'editor');
    const answer = await duplicate(editor, id);
    expect(answer.statusCode).toBe(201);
    const copy = (await send(editor, 'GET', `/api/back-office/offers/${answer.json().data.id}`)).json().data;
    expect(copy.agent).toMatchObject({ id: cardId });
    expect((await duplicate(editor, 99_999_999)).statusCode).toBe(404);
  });
});
