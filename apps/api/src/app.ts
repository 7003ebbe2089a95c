import { ALL_KINDS } from '@estate/domain/kinds/all-kinds';
import type { DefinedKind } from '@estate/domain/kinds/define-kind';
import { JSON_BODY_MAX_BYTES } from '@estate/domain/request-body-limits';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { ApiConfig } from './config/env';
import type { DatabaseHandle } from './db/database';
import type { ApiApp } from './http/api-app';
import { handleFrameworkError, registerErrorHandler } from './http/error-handler';
import { Lifecycle } from './http/lifecycle';
import { registerLoadShedding } from './http/load-shedding';
import { rejectNulCharacters } from './http/nul-characters';
import { completeOpenApiDocument, OPENAPI_DOCUMENT } from './http/openapi-document';
import { nameOperation } from './http/operations';
import { databaseRateLimitStore } from './http/rate-limit-store';
import { OneLineRequestLog, requestLogSerializer } from './http/request-log';
import type { RouteDeps } from './http/route-deps';
import { registerKindRoutes } from './kinds/kind-routes';
import type { MediaStore } from './media/media-store';
import { openMediaStore } from './media/open-media-store';
import { registerAuditRoutes } from './routes/back-office/audit-routes';
import { registerContentImageRoutes } from './routes/back-office/content-image-routes';
import { registerDashboardRoutes } from './routes/back-office/dashboard-routes';
import { registerInboxRoutes } from './routes/back-office/inbox-routes';
import { registerBackOfficeNewsletterRoutes } from './routes/back-office/newsletter-routes';
import { registerOfferActivityRoutes } from './routes/back-office/offer-activity-routes';
import { registerOfferChoiceRoutes } from './routes/back-office/offer-choice-routes';
import { registerOfferEditorRoutes } from './routes/back-office/offer-editor-routes';
import { registerOfferImportRoutes } from './routes/back-office/offer-import-routes';
import { registerOfferMediaRoutes } from './routes/back-office/offer-media-routes';
import { registerBackOfficeOfferRoutes } from './routes/back-office/offer-routes';
import { registerProfileRoutes } from './routes/back-office/profile-routes';
import { registerSavedFilterRoutes } from './routes/back-office/saved-filter-routes';
import { registerBackOfficeSearchAlertRoutes } from './routes/back-office/search-alert-routes';
import { registerStaffRoutes } from './routes/back-office/staff-routes';
import { registerBlogRoutes } from './routes/blog-routes';
import { registerChangeRoutes } from './routes/change-routes';
import { registerChunkRoutes } from './routes/chunk-routes';
import { registerEventRoutes } from './routes/event-routes';
import { registerFaqRoutes } from './routes/faq-routes';
import { registerFormRoutes } from './routes/form-routes';
import { registerGroupRoutes } from './routes/group-routes';
import { registerHealthRoutes } from './routes/health-routes';
import { registerMainPageRoutes } from './routes/main-page-routes';
import { registerMediaRoutes } from './routes/media-routes';
import { registerNewsRoutes } from './routes/news-routes';
import { registerNewsletterRoutes } from './routes/newsletter-routes';
import { registerOfferDocumentRoutes } from './routes/offer-document-routes';
import { registerOfferMapRoutes } from './routes/offer-map-routes';
import { registerOfferRoutes } from './routes/offer-routes';
import { registerOfferViewRoutes } from './routes/offer-view-routes';
import { registerPageRoutes } from './routes/page-routes';
import { registerSearchAlertRoutes } from './routes/search-alert-routes';
import { registerTenderRoutes } from './routes/tender-routes';
import { ResponseCache } from './services/response-cache';
import { registerAuthRoutes } from './staff/auth-routes';
import { registerStaffAccess } from './staff/staff-access';
import { createStaffAuth } from './staff/staff-auth';

interface AppDependencies {
  config: ApiConfig;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** The process's stop state, shared with server.ts; tests get a fresh one. */
  lifecycle?: Lifecycle;
  /** Default: the store the config names (`openMediaStore`). */
  media?: MediaStore;
  /** Hot public reads; server.ts shares it with the publication loop, which drops it on changes. */
  listCache?: ResponseCache;
  /** The editable kinds on the mechanism (decision 052); a test adds a fixture kind. */
  kinds?: readonly DefinedKind[];
}

/**
 * Builds the API without listening, so tests drive it through `app.inject` with the same
 * plugins, routes and error handling as production.
 */
export async function buildApp({
  config,
  database,
  logger,
  lifecycle = new Lifecycle(),
  media = openMediaStore(config),
  listCache = new ResponseCache(config.listCacheSeconds * 1000),
  kinds = ALL_KINDS,
}: AppDependencies): Promise<ApiApp> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, serializers: { req: requestLogSerializer } },
    // One line per request instead of Fastify's two, polls and health checks below info (request-log.ts).
    logController: new OneLineRequestLog(),
    // The one table of body limits, which the site's forwarder applies too (decision 047).
    bodyLimit: JSON_BODY_MAX_BYTES,
    // The site forwards the visitor's address; rate limits must see it, not the proxy's. Only the
    // configured peers are believed, so a visitor's own X-Forwarded-For changes nothing.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy.join(',') : false,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    frameworkErrors: handleFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  // Before the document collects the routes: every operation gets its name and description.
  app.addHook('onRoute', nameOperation);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('preValidation', rejectNulCharacters);
  // While draining, no connection is kept open for more requests: the next goes to another instance.
  app.addHook('onRequest', async (_request, reply) => {
    if (lifecycle.draining) reply.header('connection', 'close');
  });

  await app.register(fastifySwagger, {
    openapi: OPENAPI_DOCUMENT,
    transform: jsonSchemaTransform,
    // Shared schemas (the error envelope) as components, then what zod cannot say (binary answers).
    transformObject: (input) => completeOpenApiDocument(jsonSchemaTransformObject(input)),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  // Before the routes: an overloaded instance answers 503 at once instead of queueing (decision 025).
  await registerLoadShedding(app, { maxEventLoopDelayMs: config.maxEventLoopDelayMs ?? 0 });
  // Limits apply only to routes that set config.rateLimit (the forms); 429s become `rate_limited`.
  // Counted in the database, so every API instance shares one count per address (decision 021).
  await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(database) });

  const deps: RouteDeps = {
    config,
    database,
    listCache,
    lifecycle,
    media,
    kinds,
  };
  registerHealthRoutes(app, deps);
  registerChangeRoutes(app, deps);
  registerMainPageRoutes(app, deps);
  registerNewsletterRoutes(app, deps);
  registerSearchAlertRoutes(app, deps);
  registerFormRoutes(app, deps);
  registerBlogRoutes(app, deps);
  registerChunkRoutes(app, deps);
  registerEventRoutes(app, deps);
  registerFaqRoutes(app, deps);
  registerGroupRoutes(app, deps);
  registerNewsRoutes(app, deps);
  registerPageRoutes(app, deps);
  registerOfferRoutes(app, deps);
  registerOfferViewRoutes(app, deps);
  registerOfferMapRoutes(app, deps);
  registerOfferDocumentRoutes(app, deps);
  registerTenderRoutes(app, deps);

  // Staff accounts and the back office (decision 029): the guard first, so it sees every route.
  const auth = createStaffAuth(config, database);
  registerStaffAccess(app, auth, config, database);
  // An offer's files not public are served to staff who may see the offer (decision 048).
  registerMediaRoutes(app, deps, auth);
  await registerAuthRoutes(app, auth, config);
  registerStaffRoutes(app, deps, auth);
  registerAuditRoutes(app, deps);
  registerBackOfficeOfferRoutes(app, deps);
  registerOfferEditorRoutes(app, deps);
  registerOfferChoiceRoutes(app, deps);
  registerOfferActivityRoutes(app, deps);
  registerDashboardRoutes(app, deps);
  await registerOfferMediaRoutes(app, deps);
  await registerOfferImportRoutes(app, deps);
  await registerProfileRoutes(app, deps);
  registerInboxRoutes(app, deps);
  registerSavedFilterRoutes(app, deps);
  registerBackOfficeNewsletterRoutes(app, deps);
  registerBackOfficeSearchAlertRoutes(app, deps);
  await registerContentImageRoutes(app, deps);
  // Every editable kind on the mechanism, from its declaration (decision 052).
  for (const kind of kinds) registerKindRoutes(app, deps, kind);

  return app;
}
