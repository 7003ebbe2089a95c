import { CAPTCHA_VERSION } from '@estate/domain/constants';

/**
 * reCAPTCHA v3 in the browser (SPEC §7: "The token comes from a captcha (version 3) challenge
 * executed just before sending. The script is loaded on demand."). Nothing is fetched from Google
 * until a form is sent, so pages that are only read load no third-party script; the script is then
 * loaded once per page and reused by every later send.
 */

/** SPEC §8 "Captcha errors: no key, no version, failed to load the script, failed to execute". */
const CAPTCHA_ERROR_CODES = [
  'captcha_no_key',
  'captcha_no_version',
  'captcha_script_load',
  'captcha_execute',
] as const;
export type CaptchaErrorCode = (typeof CAPTCHA_ERROR_CODES)[number];

export class CaptchaError extends Error {
  override name = 'CaptchaError';
  constructor(readonly code: CaptchaErrorCode) {
    super(code);
  }
}

/** What the server layout hands the browser; null when the captcha is off (no site key set). */
export interface CaptchaSettings {
  siteKey: string;
  version: number;
}

/** The part of Google's `grecaptcha` global v3 uses. */
export interface Grecaptcha {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => PromiseLike<string>;
}

/** The browser bits the loader touches, so tests can hand it fakes. */
export interface LoaderEnvironment {
  /** Reads `window.grecaptcha`. */
  grecaptcha: () => Grecaptcha | undefined;
  /** Appends a script element; calls back once it loaded or failed. */
  appendScript: (src: string, onLoad: () => void, onError: () => void) => void;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

type LoaderState = 'idle' | 'loading' | 'ready' | 'failed';

const SCRIPT_TIMEOUT_MS = 10_000;

export function recaptchaScriptUrl(siteKey: string): string {
  return `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
}

export interface RecaptchaLoader {
  readonly state: () => LoaderState;
  /** A fresh token for `action`; tokens live two minutes, so one is asked for every send. */
  token: (settings: CaptchaSettings, action: string) => Promise<string>;
}

export function createRecaptchaLoader(
  env: LoaderEnvironment,
  timeoutMs = SCRIPT_TIMEOUT_MS,
): RecaptchaLoader {
  let state: LoaderState = 'idle';
  let loading: Promise<Grecaptcha> | null = null;

  function load(siteKey: string): Promise<Grecaptcha> {
    // Already there: loaded by an earlier send (even one that timed out waiting for it).
    const present = env.grecaptcha();
    if (present) {
      state = 'ready';
      return Promise.resolve(present);
    }
    if (loading) return loading;
    state = 'loading';
    loading = new Promise<Grecaptcha>((resolve, reject) => {
      let settled = false;
      const fail = () => {
        if (settled) return;
        settled = true;
        state = 'failed';
        // A later send tries again: the network may be back.
        loading = null;
        reject(new CaptchaError('captcha_script_load'));
      };
      env.setTimeout(fail, timeoutMs);
      env.appendScript(
        recaptchaScriptUrl(siteKey),
        () => {
          const grecaptcha = env.grecaptcha();
          if (!grecaptcha) return fail();
          // `ready` fires once the library inside the script has started.
          grecaptcha.ready(() => {
            if (settled) return;
            settled = true;
            state = 'ready';
            resolve(grecaptcha);
          });
        },
        fail,
      );
    });
    return loading;
  }

  return {
    state: () => state,
    async token(settings, action) {
      if (!settings.siteKey) throw new CaptchaError('captcha_no_key');
      if (settings.version !== CAPTCHA_VERSION) throw new CaptchaError('captcha_no_version');
      const grecaptcha = await load(settings.siteKey);
      let token: string;
      try {
        token = await grecaptcha.execute(settings.siteKey, { action });
      } catch {
        throw new CaptchaError('captcha_execute');
      }
      if (typeof token !== 'string' || token === '') throw new CaptchaError('captcha_execute');
      return token;
    },
  };
}

let browserLoader: RecaptchaLoader | null = null;

/** The page's one loader, over the real `window` and `document`. */
function recaptchaLoader(): RecaptchaLoader {
  browserLoader ??= createRecaptchaLoader({
    grecaptcha: () => (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha,
    appendScript: (src, onLoad, onError) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = onLoad;
      script.onerror = onError;
      document.head.append(script);
    },
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  });
  return browserLoader;
}

/** The token a form sends: '' while the captcha is off (the API's CAPTCHA=off accepts it). */
export async function captchaToken(settings: CaptchaSettings | null, action: string): Promise<string> {
  return settings ? recaptchaLoader().token(settings, action) : '';
}
