import {
  listResponseSchema,
  pagedResponseSchema,
  singleResponseSchema,
} from '@estate/domain/api/response-envelopes';
import { MAX_DATABASE_ID } from '@estate/domain/constants';
import { type DefinedKind, publicationRequestSchema } from '@estate/domain/kinds/define-kind';
import { describeKind, kindDescriptionAnswerSchema } from '@estate/domain/kinds/kind-description';
import { pageMeta } from '@estate/domain/paging';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiApp } from '../http/api-app';
import { errorResponseSchema } from '../http/error-response';
import { langDefaultPl } from '../http/query-schemas';
import type { RouteDeps } from '../http/route-deps';
import { actorOf, staffOf } from '../staff/staff-access';
import { hooksOf } from './all-hooks';
import {
  changeDocumentPublication,
  discardDocumentCopy,
  documentOf,
  getDocumentItem,
  listDocumentItems,
  previewDocumentItem,
  saveDocumentItem,
} from './document-kind-service';
import type { KindDocument } from './kind-hooks';
import {
  changeKindPublication,
  createKindItem,
  deleteKindItem,
  discardKindCopy,
  getKindItem,
  type KindItem,
  type KindWriteContext,
  listKindItems,
  previewKindItem,
  publicKindItem,
  publicKindItems,
  reorderKindItems,
  saveKindItem,
} from './kind-service';
import {
  createLiveItem,
  deleteLiveItem,
  getLiveItem,
  listLiveItems,
  saveLiveItem,
  storageOf,
} from './live-kind-service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const writeErrors = { ...errors, 409: errorResponseSchema };

/** Where a kind's routes live: `/api/back-office/kinds/faq`. */
function kindPath(kind: Pick<DefinedKind, 'name'>): string {
  return `/api/back-office/kinds/${kind.name}`;
}

const keyParams = z.object({ key: z.coerce.number().int().min(1).max(MAX_DATABASE_ID) }).strict();
/** A named text's key: its name (`footer-address`). */
const nameParams = z.object({ key: z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'invalid_value') }).strict();

/**
 * The version the editor opened, as `If-Match: "<n>"` (the ETag it was given): required on every
 * write of an item. Loose, so the request's other headers stay as they are.
 */
export const ifMatchHeaders = z.looseObject({
  'if-match': z
    .string('required')
    .regex(/^(W\/)?"[1-9]\d{0,8}"$/, 'invalid_value')
    .describe('The ETag the item was opened with: its version, in quotes'),
});

function expectedVersion(request: { headers: { 'if-match': string } }): number {
  return versionOf(request.headers['if-match']);
}

/** The version an `If-Match` value names (`"3"`, `W/"3"`). */
export const versionOf = (ifMatch: string): number => Number(ifMatch.replace(/^W\//, '').replaceAll('"', ''));

/** An item's answer, with its version as the ETag the next write sends back. */
function sendItem(reply: FastifyReply, item: KindItem, status = 200) {
  return reply.status(status).header('etag', `"${item.version}"`).send({ data: item });
}

/**
 * The back office's routes of one editable kind, made from its declaration (issue 34, decision 052
 * §3.8): list and create, read, save, delete, publication and the working copy's discard, with the
 * kind's own schemas in OpenAPI, its access per role, and the version in ETag / If-Match on every
 * write. A live kind (every save public at once) has no publication, working copy, preview or order
 * routes, so they answer 404 like any unknown address; create and delete only where its storage
 * can add or remove items (named texts: neither). A `document` kind (the home page, step S7) has
 * its documents' keys (languages) for items, never created, deleted or taken down: every save goes
 * to the item's working copy, published now or at a time.
 */
export function registerKindRoutes(
  app: ApiApp,
  { database, media, listCache }: RouteDeps,
  kind: DefinedKind,
): void {
  const { db } = database;
  const path = kindPath(kind);
  const { values, save, listQuery, itemAnswer, listAnswer } = kind.schemas;
  // Each kind's own schemas as named components of the document (once, though tests build many apps).
  const named = kind.names.operation.one;
  // `Values`: what an item holds (its answers); a create's body is the same with the rules across fields.
  const { stored } = kind.schemas;
  if (!z.globalRegistry.has(stored)) z.globalRegistry.add(stored, { id: `${named}Values` });
  if (!z.globalRegistry.has(kind.schemas.item)) z.globalRegistry.add(kind.schemas.item, { id: named });
  // An agent's own items only (offers): refused 403 before the body is read, by the staff guard.
  const owner = kind.access.owner ? { owner: kind.access.owner } : {};
  const read = { roles: kind.access.read, ...owner };
  const writeRule = { roles: kind.access.write, ...owner };
  const publish = { roles: kind.access.publish, ...owner };
  const listRule = { roles: kind.access.read };
  const tags = ['back office'];
  const { one, many } = kind.names.en;
  const context = (request: FastifyRequest): KindWriteContext => ({
    db,
    actor: actorOf(request),
    media,
    listCache,
    staff: staffOf(request),
  });
  const hooks = hooksOf(kind);
  const storage = kind.publication.mode === 'live' ? storageOf(kind, hooks) : undefined;
  const document = kind.publication.mode === 'document' ? documentOf(kind) : undefined;
  const params = document
    ? z.object({ key: z.enum(document.keys, 'invalid_value') }).strict()
    : kind.identity === 'name'
      ? nameParams
      : keyParams;
  // A kind that cannot create (named texts) saves with its own component as the body, which would
  // otherwise be left unused as an input; the others with the save schema, inline. A document's
  // refusals beyond the schema are said with the schema's own errors, in one answer.
  const creates = !document && (!storage || storage.insert !== undefined);
  const saveBody = document ? documentBody(kind, document) : creates ? save : stored;
  // Every write of one item (save, delete, publication, discard): at the version its editor opened
  // (If-Match), a stale one refused 409, answered with the item and its new ETag.
  const itemWrite = (summary: string) => ({
    tags,
    summary,
    params,
    headers: ifMatchHeaders,
    response: { 200: itemAnswer, ...writeErrors },
  });
  const sendWritten = async (
    request: { params: { key: string | number }; headers: { 'if-match': string } },
    reply: FastifyReply,
    write: (key: string, version: number) => Promise<KindItem>,
  ) => sendItem(reply, await write(String(request.params.key), expectedVersion(request)));

  if (document) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `List ${many}`,
          querystring: z.object({ page: z.coerce.number().int().min(1).max(1).default(1) }).strict(),
          response: { 200: listAnswer, ...errors },
        },
        config: { access: listRule },
      },
      async () => {
        const { items, total } = await listDocumentItems(db, kind);
        return { data: items, meta: pageMeta(total, 1, Math.max(total, 1)) };
      },
    );
  } else {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `List ${many}`,
          querystring: listQuery,
          response: { 200: listAnswer, ...errors },
        },
        config: { access: listRule },
      },
      async (request) => {
        const { page, status, q, untranslated, ...fields } = request.query;
        const search = typeof q === 'string' && q !== '' ? q : undefined;
        // A person held to some items (an agent to their offers) lists only those.
        const scope = await hooks.listScope?.(db, staffOf(request));
        if (scope === 'none') return { data: [], meta: pageMeta(0, page, kind.list.pageSize) };
        Object.assign(fields, scope);
        const { items, total } = storage
          ? await listLiveItems(db, kind, hooks, page)
          : await listKindItems(db, kind, {
              page,
              status,
              fields,
              search,
              untranslated: untranslated === 'true',
            });
        return { data: items, meta: pageMeta(total, page, kind.list.pageSize) };
      },
    );
  }

  // What the back office draws a form from (decision 052, "The fixture kind's editor as built").
  app.get(
    `${path}/description`,
    {
      schema: {
        tags,
        summary: `Describe a ${one}’s form`,
        response: { 200: kindDescriptionAnswerSchema, ...errors },
      },
      config: { access: listRule },
    },
    () => ({ data: describeKind(kind) }),
  );

  if (kind.publicReads && !storage && !document) {
    // A public page's reads (decision 052, "The fixture kind's editor as built"): published items only, live values.
    const published = z.object({ key: z.string(), publishedAt: z.string().nullable(), values: stored });
    // The list's query without what only staff ask (a state, words, items not yet translated).
    const { status: _status, q: _q, untranslated: _untranslated, ...publicQuery } = listQuery.shape;
    app.get(
      `/api/kinds/${kind.name}`,
      {
        schema: {
          tags: ['content'],
          summary: `Published ${many}`,
          querystring: z.object(publicQuery).strict(),
          response: { 200: pagedResponseSchema(published), 400: errorResponseSchema },
        },
      },
      async (request) => {
        const { page, ...fields } = request.query;
        const { items, total } = await publicKindItems(db, kind, fields, page);
        return { data: items, meta: pageMeta(total, page, kind.list.pageSize) };
      },
    );
    app.get(
      `/api/kinds/${kind.name}/:key`,
      {
        schema: {
          tags: ['content'],
          summary: `A published ${one}`,
          params: keyParams,
          response: {
            200: singleResponseSchema(published),
            400: errorResponseSchema,
            404: errorResponseSchema,
          },
        },
      },
      async (request) => ({ data: await publicKindItem(db, kind, request.params.key) }),
    );
  }

  if (creates) {
    app.post(
      path,
      {
        schema: { tags, summary: `Create a ${one}`, body: values, response: { 201: itemAnswer, ...errors } },
        config: { access: { roles: kind.access.write } },
      },
      async (request, reply) =>
        sendItem(
          reply,
          storage
            ? await createLiveItem(context(request), kind, hooks, request.body)
            : await createKindItem(context(request), kind, request.body),
          201,
        ),
    );
  }

  const order = kind.schemas.order;
  if (order && !storage && !document) {
    app.put(
      `${path}/order`,
      {
        schema: {
          tags,
          summary: `Put ${many} in order`,
          body: order,
          response: { 200: listResponseSchema(kind.schemas.item), ...writeErrors },
        },
        config: { access: writeRule },
      },
      async (request) => {
        const { keys, ...group } = request.body;
        return { data: await reorderKindItems(context(request), kind, group, keys) };
      },
    );
  }

  app.get(
    `${path}/:key`,
    {
      schema: { tags, summary: `Read a ${one}`, params, response: { 200: itemAnswer, ...errors } },
      config: { access: read },
    },
    async (request, reply) => {
      const { key } = request.params;
      return sendItem(
        reply,
        document
          ? await getDocumentItem(db, kind, String(key))
          : storage
            ? await getLiveItem(db, kind, hooks, String(key))
            : await getKindItem(db, kind, Number(key)),
      );
    },
  );

  app.put(
    `${path}/:key`,
    {
      schema: { ...itemWrite(document ? `Save a ${one}’s draft` : `Save a ${one}`), body: saveBody },
      config: { access: writeRule },
    },
    (request, reply) =>
      sendWritten(request, reply, (key, version) =>
        document
          ? saveDocumentItem(context(request), kind, key, version, request.body)
          : storage
            ? saveLiveItem(context(request), kind, hooks, key, version, request.body)
            : saveKindItem(context(request), kind, Number(key), version, request.body),
      ),
  );

  if (!document && (storage ? storage.remove : kind.deletable !== false)) {
    app.delete(
      `${path}/:key`,
      {
        schema: {
          tags,
          summary: `Delete a ${one}`,
          params,
          headers: ifMatchHeaders,
          response: { 204: z.null().describe('Deleted'), ...writeErrors },
        },
        config: { access: writeRule },
      },
      async (request, reply) => {
        const { key } = request.params;
        const version = expectedVersion(request);
        if (storage) await deleteLiveItem(context(request), kind, hooks, String(key), version);
        else await deleteKindItem(context(request), kind, Number(key), version);
        return reply.status(204).send(null);
      },
    );
  }

  // The rest is the states' (§3.5): a live kind's saves are public at once.
  if (storage) return;

  if (document) {
    app.get(
      `${path}/:key/preview`,
      {
        schema: {
          tags,
          summary: `Preview a ${one}`,
          params,
          response: {
            200: singleResponseSchema(
              z
                .object({ key: z.string(), values, page: document.answer })
                .describe(`A ${one} as its public page would show it`),
            ),
            ...errors,
          },
        },
        config: { access: read },
      },
      async (request) => ({
        data: await previewDocumentItem(db, kind, String(request.params.key), new Date()),
      }),
    );
  } else {
    // A kind whose public page is shaped otherwise than its values answers that shape too, in a language.
    const page = hooks.preview;
    const previewAnswer = singleResponseSchema(
      z
        .object({ key: z.string(), values: kind.schemas.stored, ...page?.answer.shape })
        .describe(`A ${one} as its public page would show it`),
    );
    app.get(
      `${path}/:key/preview`,
      {
        schema: {
          tags,
          summary: `Preview a ${one}`,
          params: keyParams,
          querystring: z.object({ lang: langDefaultPl }).strict(),
          response: { 200: previewAnswer, ...errors },
        },
        config: { access: read },
      },
      async (request) => {
        const preview = await previewKindItem(db, kind, request.params.key);
        if (!page) return { data: preview };
        const extra = await page.build(db, request.params.key, preview.values, request.query.lang);
        return { data: { ...preview, ...extra } };
      },
    );
  }

  app.post(
    `${path}/:key/publication`,
    {
      schema: {
        ...itemWrite(
          document
            ? `Publish a ${one}’s draft now or at a time, or take the schedule back`
            : `Publish, schedule, unschedule or unpublish a ${one}`,
        ),
        body: publicationRequestSchema,
      },
      config: { access: publish },
    },
    (request, reply) =>
      sendWritten(request, reply, (key, version) =>
        document
          ? changeDocumentPublication(context(request), kind, key, version, request.body)
          : changeKindPublication(context(request), kind, Number(key), version, request.body),
      ),
  );

  app.delete(
    `${path}/:key/draft`,
    {
      schema: itemWrite(
        document ? `Discard a ${one}’s draft` : `Discard a published ${one}’s draft of changes`,
      ),
      config: { access: writeRule },
    },
    (request, reply) =>
      sendWritten(request, reply, (key, version) =>
        document
          ? discardDocumentCopy(context(request), kind, key, version)
          : discardKindCopy(context(request), kind, Number(key), version),
      ),
  );
}

/** A document's save: the kind's values, with what the document refuses besides said as the schema's errors. */
function documentBody(kind: DefinedKind, document: KindDocument) {
  return kind.schemas.values.superRefine((input, ctx) => {
    for (const [field, code] of Object.entries(document.writeIssues?.(input) ?? {})) {
      ctx.addIssue({
        code: 'custom',
        path: field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        message: code,
      });
    }
  });
}
