import {
  digestPreviewResponseSchema,
  digestSettingsResponseSchema,
  digestTestResponseSchema,
  subscriberPageResponseSchema,
  subscriberRemovedResponseSchema,
} from '@estate/domain/api/back-office-newsletter-responses';
import {
  digestFrequencySchema,
  digestPreviewQuerySchema,
  digestTestSchema,
} from '@estate/domain/newsletter-digest';
import {
  SUBSCRIBERS_EXPORT_MAX_ROWS,
  SUBSCRIBERS_PER_PAGE,
  subscriberIdParams,
  subscriberQuerySchema,
} from '@estate/domain/newsletter-subscribers';
import { pageMeta } from '@estate/domain/paging';
import type { FastifyRequest } from 'fastify';
import { subscribersXlsx } from '../../documents/newsletter-export';
import type { ApiApp } from '../../http/api-app';
import { errorResponseSchema } from '../../http/error-response';
import type { RouteDeps } from '../../http/route-deps';
import { xlsxExportRoute } from '../../http/xlsx-export-route';
import { findSubscriberPage, findSubscriberRows } from '../../repositories/newsletter-repository';
import {
  type DigestWriteContext,
  digestSettings,
  previewDigest,
  sendTestDigest,
  setDigestFrequency,
} from '../../services/newsletter-digest';
import { removeSubscriber, toSubscriberItem } from '../../services/newsletter-subscribers';
import { actorOf, staffOf } from '../../staff/staff-access';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/**
 * Who runs the newsletter: editors and admins (the list holds every subscriber's address and
 * consent, which an agent's work does not need); only admins choose how often the digest goes out.
 */
const NEWSLETTER_STAFF = { roles: ['admin', 'editor'] } as const;

/**
 * The newsletter in the back office (issue 18, decision 036): subscribers with their consent,
 * filtered and paged, exported as XLSX, removed on request; the digest's frequency, a preview of
 * what it would hold now and a test sent to the signed-in person. Every write is audited in its
 * transaction.
 */
export function registerBackOfficeNewsletterRoutes(app: ApiApp, { config, database }: RouteDeps): void {
  const { db } = database;
  const context = (request: FastifyRequest): DigestWriteContext => ({ db, actor: actorOf(request) });

  app.get(
    '/api/back-office/newsletter/subscribers',
    {
      schema: {
        tags: ['back office'],
        summary: 'Newsletter subscribers, newest first, by address, status, voivodeship and agent; 25 a page',
        querystring: subscriberQuerySchema,
        response: { 200: subscriberPageResponseSchema, ...errors },
      },
      config: { access: NEWSLETTER_STAFF },
    },
    async (request) => {
      const { rows, total } = await findSubscriberPage(db, request.query);
      return {
        data: rows.map(toSubscriberItem),
        meta: pageMeta(total, request.query.page, SUBSCRIBERS_PER_PAGE),
      };
    },
  );

  xlsxExportRoute(app, db, {
    url: '/api/back-office/newsletter/subscribers/export.xlsx',
    summary: 'The subscribers of the list (same filters, all pages) as an XLSX workbook',
    filters: subscriberQuerySchema.omit({ page: true }),
    roles: NEWSLETTER_STAFF.roles,
    fileName: { pl: 'subskrybenci', en: 'subscribers' },
    audit: { action: 'newsletter.export', entity: 'newsletter_subscriber' },
    workbook: async (filters, lang) => {
      const rows = await findSubscriberRows(db, filters, SUBSCRIBERS_EXPORT_MAX_ROWS);
      return { file: await subscribersXlsx(rows.map(toSubscriberItem), lang), rows: rows.length };
    },
  });

  app.delete(
    '/api/back-office/newsletter/subscribers/:id',
    {
      schema: {
        tags: ['back office'],
        summary: 'Remove a subscriber’s data on their request (an anonymous audit entry stays)',
        params: subscriberIdParams,
        response: {
          200: subscriberRemovedResponseSchema,
          ...errors,
          404: errorResponseSchema,
        },
      },
      config: { access: NEWSLETTER_STAFF },
    },
    async (request) => {
      await removeSubscriber(context(request), request.params.id);
      return { data: { id: request.params.id } };
    },
  );

  app.get(
    '/api/back-office/newsletter/digest',
    {
      schema: {
        tags: ['back office'],
        summary: 'How often the digest goes out, when it is next due and how its last run went',
        response: { 200: digestSettingsResponseSchema, ...errors },
      },
      config: { access: NEWSLETTER_STAFF },
    },
    async () => ({ data: await digestSettings(db) }),
  );

  app.put(
    '/api/back-office/newsletter/digest',
    {
      schema: {
        tags: ['back office'],
        summary: 'Send the digest daily or weekly (admins)',
        body: digestFrequencySchema,
        response: { 200: digestSettingsResponseSchema, ...errors },
      },
      config: { access: { roles: ['admin'] } },
    },
    async (request) => {
      await setDigestFrequency(context(request), request.body.frequency);
      return { data: await digestSettings(db) };
    },
  );

  app.get(
    '/api/back-office/newsletter/digest/preview',
    {
      schema: {
        tags: ['back office'],
        summary: 'What the digest in a language would hold now (every voivodeship, one period back)',
        querystring: digestPreviewQuerySchema,
        response: { 200: digestPreviewResponseSchema, ...errors },
      },
      config: { access: NEWSLETTER_STAFF },
    },
    async (request) => {
      const { mail: _mail, ...preview } = await previewDigest(db, config, request.query.lang, new Date());
      return { data: preview };
    },
  );

  app.post(
    '/api/back-office/newsletter/digest/test',
    {
      schema: {
        tags: ['back office'],
        summary: 'Mail the digest a language would hold now to the signed-in person, as a test',
        body: digestTestSchema,
        response: { 202: digestTestResponseSchema, ...errors, 409: errorResponseSchema },
      },
      config: { access: NEWSLETTER_STAFF },
    },
    async (request, reply) => {
      const sent = await sendTestDigest(
        database,
        config,
        { ...context(request), to: staffOf(request).email },
        request.body.lang,
      );
      return reply.status(202).send({ data: sent });
    },
  );
}
