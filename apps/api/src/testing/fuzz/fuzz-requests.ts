import fc from 'fast-check';
import { hostileKey, hostileScalar, hostileValue, RAW_BODIES } from './hostile-values';
import { type JsonSchema, schemaArbitrary } from './schema-arbitrary';

/** One operation of the OpenAPI document, reduced to what requests are made of. */
interface FuzzOperation {
  method: string;
  path: string;
  parameters: Array<{
    in: 'path' | 'query' | 'header';
    name: string;
    required?: boolean;
    schema: JsonSchema;
  }>;
  body?: JsonSchema;
  /** It names the staff session (`security: [{ staffSession: [] }]`): the guard answers 401 without one. */
  staffSession: boolean;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** Which generator made it, for the report. */
  kind: string;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: FuzzOperation['parameters'];
        requestBody?: { content?: Record<string, { schema: JsonSchema }> };
        security?: Array<Record<string, string[]>>;
      }
    >
  >;
}

/** Every operation of the document (the Swagger UI's own routes are not part of it). */
export function operationsOf(document: OpenApiDocument): FuzzOperation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
      staffSession: (operation.security ?? []).some((requirement) => 'staffSession' in requirement),
    })),
  );
}

/** A request's parts before they are turned into a URL and a body. */
interface Parts {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  rawBody?: string;
  headers: Record<string, string>;
}

const HOSTILE_HEADERS: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'content-type': fc.constantFrom(
      'text/plain',
      'application/json; charset=utf-16',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json, text/html',
      '*/*',
      '',
    ),
    'accept-language': fc.constantFrom('*', 'pl-PL,pl;q=0.9,en;q=0.8', 'xx'.repeat(500), '\u00FF\u00FE'),
    'x-forwarded-for': fc.constantFrom('1.2.3.4, 5.6.7.8', 'not-an-ip', '::1', '999.999.999.999', ' , , '),
    cookie: fc.constantFrom('a=b', '__proto__=x; constructor=y', '='.repeat(100)),
    accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/avif'),
  },
  { requiredKeys: [] },
);

function valueArbitraries(
  operation: FuzzOperation,
  where: 'path' | 'query',
): Record<string, fc.Arbitrary<unknown>> {
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const parameter of operation.parameters.filter((p) => p.in === where)) {
    record[parameter.name] = schemaArbitrary(parameter.schema, parameter.name);
  }
  return record;
}

function validParts(operation: FuzzOperation): fc.Arbitrary<Parts> {
  const requiredQuery = operation.parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name);
  return fc.record({
    path: fc.record(valueArbitraries(operation, 'path')),
    query: fc.record(valueArbitraries(operation, 'query'), { requiredKeys: requiredQuery }),
    body: operation.body ? schemaArbitrary(operation.body) : fc.constant(undefined),
    headers: fc.constant({}),
  });
}

/** Replaces one value (a parameter or a body field, at any depth of the body) with a hostile one. */
function withHostileValue(parts: Parts, choice: number, value: unknown): Parts {
  const slots: Array<(v: unknown) => Parts> = [];
  for (const key of Object.keys(parts.path))
    slots.push((v) => ({ ...parts, path: { ...parts.path, [key]: v } }));
  for (const key of Object.keys(parts.query))
    slots.push((v) => ({ ...parts, query: { ...parts.query, [key]: v } }));
  const body = parts.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const key of Object.keys(body)) slots.push((v) => ({ ...parts, body: { ...body, [key]: v } }));
  }
  slots.push((v) => ({ ...parts, body: v }));
  const slot = slots[choice % slots.length];
  return slot ? slot(value) : parts;
}

function withoutOne(parts: Parts, choice: number): Parts {
  const body = parts.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const keys = Object.keys(body);
    if (keys.length > 0) {
      const drop = keys[choice % keys.length];
      return { ...parts, body: Object.fromEntries(Object.entries(body).filter(([key]) => key !== drop)) };
    }
  }
  const keys = Object.keys(parts.query);
  const drop = keys[choice % Math.max(keys.length, 1)];
  return { ...parts, query: Object.fromEntries(Object.entries(parts.query).filter(([key]) => key !== drop)) };
}

/** The generators, weighted so that most requests are nearly valid and reach the handlers. */
function partsArbitrary(operation: FuzzOperation): fc.Arbitrary<Parts & { kind: string }> {
  const valid = validParts(operation);
  const tag = (kind: string) => (parts: Parts) => ({ ...parts, kind });
  return fc.oneof(
    { weight: 3, arbitrary: valid.map(tag('valid')) },
    {
      weight: 4,
      arbitrary: fc.tuple(valid, fc.nat(), hostileValue).map(([parts, choice, value]) => ({
        ...withHostileValue(parts, choice, value),
        kind: 'hostile-value',
      })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, hostileKey, hostileValue).map(([parts, key, value]) => ({
        ...parts,
        body:
          parts.body && typeof parts.body === 'object' ? { ...parts.body, [key]: value } : { [key]: value },
        kind: 'extra-key',
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.nat())
        .map(([parts, choice]) => ({ ...withoutOne(parts, choice), kind: 'missing-field' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.oneof(fc.constantFrom(...RAW_BODIES), fc.string({ unit: 'binary', maxLength: 200 })))
        .map(([parts, rawBody]) => ({ ...parts, rawBody, kind: 'raw-body' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, HOSTILE_HEADERS)
        .map(([parts, headers]) => ({ ...parts, headers, kind: 'headers' })),
    },
  );
}

/**
 * Percent-encodes a path segment. Lone surrogates cannot be encoded as UTF-8, so they are sent as
 * the bytes of an encoded surrogate, which is invalid UTF-8 and exactly what a server must survive.
 */
function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80`;
  }
}

/** Query values: arrays become repeated keys, objects and others their JSON or text. */
function appendQuery(search: URLSearchParams, key: string, value: unknown): void {
  if (value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value)
      search.append(key, typeof item === 'string' ? item : (JSON.stringify(item) ?? ''));
    return;
  }
  search.append(key, typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)));
}

function toRequest(operation: FuzzOperation, parts: Parts & { kind: string }): FuzzRequest {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = parts.path[name];
    const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
    // A path segment may not be empty or the route would not match at all.
    return encodeSegment(text) || '%20';
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(parts.query)) appendQuery(search, key, value);
  const query = search.toString();
  const url = query ? `${path}?${query}` : path;
  const hasBody = operation.method !== 'GET' && operation.method !== 'HEAD';
  const payload =
    parts.rawBody ?? (hasBody && parts.body !== undefined ? JSON.stringify(parts.body) : undefined);
  const headers: Record<string, string> = {};
  if (payload !== undefined) headers['content-type'] = 'application/json';
  Object.assign(headers, parts.headers);
  return {
    method: operation.method,
    url,
    headers,
    ...(payload !== undefined && (hasBody || parts.rawBody !== undefined) ? { payload } : {}),
    kind: parts.kind,
  };
}

/** The signed-in person the back office's operations are fuzzed as. */
export interface StaffSession {
  /** `fromSite(config, cookie)`: the site's Origin and the Cookie of the session. */
  headers: Record<string, string>;
  /** Their own id, which no request may name (see requestArbitrary). */
  staffId: string;
}

/** Where the back office's routes live: each write is refused (403) without the site's Origin. */
const BACK_OFFICE_PREFIX = '/api/back-office/';

/**
 * A back-office request as the site sends it: with its Origin (or every write would be a 403 before
 * validation) and, for an operation that names the session, with the Cookie (or everything would be a
 * 401). The odd cookies of the `headers` generator go along with the session, not instead of it.
 */
function signedIn(request: FuzzRequest, operation: FuzzOperation, session: StaffSession): FuzzRequest {
  const { cookie, ...site } = session.headers;
  const headers = { ...request.headers, ...site };
  if (operation.staffSession && cookie) {
    headers.cookie = request.headers.cookie ? `${cookie}; ${request.headers.cookie}` : cookie;
  }
  return { ...request, headers };
}

/**
 * Requests for one operation: valid ones, and every way of getting them wrong. Given a session, the
 * back office's are sent signed in, and none names the person's own id: deactivating themselves would
 * end the session and turn every later request into a 401 (the routes refuse it today, but the
 * fuzzer must not rely on the code it tests). A generated id is random text, so the filter practically
 * never drops one and the other draws stay as they were. The other operations get exactly the
 * requests they get without a session.
 */
export function requestArbitrary(
  operation: FuzzOperation,
  session?: StaffSession,
): fc.Arbitrary<FuzzRequest> {
  const requests = partsArbitrary(operation).map((parts) => toRequest(operation, parts));
  if (!session || !(operation.staffSession || operation.path.startsWith(BACK_OFFICE_PREFIX))) return requests;
  return requests
    .filter((request) => !`${request.url} ${request.payload ?? ''}`.includes(session.staffId))
    .map((request) => signedIn(request, operation, session));
}

/** Paths under /media/, which the document does not list: traversal, encodings, odd names. */
export const mediaRequestArbitrary: fc.Arbitrary<FuzzRequest> = fc
  .oneof(
    fc.constantFrom(
      '../site.db',
      '..%2fsite.db',
      '%2e%2e/%2e%2e/etc/passwd',
      '.env',
      'offers/',
      '%00',
      '%E0%A4%A',
    ),
    fc.string({ maxLength: 40 }).map(encodeSegment),
    hostileScalar.map((value) => encodeSegment(String(value))),
  )
  .map((path) => ({ method: 'GET', url: `/media/${path}`, headers: {}, kind: 'media-path' }));
