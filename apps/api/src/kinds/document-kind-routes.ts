import { singleResponseSchema } from '@estate/domain/api/response-envelopes';
import { type DefinedKind, publicationRequestSchema } from '@estate/domain/kinds/define-kind';
import { pageMeta } from '@estate/domain/paging';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiApp } from '../http/api-app';
import type { RouteDeps } from '../http/route-deps';
import { actorOf } from '../staff/staff-access';
import { hooksOf } from './all-hooks';
import {
  changeDocumentPublication,
  discardDocumentCopy,
  getDocumentItem,
  listDocumentItems,
  previewDocumentItem,
  saveDocumentItem,
} from './document-kind-service';
import { errors, expectedVersion, ifMatchHeaders, kindPath, sendItem, writeErrors } from './kind-routes';
import type { KindWriteContext } from './kind-service';

/**
 * The back office's routes of a `document` kind (decision 052 step S7: the home page), made from its
 * declaration as every kind's are: list, read, save (into the working copy), preview, publication
 * and the working copy's discard, under `/api/back-office/kinds/{name}/{key}` with the key one of its
 * documents' (a language). No create or delete: the documents are the site's, and none is taken down.
 */
export function registerDocumentKindRoutes(
  app: ApiApp,
  { database, media, listCache }: RouteDeps,
  kind: DefinedKind,
): void {
  const { db } = database;
  const path = kindPath(kind);
  const document = hooksOf(kind).document;
  if (!document) throw new Error(`The kind ${kind.name} has no document storage`);
  const { values, listAnswer, itemAnswer } = kind.schemas;
  const named = kind.names.operation.one;
  // `Values`: what an item holds (its answers); the body is the same with the rules across fields.
  const { stored } = kind.schemas;
  if (!z.globalRegistry.has(stored)) z.globalRegistry.add(stored, { id: `${named}Values` });
  if (!z.globalRegistry.has(kind.schemas.item)) z.globalRegistry.add(kind.schemas.item, { id: named });
  const tags = ['back office'];
  const { one, many } = kind.names.en;
  const params = z.object({ key: z.enum(document.keys, 'invalid_value') }).strict();
  // What the document refuses beyond the schema is said with the schema's own errors, in one answer.
  const body = values.superRefine((input, ctx) => {
    for (const [field, code] of Object.entries(document.writeIssues?.(input) ?? {})) {
      ctx.addIssue({
        code: 'custom',
        path: field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        message: code,
      });
    }
  });
  const context = (request: FastifyRequest): KindWriteContext => ({
    db,
    actor: actorOf(request),
    media,
    listCache,
  });

  app.get(
    path,
    {
      schema: {
        tags,
        summary: `List ${many}`,
        querystring: z.object({ page: z.coerce.number().int().min(1).max(1).default(1) }).strict(),
        response: { 200: listAnswer, ...errors },
      },
      config: { access: { roles: kind.access.read } },
    },
    async () => {
      const { items, total } = await listDocumentItems(db, kind);
      return { data: items, meta: pageMeta(total, 1, Math.max(total, 1)) };
    },
  );

  app.get(
    `${path}/:key`,
    {
      schema: { tags, summary: `Read a ${one}`, params, response: { 200: itemAnswer, ...errors } },
      config: { access: { roles: kind.access.read } },
    },
    async (request, reply) => sendItem(reply, await getDocumentItem(db, kind, request.params.key)),
  );

  app.put(
    `${path}/:key`,
    {
      schema: {
        tags,
        summary: `Save a ${one}’s draft`,
        params,
        headers: ifMatchHeaders,
        body,
        response: { 200: itemAnswer, ...writeErrors },
      },
      config: { access: { roles: kind.access.write } },
    },
    async (request, reply) =>
      sendItem(
        reply,
        await saveDocumentItem(
          context(request),
          kind,
          request.params.key,
          expectedVersion(request),
          request.body,
        ),
      ),
  );

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
      config: { access: { roles: kind.access.read } },
    },
    async (request) => ({ data: await previewDocumentItem(db, kind, request.params.key, new Date()) }),
  );

  app.post(
    `${path}/:key/publication`,
    {
      schema: {
        tags,
        summary: `Publish a ${one}’s draft now or at a time, or take the schedule back`,
        params,
        headers: ifMatchHeaders,
        body: publicationRequestSchema,
        response: { 200: itemAnswer, ...writeErrors },
      },
      config: { access: { roles: kind.access.publish } },
    },
    async (request, reply) =>
      sendItem(
        reply,
        await changeDocumentPublication(
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
        summary: `Discard a ${one}’s draft`,
        params,
        headers: ifMatchHeaders,
        response: { 200: itemAnswer, ...writeErrors },
      },
      config: { access: { roles: kind.access.write } },
    },
    async (request, reply) =>
      sendItem(
        reply,
        await discardDocumentCopy(context(request), kind, request.params.key, expectedVersion(request)),
      ),
  );
}
