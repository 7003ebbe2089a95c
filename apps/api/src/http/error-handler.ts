import { type IssueLike, zodIssuesToFieldErrors } from '@estate/domain/error-codes';
import { isAnyErrorCode } from '@estate/domain/staff-error-codes';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database-errors';
import { AppError } from './app-error';

/** What a 503 asks clients to wait: a restarted database or a released lock takes seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string>; [key: string]: unknown };
}

/** Fastify's own 4xx errors, by their code, mapped to ours. */
const FASTIFY_CODES: Record<string, { status: number; code: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'bad_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'bad_json' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'bad_request' },
};

/**
 * Errors the router raises before any route or hook runs (a malformed percent-encoding, an
 * over-long path parameter): without this Fastify answers them in its own shape, without our code.
 */
export function handleFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 414
      : error.statusCode && error.statusCode < 500
        ? error.statusCode
        : 400;
  reply.status(status).send({ error: { code: 'bad_request', message: 'Malformed request URL' } });
}

/**
 * One place that decides what a failure looks like: 4xx carry a machine-readable code, 5xx are
 * logged with their cause and answered without details.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((rawError: FastifyError | AppError | Error, request, reply) => {
    const send = (status: number, body: ErrorBody) => reply.status(status).send(body);

    if (rawError instanceof AppError) {
      if (rawError.headers) reply.headers(rawError.headers);
      if (rawError.statusCode >= 500) request.log.error({ err: rawError }, 'request failed');
      return send(rawError.statusCode, {
        error: { code: rawError.code, message: rawError.message, ...rawError.details },
      });
    }

    if (hasZodFastifySchemaValidationErrors(rawError)) {
      // The type provider flattens zod issues into Ajv-like entries; rebuild the parts we read.
      const issues: IssueLike[] = rawError.validation.map((entry) => ({
        code: entry.keyword,
        path: entry.instancePath.split('/').filter(Boolean),
        message: entry.message ?? '',
        keys: Array.isArray(entry.params.keys) ? (entry.params.keys as string[]) : undefined,
      }));
      return send(400, {
        error: {
          code: 'validation_failed',
          message: `Invalid ${rawError.validationContext ?? 'request'}`,
          fields: zodIssuesToFieldErrors(issues, isAnyErrorCode),
        },
      });
    }

    const fastifyError = rawError as FastifyError;
    const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
    if (known) return send(known.status, { error: { code: known.code, message: fastifyError.message } });

    const status = fastifyError.statusCode ?? 500;
    if (status === 429) {
      return send(429, { error: { code: 'rate_limited', message: 'Too many requests, try again later' } });
    }
    if (status >= 400 && status < 500) {
      return send(status, { error: { code: 'bad_request', message: fastifyError.message } });
    }

    if (isDatabaseUnavailable(rawError)) {
      // Logged without the request body: it may hold a visitor's form.
      request.log.warn({ code: (rawError as { code?: unknown }).code }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(503, {
        error: { code: 'db_unavailable', message: 'The database is unavailable, try again shortly' },
      });
    }

    request.log.error({ err: rawError }, 'unhandled error');
    return send(500, { error: { code: 'internal_error', message: 'Internal server error' } });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      error: { code: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}` },
    });
  });
}
