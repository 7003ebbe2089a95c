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
