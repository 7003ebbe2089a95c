import { newsletterTokenResponseSchema } from '@estate/domain/api/newsletter-responses';
import {
  searchAlertListResponseSchema,
  searchAlertOfTokenResponseSchema,
} from '@estate/domain/api/search-alert-responses';
import { FORM_CAPTCHA_ACTIONS } from '@estate/domain/contact-forms';
import {
  alertPagePath,
  searchAlertChangeSchema,
  searchAlertSignupSchema,
} from '@estate/domain/search-alerts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createCaptchaVerifier, requireCaptcha } from '../forms/captcha';
import type { ApiApp } from '../http/api-app';
import { errorResponseSchema } from '../http/error-response';
import type { RouteDeps } from '../http/route-deps';
import {
  alertOfToken,
  alertUnsubscribePageLanguage,
  changeAlert,
  confirmAlertByToken,
  deleteAlerts,
  listAlerts,
  subscribeAlert,
  unsubscribeAlertByToken,
} from '../services/search-alerts';
import { acceptOneClickPosts, perEmailLimit } from './newsletter-routes';

const HOUR_MS = 60 * 60_000;
const tokenParamsSchema = z.object({ token: z.string().max(200) });
const alertParamsSchema = tokenParamsSchema.extend({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const tokenErrors = { 404: errorResponseSchema, 410: errorResponseSchema };

/**
 * Search alerts (issue 36, decision 059): the sign-up (the newsletter's consent, double opt-in,
 * captcha and per-address limit), the confirmation, one alert's one-click unsubscribe (RFC 8058)
 * and the manage page's API by a mailed token.
 */
export function registerSearchAlertRoutes(app: ApiApp, { config, database }: RouteDeps): void {
  const captcha = createCaptchaVerifier(config.captcha);
  const perEmail = perEmailLimit(app, 'search-alert');

  app.post(
    '/api/form/search-alert',
    {
      schema: {
        tags: ['forms'],
        summary:
          'Search alert sign-up (double opt-in): stores the list path, the frequency and the consent ' +
          'and mails a confirmation link',
        body: searchAlertSignupSchema,
        response: {
          202: z.object({ data: z.object({ status: z.literal('pending') }) }),
          400: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      config: { rateLimit: { max: config.formRateLimit, timeWindow: HOUR_MS } },
    },
    async (request, reply) => {
      await perEmail(request);
      // The newsletter's consent and the same anti-bot check (docs/decisions/007).
      await requireCaptcha(
        captcha,
        {
          token: request.body.token,
          action: FORM_CAPTCHA_ACTIONS.newsletter,
          remoteIp: request.ip,
          whenUnavailable: 'accept',
        },
        request.log,
      );
      const outcome = await subscribeAlert(database, config, request.body);
      request.log.info({ outcome }, 'search alert sign-up');
      return reply.status(202).send({ data: { status: 'pending' as const } });
    },
  );

  // The token routes log at warn only: Fastify's request log would write the token in the URL.
  app.register(async (scope) => {
    const routes = scope.withTypeProvider<ZodTypeProvider>();
    acceptOneClickPosts(routes);

    routes.post(
      '/api/search-alerts/confirm/:token',
      {
        logLevel: 'warn',
        schema: {
          tags: ['search alerts'],
          summary:
            'Confirms an alert with the token of its confirmation mail; a repeat answers already_confirmed',
          params: tokenParamsSchema,
          response: { 200: newsletterTokenResponseSchema, ...tokenErrors },
        },
      },
      async (request) => ({ data: await confirmAlertByToken(database, request.params.token) }),
    );

    routes.post(
      '/api/search-alerts/unsubscribe/:token',
      {
        logLevel: 'warn',
        schema: {
          tags: ['search alerts'],
          summary: 'Stops the one alert whose mail carried the token (the RFC 8058 one-click target)',
          params: tokenParamsSchema,
          response: { 200: newsletterTokenResponseSchema, ...tokenErrors },
        },
      },
      async (request) => ({ data: await unsubscribeAlertByToken(database, request.params.token) }),
    );

    // A person whose mail client opens the List-Unsubscribe address in a browser gets the alert's
    // unsubscribe page with its button; opening it changes nothing. A browser's redirect, left out
    // of the OpenAPI document as the newsletter's (decision 036).
    routes.get(
      '/api/search-alerts/unsubscribe/:token',
      { logLevel: 'warn', schema: { hide: true, params: tokenParamsSchema } },
      async (request, reply) => {
        const { token } = request.params;
        const lang = await alertUnsubscribePageLanguage(database, token);
        return reply
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .redirect(alertPagePath('unsubscribe', lang, token), 303);
      },
    );

    for (const page of ['confirm', 'unsubscribe'] as const)
      routes.get(
        `/api/search-alerts/${page}/:token/alert`,
        {
          logLevel: 'warn',
          schema: {
            tags: ['search alerts'],
            summary: `The alert a${page === 'confirm' ? ' confirmation' : 'n unsubscribe'} link is about (its list, frequency and state), read without changing it`,
            params: tokenParamsSchema,
            response: { 200: searchAlertOfTokenResponseSchema, 404: errorResponseSchema },
          },
        },
        async (request, reply) => {
          reply.header('cache-control', 'no-store');
          return { data: await alertOfToken(database, page, request.params.token) };
        },
      );

    routes.get(
      '/api/search-alerts/manage/:token',
      {
        logLevel: 'warn',
        schema: {
          tags: ['search alerts'],
          summary: 'The alerts of the address a manage link was mailed to',
          params: tokenParamsSchema,
          response: { 200: searchAlertListResponseSchema, ...tokenErrors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: await listAlerts(database, request.params.token) };
      },
    );

    routes.patch(
      '/api/search-alerts/manage/:token/:id',
      {
        logLevel: 'warn',
        schema: {
          tags: ['search alerts'],
          summary: 'Pauses or resumes an alert, or changes its frequency or list',
          description:
            'A list the address already watches (or has an alert pending for) answers 409 already_subscribed.',
          params: alertParamsSchema,
          body: searchAlertChangeSchema,
          response: { 204: z.null(), 400: errorResponseSchema, 409: errorResponseSchema, ...tokenErrors },
        },
      },
      async (request, reply) => {
        await changeAlert(database, request.params.token, request.params.id, request.body);
        return reply.status(204).send(null);
      },
    );

    routes.delete(
      '/api/search-alerts/manage/:token/:id',
      {
        logLevel: 'warn',
        schema: {
          tags: ['search alerts'],
          summary: 'Deletes one alert of the address',
          params: alertParamsSchema,
          response: { 204: z.null(), ...tokenErrors },
        },
      },
      async (request, reply) => {
        await deleteAlerts(database, request.params.token, request.params.id);
        return reply.status(204).send(null);
      },
    );

    routes.delete(
      '/api/search-alerts/manage/:token',
      {
        logLevel: 'warn',
        schema: {
          tags: ['search alerts'],
          summary: 'Deletes every alert of the address',
          params: tokenParamsSchema,
          response: { 204: z.null(), ...tokenErrors },
        },
      },
      async (request, reply) => {
        await deleteAlerts(database, request.params.token, undefined);
        return reply.status(204).send(null);
      },
    );
  });
}
