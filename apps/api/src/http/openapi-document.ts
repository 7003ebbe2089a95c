import { z } from 'zod';
import { errorResponseSchema } from './error-response';

// The error envelope is one component that every 4xx/5xx answer refers to.
z.globalRegistry.add(errorResponseSchema, { id: 'ErrorResponse' });

const TAGS = [
  {
    name: 'offers',
    description: 'Offer lists, one offer, nearby offers, map counts, the agent phone reveal',
  },
  { name: 'documents', description: 'The offer sheet (PDF) and list exports (XLSX)' },
  { name: 'content', description: 'Home page, news, events, blog, FAQ, static pages and named text chunks' },
  { name: 'special offers', description: 'Promotion, territorial and property-type groups of offers' },
  {
    name: 'forms',
    description: 'The five contact forms and the newsletter sign-up (rate-limited per visitor address)',
  },
  { name: 'newsletter', description: 'Confirmation and unsubscription by the token of a mailed link' },
  {
    name: 'search alerts',
    description:
      'Search alerts on a list’s filter: confirmation, one-click unsubscribe and the manage page by a mailed token',
  },
  { name: 'system', description: 'Health for load balancers, change versions for the site’s caches' },
  {
    name: 'back office',
    description:
      'Staff accounts, invitations and the audit log (decision 029): a staff session cookie, a write only ' +
      'from the site (Origin). Sign-in, the second factor, sessions and password changes are Better ' +
      "Auth's endpoints under /api/auth/* (documented by Better Auth)",
  },
];

/** What the document says about the API as a whole (fastify-swagger's `openapi` option). */
export const OPENAPI_DOCUMENT = {
  openapi: '3.1.0',
  info: {
    title: 'Property portal API',
    version: '1.0.0',
    description:
      'JSON API of the property portal. Collections answer `{ data, meta }`; errors answer ' +
      '`{ error: { code, message } }` (`ErrorResponse`) with a machine-readable code the site turns into ' +
      'its Polish or English message. Prices are in grosze (PLN × 100).',
    contact: { name: 'Property unit, sales department', email: 'sprzedaz@example.pl' },
    license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' },
  },
  // Relative: the API answers at whatever origin serves it (the site forwards /api/* and /get/*).
  servers: [{ url: '/', description: 'The origin that serves this document' }],
  tags: TAGS,
  // Public by default; the back office's operations name the staff session (see securityFor).
  security: [],
  components: {
    securitySchemes: {
      staffSession: {
        type: 'apiKey' as const,
        in: 'cookie' as const,
        name: 'estate.session_token',
        description: 'The session cookie Better Auth sets at sign-in (`__Secure-` prefixed over https)',
      },
    },
  },
};

type Document = ReturnType<typeof import('fastify-type-provider-zod').jsonSchemaTransformObject>;

/** Binary answers, which the routes' zod schemas cannot describe. */
const BINARY_RESPONSES: [path: string, method: 'get' | 'post', mediaType: string, description: string][] = [
  ['/get/classified-pdf/{id}', 'get', 'application/pdf', 'The offer sheet, one A4 page'],
  [
    '/api/classified-xlsx',
    'post',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'The matching offers as a workbook, sent as a download (Content-Disposition: attachment)',
  ],
  [
    '/api/classified/{id}/tender.ics',
    'get',
    'text/calendar',
    'The tender as one iCalendar event, sent as a download (Content-Disposition: attachment)',
  ],
];

export function completeOpenApiDocument(document: Document): Document {
  // The transform writes each shared schema twice (as input and as output); keep what is referred to.
  const schemas = (document as { components?: { schemas?: Record<string, unknown> } }).components?.schemas;
  if (schemas) {
    const text = JSON.stringify(document);
    for (const name of Object.keys(schemas)) {
      if (!text.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
    }
  }
  const paths = (
    document as { paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>> }
  ).paths;
  for (const [path, method, mediaType, description] of BINARY_RESPONSES) {
    const operation = paths?.[path]?.[method];
    if (!operation) continue;
    operation.responses = {
      200: { description, content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } } },
      ...operation.responses,
    };
  }
  return document;
}
