import { createHash } from 'node:crypto';
import { newsletterTokenResponseSchema } from '@estate/domain/api/newsletter-responses';
import { FORM_CAPTCHA_ACTIONS } from '@estate/domain/contact-forms';
import { LANGUAGES } from '@estate/domain/language';
import { newsletterSchema, parseVoivodeshipNames } from '@estate/domain/newsletter';
import { newsletterPagePath } from '@estate/domain/newsletter-pages';
import { ONE_CLICK_BODY_MAX_BYTES } from '@estate/domain/request-body-limits';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createCaptchaVerifier, requireCaptcha } from '../forms/captcha';
import {
  confirmSubscription,
  normalizeEmail,
  signUp,
  unsubscribeByToken,
  unsubscribePageLanguage,
} from '../forms/newsletter-service';
import type { ApiApp } from '../http/api-app';
import { AppError } from '../http/app-error';
import { errorResponseSchema } from '../http/error-response';
import type { RouteDeps } from '../http/route-deps';

/** Sign-ups one address may trigger per hour, on top of the per-IP form limit. */
const NEWSLETTER_PER_EMAIL_LIMIT = 3;
const HOUR_MS = 60 * 60_000;

/** SPEC §3/§7 body, plus the language the confirmation mail is written in (the site sends its own). */
const newsletterBodySchema = newsletterSchema.extend({
  lang: z.enum(LANGUAGES, 'invalid_value').default('pl'),
});

const tokenParamsSchema = z.object({ token: z.string().max(200) });

/** Form posts the one-click unsubscribe arrives as (RFC 8058); the body is not read. */
const ONE_CLICK_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * Sign-ups one address may trigger per hour (keyed by its hash under `prefix`), on top of the
 * per-IP form limit: the newsletter's and the search alerts' forms. Throws 429 when exceeded.
 */
export function perEmailLimit(app: ApiApp, prefix: string): (request: FastifyRequest) => Promise<void> {
  const limit = app.createRateLimit({
    max: NEWSLETTER_PER_EMAIL_LIMIT,
    timeWindow: HOUR_MS,
    keyGenerator: (request: FastifyRequest) => {
      const { email } = request.body as { email: string };
      return `${prefix}:${createHash('sha256').update(normalizeEmail(email)).digest('hex')}`;
    },
  });
  return async (request) => {
    const answer = await limit(request);
    if (!answer.isAllowed && answer.isExceeded) {
      throw new AppError(
        429,
        'rate_limited',
        'Too many sign-ups for this address, try again later',
        undefined,
        {
          'retry-after': String(answer.ttlInSeconds),
        },
      );
    }
  };
}

/** Form posts the one-click unsubscribe arrives as (RFC 8058): accepted, the body not read. */
export function acceptOneClickPosts(routes: Pick<ApiApp, 'addContentTypeParser'>): void {
  routes.addContentTypeParser(
    ONE_CLICK_CONTENT_TYPES,
    { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_MAX_BYTES },
    (_req, _body, done) => done(null, undefined),
  );
}

export function registerNewsletterRoutes(app: ApiApp, { config, database }: RouteDeps): void {
  const captcha = createCaptchaVerifier(config.captcha);
  const perEmail = perEmailLimit(app, 'newsletter');

  app.post(
    '/api/form/newsletter',
    {
      schema: {
        tags: ['forms'],
        summary:
          'Newsletter sign-up (double opt-in): stores the consent and mails a confirmation link; ' +
          'a pending address gets a fresh link',
        body: newsletterBodySchema,
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
      const body = request.body;
      await perEmail(request);
      const voivodeships = parseVoivodeshipNames(body.voivodeship);
      if (!voivodeships) {
        throw new AppError(400, 'bad_voivodeshipID', 'Select at least one voivodeship', {
          fields: { voivodeship: 'bad_voivodeshipID' },
        });
      }
      // Double opt-in gates the sign-up even when the check cannot run (docs/decisions/007).
      await requireCaptcha(
        captcha,
        {
          token: body.token,
          action: FORM_CAPTCHA_ACTIONS.newsletter,
          remoteIp: request.ip,
          whenUnavailable: 'accept',
        },
        request.log,
      );
      const outcome = await signUp(database, config, {
        email: body.email,
        voivodeships,
        isAgent: body.isAgent,
        lang: body.lang,
        eventId: body.eventID,
      });
      request.log.info({ outcome }, 'newsletter sign-up');
      return reply.status(202).send({ data: { status: 'pending' as const } });
    },
  );

  // The token routes log at warn only: Fastify's request log would write the token in the URL.
  app.register(async (scope) => {
    const routes = scope.withTypeProvider<ZodTypeProvider>();
    acceptOneClickPosts(routes);

    routes.post(
      '/api/newsletter/confirm/:token',
      {
        logLevel: 'warn',
        schema: {
          tags: ['newsletter'],
          summary:
            'Confirms a sign-up with the token of the confirmation mail (the site page ' +
            '/newsletter/potwierdz/{token} calls it); a repeated confirm answers already_confirmed',
          params: tokenParamsSchema,
          response: {
            200: newsletterTokenResponseSchema,
            404: errorResponseSchema,
            410: errorResponseSchema,
          },
        },
      },
      async (request) => ({ data: await confirmSubscription(database, request.params.token) }),
    );

    routes.post(
      '/api/newsletter/unsubscribe/:token',
      {
        logLevel: 'warn',
        schema: {
          tags: ['newsletter'],
          summary:
            'Unsubscribes with the token of a list mail (the site page /newsletter/wypisz/{token} calls ' +
            'it; also the RFC 8058 one-click target of List-Unsubscribe-Post)',
          params: tokenParamsSchema,
          response: {
            200: newsletterTokenResponseSchema,
            404: errorResponseSchema,
            410: errorResponseSchema,
          },
        },
      },
      async (request) => ({ data: await unsubscribeByToken(database, request.params.token) }),
    );

    // A person whose mail client opens the List-Unsubscribe address in a browser (RFC 2369) gets
    // the unsubscribe page with its button, in their language; opening it changes nothing. A
    // browser's redirect, not an operation of the API: left out of the OpenAPI document (whose lint
    // wants a 2xx answer of every operation) and so of operations.ts (decision 036).
    routes.get(
      '/api/newsletter/unsubscribe/:token',
      {
        logLevel: 'warn',
        schema: { hide: true, params: tokenParamsSchema },
      },
      async (request, reply) => {
        const { token } = request.params;
        const lang = await unsubscribePageLanguage(database, token);
        return reply
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .redirect(newsletterPagePath('unsubscribe', lang, token), 303);
      },
    );
  });
}
