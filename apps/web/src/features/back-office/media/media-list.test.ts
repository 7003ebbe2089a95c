import { describe, expect, it } from 'vitest';
import {
  afterSave,
  appendOnce,
  createUploadQueue,
  DOCUMENT_MAX_BYTES,
  documentRefusal,
  errorsByItem,
  keepUnsaved,
  kilobytes,
  mergeList,
  moveItem,
  moveTarget,
  pickFields,
  readAnswer,
  refusedFile,
  sendForm,
  thumbnailSize,
  uploadErrorCode,
} from './media-list';

describe('moving an item', () => {
  it('finds where up, down and first take it, and null at the ends', () => {
    expect(moveTarget(2, 4, 'up')).toBe(1);
    expect(moveTarget(2, 4, 'down')).toBe(3);
    expect(moveTarget(2, 4, 'first')).toBe(0);
    expect(moveTarget(0, 4, 'up')).toBeNull();
    expect(moveTarget(0, 4, 'first')).toBeNull();
    expect(moveTarget(3, 4, 'down')).toBeNull();
    expect(moveTarget(5, 4, 'up')).toBeNull();
  });

  it('moves it in a copy of the list', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveItem(list, 2, 0)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveItem(list, 0, 1)).toEqual(['b', 'a', 'c', 'd']);
    expect(moveItem(list, 3, 2)).toEqual(['a', 'b', 'd', 'c']);
    expect(moveItem(list, 1, 9)).toEqual(list);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('the list after a deletion', () => {
  type Item = { id: number; alt: string; path: string };
  const keep = (local: Item, server: Item) => ({ ...server, alt: local.alt });

  it('keeps the unsaved order and texts of the items left, and adds the unknown ones', () => {
    const local = [
      { id: 3, alt: 'typed 3', path: 'old' },
      { id: 1, alt: 'typed 1', path: 'old' },
      { id: 2, alt: 'typed 2', path: 'old' },
    ];
    const server = [
      { id: 1, alt: 'saved 1', path: 'p1' },
      { id: 3, alt: 'saved 3', path: 'p3' },
      { id: 4, alt: 'saved 4', path: 'p4' },
    ];
    expect(mergeList(local, server, keep)).toEqual([
      { id: 3, alt: 'typed 3', path: 'p3' },
      { id: 1, alt: 'typed 1', path: 'p1' },
      { id: 4, alt: 'saved 4', path: 'p4' },
    ]);
  });
});

describe('an item left after a deletion (issue 35)', () => {
  type Photo = { id: number; altPl: string; path: string; focusX: number; focusY: number; main?: boolean };
  const local: Photo = { id: 1, altPl: 'typed', path: 'old', focusX: 25, focusY: 80, main: true };
  const saved: Photo = { id: 1, altPl: 'saved', path: 'p1', focusX: 50, focusY: 50, main: false };

  it('keeps the typed texts, the ticked mark and the unsaved extra values (a focal point), the rest the server’s', () => {
    const extra = (photo: Photo) => ({ focusX: photo.focusX, focusY: photo.focusY });
    expect(keepUnsaved(local, saved, { fields: ['altPl'], mark: 'main', extra })).toEqual({
      id: 1,
      altPl: 'typed',
      path: 'p1',
      focusX: 25,
      focusY: 80,
      main: true,
    });
  });

  it('keeps only the texts when the list has no mark or extra values', () => {
    expect(keepUnsaved(local, saved, { fields: ['altPl'] })).toEqual({ ...saved, altPl: 'typed' });
  });
});

describe('the texts of an item', () => {
  it('are its named fields alone, in their order', () => {
    const item = { id: 7, path: 'p7', altEn: 'typed en', altPl: 'typed pl' };
    const picked = pickFields(item, ['altPl', 'altEn']);
    expect(picked).toEqual({ altPl: 'typed pl', altEn: 'typed en' });
    expect(Object.keys(picked)).toEqual(['altPl', 'altEn']);
    expect(pickFields(item, [])).toEqual({});
  });
});

describe('the list after a save or an upload', () => {
  it('is the saved list, then what was uploaded meanwhile', () => {
    const saved = [
      { id: 2, alt: 'b' },
      { id: 1, alt: 'a' },
    ];
    const local = [
      { id: 1, alt: 'typed' },
      { id: 2, alt: 'typed' },
      { id: 3, alt: '' },
    ];
    expect(afterSave(saved, local)).toEqual([...saved, { id: 3, alt: '' }]);
  });

  it('gets an uploaded item once', () => {
    const list = [{ id: 1 }, { id: 2 }];
    expect(appendOnce(list, { id: 3 })).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(appendOnce(list, { id: 2 })).toEqual(list);
  });
});

describe('field errors of a list', () => {
  it('go to the items they were sent for', () => {
    const fields = {
      'photos.0.altEn': 'required',
      'photos.2.altPl': 'too long',
      'photos.2.altEn': 'required',
      'photos.9.altPl': 'beyond the list',
      photos: 'the whole list',
      'documents.1.titlePl': 'another list',
    };
    expect(errorsByItem(fields, 'photos', [30, 10, 20])).toEqual({
      30: { altEn: 'required' },
      20: { altPl: 'too long', altEn: 'required' },
    });
    expect(errorsByItem(fields, 'documents', [5, 6])).toEqual({ 6: { titlePl: 'another list' } });
  });
});

describe('sizes', () => {
  it('scale a thumbnail to 160 pixels wide', () => {
    expect(thumbnailSize(1600, 1200)).toEqual({ width: 160, height: 120 });
    expect(thumbnailSize(1000, 1500)).toEqual({ width: 160, height: 240 });
    expect(thumbnailSize(0, 0)).toEqual({ width: 160, height: 120 });
  });

  it('count kilobytes, at least one', () => {
    expect(kilobytes(0)).toBe(1);
    expect(kilobytes(1024)).toBe(1);
    expect(kilobytes(1025)).toBe(2);
    expect(kilobytes(20 * 1024 * 1024)).toBe(20480);
  });
});

/** A promise with its resolve and reject at hand. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the upload queue', () => {
  it('runs at most two jobs at a time, in order, and goes on after a failure', async () => {
    const jobs = new Map([1, 2, 3, 4, 5].map((n) => [n, deferred()]));
    const started: number[] = [];
    const queue = createUploadQueue<number>(2, (n) => {
      started.push(n);
      if (n === 5) throw new Error('thrown at once');
      const job = jobs.get(n);
      if (!job) throw new Error(`no job ${n}`);
      return job.promise;
    });
    queue.add(1, 2, 3);
    await settle();
    expect(started).toEqual([1, 2]);
    expect([queue.running, queue.waiting]).toEqual([2, 1]);

    jobs.get(2)?.reject(new Error('refused'));
    await settle();
    expect(started).toEqual([1, 2, 3]);

    queue.add(4, 5);
    await settle();
    expect(started).toEqual([1, 2, 3]);
    jobs.get(1)?.resolve();
    await settle();
    expect(started).toEqual([1, 2, 3, 4]);
    jobs.get(3)?.resolve();
    await settle();
    expect(started).toEqual([1, 2, 3, 4, 5]);
    jobs.get(4)?.resolve();
    await settle();
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });
});

describe("an upload's answer", () => {
  const json = 'application/json; charset=utf-8';

  it('reads our JSON, and the code to show beside the file', () => {
    const photo = { data: { id: 7 } };
    expect(readAnswer(201, json, JSON.stringify(photo))).toEqual({ status: 201, data: photo });
    const refused = readAnswer(
      400,
      json,
      JSON.stringify({
        error: { code: 'validation_failed', message: 'x', fields: { photo: 'file_broken' } },
      }),
      'photo',
    );
    expect(uploadErrorCode(refused, 'photo')).toBe('file_broken');
    const forbidden = readAnswer(403, json, JSON.stringify({ error: { code: 'forbidden', message: 'x' } }));
    expect(uploadErrorCode(forbidden, 'photo')).toBe('forbidden');
  });

  it("reads a proxy's 413 page as a file too large, and anything else as no code", () => {
    expect(uploadErrorCode(readAnswer(413, 'text/html', '<h1>413</h1>', 'photo'), 'photo')).toBe(
      'file_too_large',
    );
    expect(readAnswer(502, 'text/html', '<h1>Bad gateway</h1>')).toEqual({ status: 502, data: null });
    expect(readAnswer(500, json, 'not json')).toEqual({ status: 500, data: null });
    expect(uploadErrorCode({ status: 0, data: null }, 'photo')).toBeUndefined();
  });

  it('can be made on the page for a file refused before sending', () => {
    expect(uploadErrorCode(refusedFile('document', 'file_too_large'), 'document')).toBe('file_too_large');
  });
});

/** Just what sendForm uses of an XMLHttpRequest. */
class FakeRequest {
  opened: [string, string] | null = null;
  sent: FormData | null = null;
  status = 0;
  responseText = '';
  contentType: string | null = null;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  send(body: FormData) {
    this.sent = body;
  }
  getResponseHeader(name: string) {
    return name === 'content-type' ? this.contentType : null;
  }
}

describe('sending a form with progress', () => {
  it('posts it, reports progress and resolves with the answer', async () => {
    const request = new FakeRequest();
    const progress: [number, number][] = [];
    const form = new FormData();
    form.append('titlePl', 'Mapa');
    const answer = sendForm(
      '/api/back-office/offers/5/documents',
      form,
      (loaded, total) => progress.push([loaded, total]),
      'document',
      () => request,
    );
    expect(request.opened).toEqual(['POST', '/api/back-office/offers/5/documents']);
    expect(request.sent).toBe(form);
    request.upload.onprogress?.({ lengthComputable: true, loaded: 10, total: 100 });
    request.upload.onprogress?.({ lengthComputable: false, loaded: 20, total: 0 });
    request.status = 201;
    request.contentType = 'application/json';
    request.responseText = JSON.stringify({ data: { id: 1 } });
    request.onload?.();
    await expect(answer).resolves.toEqual({ status: 201, data: { data: { id: 1 } } });
    expect(progress).toEqual([[10, 100]]);
  });

  it('resolves a network failure as status 0', async () => {
    const request = new FakeRequest();
    const answer = sendForm(
      '/x',
      new FormData(),
      () => undefined,
      'photo',
      () => request,
    );
    request.onerror?.();
    await expect(answer).resolves.toEqual({ status: 0, data: null });
  });
});

describe('a document checked on the page', () => {
  // Checked before a new offer's draft is made: a file refused anyway must not leave a draft behind.
  it('refuses a file over the limit or of another type, and takes a PDF within it', () => {
    const pdf = { size: 1000, type: 'application/pdf' };
    expect(documentRefusal(pdf)).toBeNull();
    expect(documentRefusal({ ...pdf, size: DOCUMENT_MAX_BYTES })).toBeNull();
    expect(documentRefusal({ ...pdf, size: DOCUMENT_MAX_BYTES + 1 })).toBe('file_too_large');
    expect(documentRefusal({ size: 1000, type: 'image/jpeg' })).toBe('pdf_required');
    // A browser that does not know the type: the API reads the content.
    expect(documentRefusal({ size: 1000, type: '' })).toBeNull();
  });
});
