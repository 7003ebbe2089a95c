/**
 * The site's public address (decision 027): `SITE_URL` when set, otherwise the local address of
 * the site's port, `http://localhost:$PORT` (3000 by default). One rule for every process and
 * command, so `npm run newsletter:digest` run with the `PORT` of `npm start` names the same host
 * in its mails as the running site does.
 */
const DEFAULT_SITE_PORT = 3000;

export function publicSiteUrl(env: { readonly SITE_URL?: string; readonly PORT?: string | number }): string {
  const explicit = env.SITE_URL?.trim();
  if (explicit) return explicit.replace(/\/+$/, '');
  const port = env.PORT === undefined || env.PORT === '' ? DEFAULT_SITE_PORT : env.PORT;
  return `http://localhost:${port}`;
}
