/**
 * The site's Content-Security-Policy: scripts run only with the request's nonce and what they
 * load themselves ('strict-dynamic'), so an injected <script> or event handler never runs. Every
 * third party is listed only when its setting turns it on.
 */
export interface PolicySources {
  /** A fresh random value per response. */
  nonce: string;
  /** MAP_TILE_URL template, or null when the map draws outlines only. */
  tileUrl: string | null;
  /** VIDEO_EMBED_URL template (the player loaded into an iframe on click). */
  videoEmbedUrl: string;
  /** Google Tag Manager configured (GTM_ID). */
  tagManager: boolean;
  /** reCAPTCHA configured (a site key). */
  captcha: boolean;
  /** Next's development server evaluates code; production never does. */
  development?: boolean;
}

const GOOGLE_TAGS = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];
const RECAPTCHA = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
  'https://recaptcha.google.com',
];

/** The scheme and host of a URL template, `{s}` subdomains as a wildcard. */
export function templateOrigin(template: string): string | null {
  const match = /^(https?:\/\/[^/?#]+)/.exec(template.replace(/\{s\}/g, '*').replace(/\{[a-z]+\}/g, '0'));
  return match?.[1] ?? null;
}

export function contentSecurityPolicy(sources: PolicySources): string {
  const tiles = sources.tileUrl
    ? [templateOrigin(sources.tileUrl)].filter((o): o is string => o !== null)
    : [];
  const video = [templateOrigin(sources.videoEmbedUrl)].filter((o): o is string => o !== null);
  const tags = sources.tagManager ? GOOGLE_TAGS : [];
  const captcha = sources.captcha ? RECAPTCHA : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      `'nonce-${sources.nonce}'`,
      "'strict-dynamic'",
      ...(sources.development ? ["'unsafe-eval'"] : []),
    ],
    // React style attributes and Leaflet's positioning are inline styles; they cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...tiles, ...tags],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...tags, ...(sources.captcha ? ['https://www.google.com/recaptcha/'] : [])],
    'frame-src': [...video, ...captcha, ...(sources.tagManager ? ['https://www.googletagmanager.com'] : [])],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => (values.length > 0 ? `${name} ${values.join(' ')}` : `${name} 'none'`))
    .join('; ');
}

/** A nonce: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
