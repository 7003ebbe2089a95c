/**
 * Where an offer's video plays (VIDEO_EMBED_URL), `{id}` standing for its videoId. Apart from
 * server-env.ts because the proxy reads it too for the CSP's frame-src, and the proxy cannot
 * import a `server-only` module.
 */
export const DEFAULT_VIDEO_EMBED_URL = 'https://www.youtube-nocookie.com/embed/{id}';
