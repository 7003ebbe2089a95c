import { createSignedInStaff, fromSite, type TestStaff } from '../../testing/staff-sessions';
import type { useTestApp } from '../../testing/test-app';

type TestContext = ReturnType<typeof useTestApp>;

/**
 * The kind matrices' request: one person's call from the site, with the version it started from as
 * `If-Match` (a number quoted as the ETag, a string sent as it is, to try malformed ones).
 */
export function kindCaller(ctx: TestContext) {
  return (
    who: TestStaff,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    { body, version }: { body?: Record<string, unknown>; version?: number | string } = {},
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: {
        ...fromSite(ctx.config, who.cookie),
        ...(version === undefined
          ? {}
          : { 'if-match': typeof version === 'number' ? `"${version}"` : version }),
      },
      ...(body === undefined ? {} : { payload: body }),
    });
}

/** Two editors of the file's app, signed in on first use (one saves, the other goes stale). */
export function twoEditors(ctx: TestContext) {
  let pair: { editor: TestStaff; other: TestStaff } | undefined;
  return async () => {
    pair ??= {
      editor: await createSignedInStaff(ctx, 'editor'),
      other: await createSignedInStaff(ctx, 'editor'),
    };
    return pair;
  };
}

/**
 * Staff's edit of an item in its kind's editor, published at once: the item read, its values changed
 * by `change` and saved with the version read, then published (a published item's edit is its
 * working copy until then, decision 052). Throws with the answer when a step is refused.
 */
export function kindEditPublished(ctx: TestContext) {
  const call = kindCaller(ctx);
  return async (
    who: TestStaff,
    path: string,
    change: (values: Record<string, unknown>) => Record<string, unknown>,
  ) => {
    const opened = await call(who, 'GET', path);
    if (opened.statusCode !== 200) throw new Error(`read ${path}: ${opened.statusCode} ${opened.body}`);
    const { version, values } = opened.json().data;
    const saved = await call(who, 'PUT', path, { body: change(values), version });
    if (saved.statusCode !== 200) throw new Error(`save ${path}: ${saved.statusCode} ${saved.body}`);
    const published = await call(who, 'POST', `${path}/publication`, {
      body: { action: 'publish' },
      version: saved.json().data.version,
    });
    if (published.statusCode !== 200)
      throw new Error(`publish ${path}: ${published.statusCode} ${published.body}`);
    return published;
  };
}
