import {
  editorGroupResponseSchema,
  editorGroupsResponseSchema,
  groupPreviewResponseSchema,
  sitePublicationResponseSchema,
} from '@estate/domain/api/back-office-site-responses';
import { contentPublicationSchema } from '@estate/domain/content-editor';
import { SITE_EDITORS } from '@estate/domain/kinds/access';
import { groupEditorSchema, groupMembersSchema } from '@estate/domain/site-content';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiApp } from '../../http/api-app';
import { errorResponseSchema } from '../../http/error-response';
import { idParamsSchema, langDefaultPl } from '../../http/query-schemas';
import type { RouteDeps } from '../../http/route-deps';
import {
  changeGroupPublication,
  createGroup,
  editorGroup,
  editorGroups,
  type GroupWriteContext,
  groupPreview,
  removeGroup,
  saveGroup,
  saveGroupMembers,
} from '../../services/group-editing';
import { actorOf } from '../../staff/staff-access';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * Special-offer groups in the back office (issue 18, decision 038): promotions, territorial groups
 * and property types, with names and descriptions in both languages, an image, and their member
 * offers in order. A new group is a draft until published, now or at a time; staff preview its page
 * (decision 040). Editors and admins. Member changes move the offers' change signal too.
 */
export function registerGroupEditorRoutes(app: ApiApp, { database, listCache, media }: RouteDeps): void {
  const { db } = database;
  const context = (request: FastifyRequest): GroupWriteContext => ({
    db,
    actor: actorOf(request),
    media,
    listCache,
  });

  app.get(
    '/api/back-office/offer-groups',
    {
      schema: {
        tags: ['back office'],
        summary: 'Every special-offer group with what the editor shows of it',
        response: { 200: editorGroupsResponseSchema, ...errors },
      },
      config: { access: { roles: SITE_EDITORS.write } },
    },
    async () => ({ data: await editorGroups({ db }) }),
  );

  app.post(
    '/api/back-office/offer-groups',
    {
      schema: {
        tags: ['back office'],
        summary: 'Create a special-offer group',
        body: groupEditorSchema,
        response: { 201: editorGroupResponseSchema, ...errors },
      },
      config: { access: { roles: SITE_EDITORS.write } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createGroup(context(request), request.body) }),
  );

  app.get(
    '/api/back-office/offer-groups/:id',
    {
      schema: {
        tags: ['back office'],
        summary: 'A special-offer group with its member offers in order',
        params: idParamsSchema,
        response: { 200: editorGroupResponseSchema, ...errors },
      },
      config: { access: { roles: SITE_EDITORS.write } },
    },
    async (request) => ({ data: await editorGroup({ db }, request.params.id) }),
  );

  app.put(
    '/api/back-office/offer-groups/:id',
    {
      schema: {
        tags: ['back office'],
        summary: 'Save a special-offer group’s type, names, descriptions, image and place',
        params: idParamsSchema,
        body: groupEditorSchema,
        response: { 200: editorGroupResponseSchema, ...errors },
      },
      config: { access: { roles: SITE_EDITORS.write } },
    },
    async (request) => ({ data: await saveGroup(context(request), request.params.id, request.body) }),
  );

  app.delete(
    '/api/back-office/offer-groups/:id',
    {
      schema: {
        tags: ['back office'],
        summary: 'Delete a special-offer group (its offers stay)',
        params: idParamsSchema,
        response: { 200: z.object({ data: z.object({ id: z.number().int() }) }), ...errors },
      },
      config: { access: { roles: SITE_EDITORS.write } },
    },
    async (request) => {
      await removeGroup(context(request), request.params.id);
      return { data: { id: request.params.id } };
    },
  );

  app.post(
    '/api/back-office/offer-groups/:id/publication',
    {
      schema: {
        tags: ['back office'],
        summary: 'Publish, schedule or take a special-offer group back to a draft',
        params: idParamsSchema,
        body: contentPublicationSchema,
        response: { 200: sitePublicationResponseSchema, ...errors },
      },
      config: { access: { roles: SITE_EDITORS.write } },
    },
    async (request) => ({
      data: await changeGroupPublication(context(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/api/back-office/offer-groups/:id/preview',
    {
      schema: {
        tags: ['back office'],
        summary: 'A group’s page in any state as the public would see it, in one language',
        params: idParamsSchema,
        querystring: z.object({ lang: langDefaultPl }).strict(),
        response: { 200: groupPreviewResponseSchema, ...errors },
      },
      config: { access: { roles: SITE_EDITORS.write } },
    },
    async (request) => ({ data: await groupPreview({ db }, request.params.id, request.query.lang) }),
  );

  app.put(
    '/api/back-office/offer-groups/:id/members',
    {
      schema: {
        tags: ['back office'],
        summary: 'A group’s member offers, first to last',
        params: idParamsSchema,
        body: groupMembersSchema,
        response: { 200: editorGroupResponseSchema, ...errors },
      },
      config: { access: { roles: SITE_EDITORS.write } },
    },
    async (request) => ({
      data: await saveGroupMembers(context(request), request.params.id, request.body),
    }),
  );
}
