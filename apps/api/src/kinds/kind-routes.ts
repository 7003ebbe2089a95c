import { listResponseSchema, singleResponseSchema } from '@estate/domain/api/response-envelopes';
import { MAX_DATABASE_ID } from '@estate/domain/constants';
import { type DefinedKind, publicationRequestSchema } from '@estate/domain/kinds/define-kind';
import { pageMeta } from '@estate/domain/paging';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiApp } from '../http/api-app';
import { errorResponseSchema } from '../http/error-response';
import type { RouteDeps } from '../http/route-deps';
import { actorOf } from '../staff/staff-access';
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
  reorderKindItems,
  saveKindItem,
} from './kind-service';

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

/**
 * The version the editor opened, as `If-Match: "<n>"` (the ETag it was given): required on every
 * write of an item. Loose, so the request's other headers stay as they are.
 */
const ifMatchHeaders = z.looseObject({
  'if-match': z
    .string('required')
    .regex(/^(W\/)?"[1-9]\d{0,8}"$/, 'invalid_value')
    .describe('The ETag the item was opened with: its version, in quotes'),
});

function expectedVersion(request: { headers: { 'if-match': string } }): number {
  return Number(request.headers['if-match'].replace(/^W\//, '').replaceAll('"', ''));
}

/** An item's answer, with its version as the ETag the next write sends back. */
function sendItem(reply: FastifyReply, item: KindItem, status = 200) {
  return reply.status(status).header('etag', `"${item.version}"`).send({ data: item });
}

/**
 * The back office's routes of one editable kind, made from its declaration (issue 34, decision 052
 * §3.8): list and create, read, save, delete, publication and the working copy's discard, with the
 * kind's own schemas in OpenAPI, its access per role, and the version in ETag / If-Match on every
 * write.
 */
export function registerKindRoutes(app: ApiApp, { database }: RouteDeps, kind: DefinedKind): void {
  const { db } = database;
  const path = kindPath(kind);
  const { values, save, listQuery, itemAnswer, listAnswer } = kind.schemas;
  // Each kind's own schemas as named components of the document (once, though tests build many apps).
  const named = kind.names.operation.one;
  if (!z.globalRegistry.has(values)) z.globalRegistry.add(values, { id: `${named}Values` });
  if (!z.globalRegistry.has(kind.schemas.item)) z.globalRegistry.add(kind.schemas.item, { id: named });
  const read = { roles: kind.access.read };
  const writeRule = { roles: kind.access.write };
  const publish = { roles: kind.access.publish };
  const tags = ['back office'];
  const { one, many } = kind.names.en;
  const context = (request: FastifyRequest): KindWriteContext => ({ db, actor: actorOf(request) });

  app.get(
    path,
    {
      schema: {
        tags,
        summary: `List ${many}`,
        querystring: listQuery,
        response: { 200: listAnswer, ...errors },
      },
      config: { access: read },
    },
    async (request) => {
      const { page, status, ...fields } = request.query;
      const { items, total } = await listKindItems(db, kind, { page, status, fields });
      return { data: items, meta: pageMeta(total, page, kind.list.pageSize) };
    },
  );

  app.post(
    path,
    {
      schema: { tags, summary: `Create a ${one}`, body: values, response: { 201: itemAnswer, ...errors } },
      config: { access: writeRule },
    },
    async (request, reply) =>
      sendItem(reply, await createKindItem(context(request), kind, request.body), 201),
  );

  const order = kind.schemas.order;
  if (order) {
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
      schema: { tags, summary: `Read a ${one}`, params: keyParams, response: { 200: itemAnswer, ...errors } },
      config: { access: read },
    },
    async (request, reply) => sendItem(reply, await getKindItem(db, kind, request.params.key)),
  );

  const previewAnswer = singleResponseSchema(
    z.object({ key: z.string(), values }).describe(`A ${one} as its public page would show it`),
  );
  app.get(
    `${path}/:key/preview`,
    {
      schema: {
        tags,
        summary: `Preview a ${one}`,
        params: keyParams,
        response: { 200: previewAnswer, ...errors },
      },
      config: { access: read },
    },
    async (request) => ({ data: await previewKindItem(db, kind, request.params.key) }),
  );

  app.put(
    `${path}/:key`,
    {
      schema: {
        tags,
        summary: `Save a ${one}`,
        params: keyParams,
        headers: ifMatchHeaders,
        body: save,
        response: { 200: itemAnswer, ...writeErrors },
      },
      config: { access: writeRule },
    },
    async (request, reply) =>
      sendItem(
        reply,
        await saveKindItem(
          context(request),
          kind,
          request.params.key,
          expectedVersion(request),
          request.body,
        ),
      ),
  );

  app.delete(
    `${path}/:key`,
    {
      schema: {
        tags,
        summary: `Delete a ${one}`,
        params: keyParams,
        headers: ifMatchHeaders,
        response: { 204: z.null().describe('Deleted'), ...writeErrors },
      },
      config: { access: writeRule },
    },
    async (request, reply) => {
      await deleteKindItem(context(request), kind, request.params.key, expectedVersion(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${path}/:key/publication`,
    {
      schema: {
        tags,
        summary: `Publish, schedule, unschedule or unpublish a ${one}`,
        params: keyParams,
        headers: ifMatchHeaders,
        body: publicationRequestSchema,
        response: { 200: itemAnswer, ...writeErrors },
      },
      config: { access: publish },
    },
    async (request, reply) =>
      sendItem(
        reply,
        await changeKindPublication(
          context(request),
          kind,
          request.params.key,
          expectedVersion(request),
          request.body,
        ),
      ),
  );

  app.delete(
    `${path}/:key/draft`,
    {
      schema: {
        tags,
        summary: `Discard a published ${one}’s draft of changes`,
        params: keyParams,
        headers: ifMatchHeaders,
        response: { 200: itemAnswer, ...writeErrors },
      },
      config: { access: writeRule },
    },
    async (request, reply) =>
      sendItem(
        reply,
        await discardKindCopy(context(request), kind, request.params.key, expectedVersion(request)),
      ),
  );
}
