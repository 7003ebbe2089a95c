import 'server-only';
import { siteEnv } from './site-env';

/** The site's settings for server components and route handlers; `server-only` keeps them out of browser bundles. */
export const serverEnv = siteEnv;
