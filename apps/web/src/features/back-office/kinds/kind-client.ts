import type { ErrorCode } from '@estate/domain/error-codes';
import type { KindItem } from '@estate/domain/kinds/answers';
import { kindPaths } from '@estate/domain/kinds/kind-paths';
import type { PublicationRequest } from '@estate/domain/kinds/publication';
import { isAnyErrorCode } from '@estate/domain/staff-error-codes';
import { isRecord } from '@/lib/is-record';
import { type Conflict, conflictOf } from '../shell/checked-fetch';

/** A refused write: its code, the fields' codes, and the conflict when someone saved first. */
export interface ErrorAnswer {
  code: ErrorCode;
  fields: Record<string, ErrorCode>;
  conflict: Conflict | null;
}

/** A write's outcome: the item as the API now holds it, or why not. */
type ItemResult = { ok: true; item: KindItem } | { ok: false; status: number; error: ErrorAnswer };
/** The outcome of a write that answers no item (a deletion, a new order). */
type DoneResult = { ok: true } | { ok: false; status: number; error: ErrorAnswer };

const codeOf = (value: unknown): ErrorCode => (isAnyErrorCode(value) ? value : 'internal_error');

/** The error envelope of an answer (`{ error: { code, fields, conflict } }`), read without zod. */
export function errorAnswerOf(json: unknown): ErrorAnswer {
  const error = isRecord(json) && isRecord(json.error) ? json.error : {};
  const fields = isRecord(error.fields) ? error.fields : {};
  return {
    code: codeOf(error.code),
    fields: Object.fromEntries(Object.entries(fields).map(([field, code]) => [field, codeOf(code)])),
    conflict: conflictOf(error.conflict),
  };
}

const failed = (status: number, json: unknown = null) =>
  ({ ok: false, status, error: errorAnswerOf(json) }) as const;

async function send(
  method: string,
  url: string,
  { body, version }: { body?: unknown; version?: number },
): Promise<{ status: number; json: unknown }> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (version !== undefined) headers['if-match'] = `"${version}"`;
  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
  const json: unknown = response.headers.get('content-type')?.includes('json') ? await response.json() : null;
  return { status: response.status, json };
}

/**
 * A write answered by the item: checked against the kind's own schema, which is loaded with the
 * declarations on the first write (never with the page, decision 052 §3.1); an answer that does
 * not match is a fault, not data. A network failure is an `internal_error` with status 0.
 */
async function itemWrite(
  kind: string,
  request: Promise<{ status: number; json: unknown }>,
): Promise<ItemResult> {
  try {
    const { status, json } = await request;
    if (status < 200 || status >= 300) return failed(status, json);
    const { parseItemAnswer } = await import('@estate/domain/kinds/answers');
    const item = parseItemAnswer(kind, json);
    return item ? { ok: true, item } : failed(status);
  } catch {
    return failed(0);
  }
}

async function plainWrite(request: Promise<{ status: number; json: unknown }>): Promise<DoneResult> {
  try {
    const { status, json } = await request;
    return status >= 200 && status < 300 ? { ok: true } : failed(status, json);
  } catch {
    return failed(0);
  }
}

/**
 * The browser's client of one kind's API (decision 052 §3.10): every write of an item carries the
 * version its form was opened at (If-Match), and answers ok with the checked item, or the refusal.
 */
export function kindClient(kind: string) {
  const paths = kindPaths(kind);
  return {
    create: (values: Record<string, unknown>) => itemWrite(kind, send('POST', paths.list, { body: values })),
    save: (key: string, version: number, values: Record<string, unknown>) =>
      itemWrite(kind, send('PUT', paths.item(key), { body: values, version })),
    publication: (key: string, version: number, request: PublicationRequest) =>
      itemWrite(kind, send('POST', paths.publication(key), { body: request, version })),
    /** Drops a published item's working copy: the answer holds the live values again. */
    discard: (key: string, version: number) => itemWrite(kind, send('DELETE', paths.draft(key), { version })),
    remove: (key: string, version: number) => plainWrite(send('DELETE', paths.item(key), { version })),
    /** One group's keys (`group`: what they share, a FAQ's language), first to last. */
    order: (group: Record<string, string>, keys: readonly string[]) =>
      plainWrite(send('PUT', paths.order, { body: { ...group, keys } })),
  };
}
