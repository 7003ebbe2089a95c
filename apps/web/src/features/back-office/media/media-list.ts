import { isRecord } from '@/lib/is-record';
import { refusalOf } from '../shell/checked-fetch';

/**
 * The pure parts of the offer's media manager (media-manager.tsx, with photo-media.tsx and
 * document-media.tsx): moving an item in a list, the upload queue, reading an upload's answer.
 * The limits repeat @estate/domain/offer-media's, which is not imported here: it brings zod into
 * the browser's bundle.
 */
export const PHOTO_MAX_BYTES = 25 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const ALT_MAX_LENGTH = 300;
export const TITLE_MAX_LENGTH = 200;

/** A move a staff member asks for: one place up or down, or first (the main photo). */
export type Move = 'up' | 'down' | 'first';

/** Where the item at `index` goes for `move`; null when it cannot go (already at that end). */
export function moveTarget(index: number, length: number, move: Move): number | null {
  if (index < 0 || index >= length) return null;
  const to = move === 'up' ? index - 1 : move === 'down' ? index + 1 : 0;
  return to < 0 || to >= length || to === index ? null : to;
}

/** A copy of the list with the item at `from` taken out and put at `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  if (from < 0 || from >= copy.length || to < 0 || to >= copy.length) return copy;
  const [item] = copy.splice(from, 1) as [T];
  copy.splice(to, 0, item);
  return copy;
}

/**
 * The list after the API answered a change with the whole list (a deletion): the API's items,
 * in the order and with the texts the staff member has not saved yet; items the page did not
 * know (added elsewhere) at the end.
 */
export function mergeList<T extends { id: number }>(
  local: readonly T[],
  server: readonly T[],
  keep: (local: T, server: T) => T,
): T[] {
  const byId = new Map(server.map((item) => [item.id, item]));
  const known = new Set(local.map((item) => item.id));
  const kept = local.flatMap((item) => {
    const fresh = byId.get(item.id);
    return fresh ? [keep(item, fresh)] : [];
  });
  return [...kept, ...server.filter((item) => !known.has(item.id))];
}

/** An item's `fields` alone, in their order: the texts a list sends and keeps while unsaved. */
export function pickFields<T, K extends keyof T>(item: T, fields: readonly K[]): Partial<Pick<T, K>> {
  const picked: Partial<Pick<T, K>> = {};
  for (const field of fields) picked[field] = item[field];
  return picked;
}

/**
 * An item left after a deletion answered: the server's, with what the person changed and has not
 * saved yet kept (issue 35): its typed texts, the list's mark (a document ticked as the
 * regulations) and its extra values (a photo's focal point), which the list's save sends later.
 */
export function keepUnsaved<T, Field extends keyof T, Mark extends keyof T = never>(
  local: T,
  saved: T,
  kept: { fields: readonly Field[]; mark?: Mark; extra?: (item: T) => Record<string, unknown> },
): T {
  return {
    ...saved,
    ...pickFields(local, kept.fields),
    ...(kept.mark === undefined ? {} : { [kept.mark]: local[kept.mark] }),
    ...kept.extra?.(local),
  };
}

/** The list as saved, then the items added on the page while it was being saved (uploads). */
export function afterSave<T extends { id: number }>(saved: readonly T[], local: readonly T[]): T[] {
  const ids = new Set(saved.map((item) => item.id));
  return [...saved, ...local.filter((item) => !ids.has(item.id))];
}

/** The list with an uploaded item at the end, unless a deletion's answer brought it already. */
export function appendOnce<T extends { id: number }>(list: readonly T[], item: T): T[] {
  return list.some((each) => each.id === item.id) ? [...list] : [...list, item];
}

/**
 * The field errors of a list's answer (`photos.2.altPl: '…'`), by the id of the item they were
 * sent for: the list may be reordered before they are read.
 */
export function errorsByItem(
  fields: Record<string, string>,
  listName: string,
  sentIds: readonly number[],
): Record<number, Record<string, string>> {
  const found: Record<number, Record<string, string>> = {};
  const pattern = new RegExp(`^${listName}\\.(\\d+)\\.(\\w+)$`);
  for (const [field, error] of Object.entries(fields)) {
    const match = pattern.exec(field);
    const id = match ? sentIds[Number(match[1])] : undefined;
    if (!match?.[2] || id === undefined) continue;
    found[id] = { ...found[id], [match[2]]: error };
  }
  return found;
}

/** A thumbnail's width and height attributes: the photo's proportions, `target` pixels wide. */
export function thumbnailSize(
  width: number,
  height: number,
  target = 160,
): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) return { width: target, height: Math.round((target * 3) / 4) };
  return { width: target, height: Math.max(1, Math.round((height * target) / width)) };
}

/** A file's size in whole kilobytes (1024 bytes), at least 1. */
export function kilobytes(bytes: number): number {
  return Math.max(1, Math.ceil(bytes / 1024));
}

export interface UploadQueue<T> {
  /** Adds jobs at the end; they start as soon as fewer than the limit are running. */
  add(...jobs: T[]): void;
  readonly running: number;
  readonly waiting: number;
}

/**
 * Runs jobs in the order added, at most `limit` at a time. A job that fails (rejects or throws)
 * frees its place like one that succeeds: the others go on.
 */
export function createUploadQueue<T>(limit: number, run: (job: T) => Promise<unknown>): UploadQueue<T> {
  const waiting: T[] = [];
  let running = 0;
  const next = () => {
    while (running < limit) {
      const job = waiting.shift();
      if (job === undefined) return;
      running += 1;
      Promise.resolve()
        .then(() => run(job))
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          next();
        });
    }
  };
  return {
    add(...jobs) {
      waiting.push(...jobs);
      next();
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/** An XHR's answer: its status (0: none came) and its JSON body when it is an object. */
export interface JsonAnswer {
  status: number;
  data: Record<string, unknown> | null;
}

/**
 * An XHR's answer as `sendForm` gives it. A 413 without our JSON (a proxy's own page) reads as
 * file_too_large for `field`, the code the API gives such a file.
 */
export function readAnswer(
  status: number,
  contentType: string | null,
  text: string,
  field?: string,
): JsonAnswer {
  let data: Record<string, unknown> | null = null;
  if (contentType?.includes('json')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (isRecord(parsed)) data = parsed;
    } catch {
      data = null;
    }
  }
  if (status === 413 && !data?.error) {
    data = { error: { code: 'file_too_large', fields: field ? { [field]: 'file_too_large' } : {} } };
  }
  return { status, data };
}

/** The code to show beside a refused file: its field's code, else the answer's; undefined if none. */
export function uploadErrorCode(answer: JsonAnswer, field: string): string | undefined {
  const error = refusalOf(answer.data);
  return error.fields[field] ?? error.code;
}

/**
 * Why the page refuses a document before sending it (too large, or plainly not a PDF), or null. A
 * browser that does not know the type sends it: the API reads the content. Checked before a new
 * offer's draft is made, so a file refused anyway leaves no draft behind.
 */
export function documentRefusal(file: {
  size: number;
  type: string;
}): 'file_too_large' | 'pdf_required' | null {
  if (file.size > DOCUMENT_MAX_BYTES) return 'file_too_large';
  if (file.type !== '' && file.type !== 'application/pdf') return 'pdf_required';
  return null;
}

/** An answer made on the page, for a file refused before sending (too large to be worth it). */
export function refusedFile(field: string, code: string): JsonAnswer {
  return { status: 400, data: { error: { code, fields: { [field]: code } } } };
}

/** An upload's progress as XMLHttpRequest reports it. */
interface Progress {
  lengthComputable: boolean;
  loaded: number;
  total: number;
}
/** A handler checked as a method is (bivariantly), as the DOM's own handlers are assigned. */
type Handler<Event> = { handle(event: Event): unknown }['handle'];

/** What `sendForm` uses of an XMLHttpRequest, so a test can hand it a fake of only that. */
export interface FormRequest {
  open(method: string, url: string): void;
  send(body: FormData): void;
  getResponseHeader(name: string): string | null;
  readonly status: number;
  readonly responseText: string;
  readonly upload: { onprogress: Handler<Progress> | null };
  onload: Handler<never> | null;
  onerror: Handler<never> | null;
  onabort: Handler<never> | null;
  ontimeout: Handler<never> | null;
}

/**
 * Sends a multipart form with XMLHttpRequest (fetch cannot report an upload's progress), same
 * origin, so the session cookie and the Origin the API checks go with it. Never rejects: a
 * network failure is status 0 with no data.
 */
export function sendForm(
  url: string,
  form: FormData,
  onProgress: (loaded: number, total: number) => void,
  field?: string,
  makeRequest: () => FormRequest = () => new XMLHttpRequest(),
): Promise<JsonAnswer> {
  return new Promise((resolve) => {
    const request = makeRequest();
    request.open('POST', url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    request.onload = () =>
      resolve(
        readAnswer(request.status, request.getResponseHeader('content-type'), request.responseText, field),
      );
    const failed = () => resolve({ status: 0, data: null });
    request.onerror = failed;
    request.onabort = failed;
    request.ontimeout = failed;
    request.send(form);
  });
}
