/**
 * The build's id, shared by Next's assets, the service worker's cache names and the forms' texts'
 * URL: next.config.ts writes it into the code at build time (its `env`), so this is not read from
 * the environment at run time, and browser code may import it (a plain constant, no settings).
 */
export const SITE_BUILD_ID = process.env.SITE_BUILD_ID ?? 'development';
