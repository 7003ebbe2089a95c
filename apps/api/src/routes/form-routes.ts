import {
  askRequestSchema,
  CONTACT_CONSENT,
  type ContactFormKind,
  classifiedFileSchema,
  contactClassifiedSchema,
  contactSchema,
  FORM_CAPTCHA_ACTIONS,
  unsubscribeSchema,
} from '@estate/domain/contact-forms';
import type { Language } from '@estate/domain/language';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DatabaseSchema } from '../db/database-schema';
import { type CaptchaVerifier, createCaptchaVerifier, requireCaptcha } from '../forms/captcha';
import {
  askRequestMails,
  classifiedFileMails,
  contactClassifiedMails,
  contactMails,
  type MailContext,
} from '../forms/contact-mails';
import { type OfferEnquiry, offerAgentMail } from '../forms/inbox-mails';
import { normalizeEmail, requestUnsubscribe } from '../forms/newsletter-service';
import type { ApiApp } from '../http/api-app';
import { AppError } from '../http/app-error';
import { errorResponseSchema } from '../http/error-response';
import type { RouteDeps } from '../http/route-deps';
import { enqueueMail, type OutgoingMail } from '../mail/outbox';
import { notifyMailQueued } from '../mail/outbox-signal';
import {
  findOfferAgentRecipient,
  findOfferDocumentsForForm,
  findOfferForForm,
  insertSubmission,
  nextSubmissionIdGuess,
  type OfferAgentRecipient,
  type OfferForForm,
} from '../repositories/submission-repository';

const HOUR_MS = 60 * 60_000;

const createdSchema = z.object({ data: z.object({ id: z.number().int() }) }).describe('Submission stored');

/** Fields every form body has that are not part of what the visitor asked. */
interface CommonFields {
  email: string;
  lang: Language;
  token: string;
  website: string;
}

/** What one form does once its body is valid, the honeypot empty and the captcha passed. */
interface FormDefinition<Body extends CommonFields> {
  kind: ContactFormKind;
  schema: z.ZodType<Body, unknown>;
  summary: string;
  /** Forms that mail staff fail closed when the captcha service is unreachable (docs/decisions/007). */
  whenCaptchaUnavailable: 'accept' | 'reject';
  /** The offer the form is about, checked before anything is stored: unknown is 404 not_found. */
  offerId?: (body: Body) => number;
  /**
   * Runs in the submission's transaction before the row is stored: what the stored payload adds,
   * and the mails to queue once the row's id (which the mails name) is known.
   */
  prepare: (
    trx: Kysely<DatabaseSchema>,
    body: Body,
    offer: OfferForForm | undefined,
  ) => Promise<{ payload?: Record<string, unknown>; mails: (ctx: MailContext) => OutgoingMail[] }>;
  /** The address stored with the submission; the form's own by default. */
  storedEmail?: (body: Body) => string;
}

function withoutTransport<Body extends CommonFields>(body: Body): Record<string, unknown> {
  const { token: _token, website: _website, ...rest } = body;
  return rest;
}

function consent(lang: Language) {
  return { text: CONTACT_CONSENT[lang], version: CONTACT_CONSENT.version };
}

/**
 * The agent to tell of a new submission about their offer besides sales (issue 35): the active
 * account behind the offer's agent card, unless its address is sales' own (one mail is enough).
 */
async function agentToMail(
  trx: Kysely<DatabaseSchema>,
  { config }: RouteDeps,
  offer: OfferForForm,
): Promise<OfferAgentRecipient | undefined> {
  const agent = await findOfferAgentRecipient(trx, offer.id);
  return agent && agent.email.toLowerCase() !== config.mail.salesEmail.toLowerCase() ? agent : undefined;
}

function agentMails(
  ctx: MailContext,
  agent: OfferAgentRecipient | undefined,
  offer: OfferForForm,
  enquiry: Omit<OfferEnquiry, 'submissionId'>,
): OutgoingMail[] {
  return agent
    ? [offerAgentMail(ctx.siteUrl, agent, offer, { ...enquiry, submissionId: ctx.submissionId })]
    : [];
}

export function registerFormRoutes(app: ApiApp, deps: RouteDeps): void {
  const captcha = createCaptchaVerifier(deps.config.captcha);

  registerForm(app, deps, captcha, {
    kind: 'contact-classified',
    schema: contactClassifiedSchema,
    summary: 'Question about one offer, to sales; the visitor gets an acknowledgement',
    whenCaptchaUnavailable: 'reject',
    offerId: (body) => body.classifiedId,
    prepare: async (trx, body, offer) => {
      const agent = await agentToMail(trx, deps, offer as OfferForForm);
      return {
        payload: { consent: consent(body.lang) },
        mails: (ctx) => [
          ...contactClassifiedMails(ctx, body, offer as OfferForForm),
          ...agentMails(ctx, agent, offer as OfferForForm, { kind: 'contact-classified', ...body }),
        ],
      };
    },
  });

  registerForm(app, deps, captcha, {
    kind: 'ask-reqest',
    schema: askRequestSchema,
    summary: 'Property search request (what the visitor looks for), to sales; spelling as in the spec',
    whenCaptchaUnavailable: 'reject',
    prepare: async (_trx, body) => ({
      payload: { consent: consent(body.lang) },
      mails: (ctx) => askRequestMails(ctx, body),
    }),
  });

  registerForm(app, deps, captcha, {
    kind: 'contact',
    schema: contactSchema,
    summary: 'Contact page message, to sales; the visitor gets an acknowledgement',
    whenCaptchaUnavailable: 'reject',
    prepare: async (_trx, body) => ({
      payload: { consent: consent(body.lang) },
      mails: (ctx) => contactMails(ctx, body),
    }),
  });

  registerForm(app, deps, captcha, {
    kind: 'classified-file',
    schema: classifiedFileSchema,
    summary: "Mails the offer's document links to the visitor and tells sales who asked",
    whenCaptchaUnavailable: 'reject',
    offerId: (body) => body.classifiedId,
    prepare: async (trx, body, offer) => {
      const documents = await findOfferDocumentsForForm(trx, (offer as OfferForForm).id);
      const agent = await agentToMail(trx, deps, offer as OfferForForm);
      return {
        payload: { consent: consent(body.lang), documents: documents.length },
        mails: (ctx) => [
          ...classifiedFileMails(ctx, body, offer as OfferForForm, documents),
          ...agentMails(ctx, agent, offer as OfferForForm, { kind: 'classified-file', ...body }),
        ],
      };
    },
  });

  registerForm(app, deps, captcha, {
    kind: 'unsubscribe',
    schema: unsubscribeSchema,
    summary:
      'Newsletter unsubscribe by address: a subscribed address gets a mail with an unsubscribe link ' +
      '(never unsubscribed directly); the answer is the same for any address',
    // The mailed link still gates the effect, as for the newsletter sign-up.
    whenCaptchaUnavailable: 'accept',
    storedEmail: (body) => normalizeEmail(body.email),
    prepare: async (trx, body) => {
      // Queues the mail itself (to the subscriber, in the transaction) when the address subscribes.
      const mailed = await requestUnsubscribe(trx, deps.config, body);
      return { payload: { mailed }, mails: () => [] };
    },
  });
}

function registerForm<Body extends CommonFields>(
  app: ApiApp,
  { config, database }: RouteDeps,
  captcha: CaptchaVerifier,
  form: FormDefinition<Body>,
): void {
  app.post(
    `/api/form/${form.kind}`,
    {
      schema: {
        tags: ['forms'],
        summary: form.summary,
        body: form.schema,
        response: {
          201: createdSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
      config: { rateLimit: { max: config.formRateLimit, timeWindow: HOUR_MS } },
    },
    async (request, reply) => {
      const body = request.body as Body;
      if (body.website !== '') {
        // A bot filled the hidden field: answer as if accepted, keep and send nothing.
        request.log.info({ form: form.kind }, 'honeypot filled, submission dropped');
        return reply.status(201).send({ data: { id: await nextSubmissionIdGuess(database.db) } });
      }

      let offer: OfferForForm | undefined;
      if (form.offerId) {
        offer = await findOfferForForm(database.db, form.offerId(body));
        if (!offer) throw AppError.notFound('Offer');
      }

      await requireCaptcha(
        captcha,
        {
          token: body.token,
          action: FORM_CAPTCHA_ACTIONS[form.kind],
          remoteIp: request.ip,
          whenUnavailable: form.whenCaptchaUnavailable,
        },
        request.log,
      );

      const now = new Date();
      const { id, queued } = await database.db.transaction().execute(async (trx) => {
        const prepared = await form.prepare(trx, body, offer);
        const submissionId = await insertSubmission(
          trx,
          {
            kind: form.kind,
            offerId: offer?.id ?? null,
            email: form.storedEmail ? form.storedEmail(body) : body.email,
            lang: body.lang,
            payload: { ...withoutTransport(body), ...prepared.payload },
          },
          now.toISOString(),
        );
        const mails = prepared.mails({
          siteUrl: config.siteUrl,
          salesEmail: config.mail.salesEmail,
          submissionId,
        });
        for (const mail of mails) await enqueueMail(trx, mail, now);
        return { id: submissionId, queued: mails.length > 0 || prepared.payload?.mailed === true };
      });
      if (queued) notifyMailQueued(database);
      request.log.info({ form: form.kind, submissionId: id }, 'form submission stored');
      return reply.status(201).send({ data: { id } });
    },
  );
}
