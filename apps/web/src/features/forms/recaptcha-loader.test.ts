import { describe, expect, it } from 'vitest';
import {
  CaptchaError,
  createRecaptchaLoader,
  type Grecaptcha,
  type LoaderEnvironment,
  recaptchaScriptUrl,
} from './recaptcha-loader';

const SETTINGS = { siteKey: 'site-key-123', version: 3 };

interface Fake {
  env: LoaderEnvironment;
  scripts: string[];
  /** Finishes the last appended script: it loads (installing `grecaptcha`) or fails. */
  finish: (outcome: 'load' | 'load-empty' | 'error') => void;
  fireTimeout: () => void;
  executed: { key: string; action: string }[];
}

function fake(execute: Grecaptcha['execute'] = async () => 'token-1'): Fake {
  let grecaptcha: Grecaptcha | undefined;
  let pending: { onLoad: () => void; onError: () => void } | undefined;
  let timeout: (() => void) | undefined;
  const executed: Fake['executed'] = [];
  const scripts: string[] = [];
  const installed: Grecaptcha = {
    ready: (callback) => queueMicrotask(callback),
    execute: (key, options) => {
      executed.push({ key, action: options.action });
      return execute(key, options);
    },
  };
  return {
    scripts,
    executed,
    env: {
      grecaptcha: () => grecaptcha,
      appendScript: (src, onLoad, onError) => {
        scripts.push(src);
        pending = { onLoad, onError };
      },
      setTimeout: (callback) => {
        timeout = callback;
        return 0;
      },
    },
    finish: (outcome) => {
      if (outcome === 'load') grecaptcha = installed;
      if (outcome === 'error') pending?.onError();
      else pending?.onLoad();
    },
    fireTimeout: () => timeout?.(),
  };
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return error instanceof CaptchaError ? error.code : 'other';
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('reCAPTCHA v3 loader', () => {
  it('loads nothing until a token is asked for, then the script once, idle -> loading -> ready', async () => {
    const f = fake();
    const loader = createRecaptchaLoader(f.env);
    expect(loader.state()).toBe('idle');
    expect(f.scripts).toEqual([]);

    const first = loader.token(SETTINGS, 'newsletter');
    const second = loader.token(SETTINGS, 'contact');
    expect(loader.state()).toBe('loading');
    f.finish('load');
    expect(await first).toBe('token-1');
    expect(await second).toBe('token-1');
    expect(loader.state()).toBe('ready');
    expect(f.scripts).toEqual([recaptchaScriptUrl('site-key-123')]);
    expect(f.executed).toEqual([
      { key: 'site-key-123', action: 'newsletter' },
      { key: 'site-key-123', action: 'contact' },
    ]);

    // A later send reuses the loaded script and asks for a fresh token.
    await loader.token(SETTINGS, 'newsletter');
    expect(f.scripts).toHaveLength(1);
    expect(f.executed).toHaveLength(3);
  });

  it('puts the site key in the script URL as v3 wants it', () => {
    expect(recaptchaScriptUrl('a b')).toBe('https://www.google.com/recaptcha/api.js?render=a%20b');
  });

  it('fails with no key or no version before touching the page', async () => {
    const f = fake();
    const loader = createRecaptchaLoader(f.env);
    expect(await codeOf(loader.token({ siteKey: '', version: 3 }, 'x'))).toBe('captcha_no_key');
    expect(await codeOf(loader.token({ siteKey: 'k', version: 2 }, 'x'))).toBe('captcha_no_version');
    expect(f.scripts).toEqual([]);
    expect(loader.state()).toBe('idle');
  });

  it('a script that fails to load is captcha_script_load, and the next send tries again', async () => {
    const f = fake();
    const loader = createRecaptchaLoader(f.env);
    const failed = loader.token(SETTINGS, 'contact');
    f.finish('error');
    expect(await codeOf(failed)).toBe('captcha_script_load');
    expect(loader.state()).toBe('failed');

    const retried = loader.token(SETTINGS, 'contact');
    expect(f.scripts).toHaveLength(2);
    f.finish('load');
    expect(await retried).toBe('token-1');
    expect(loader.state()).toBe('ready');
  });

  it('a script that loads without grecaptcha, or never answers, is captcha_script_load', async () => {
    const empty = fake();
    const loader = createRecaptchaLoader(empty.env);
    const promise = loader.token(SETTINGS, 'contact');
    empty.finish('load-empty');
    expect(await codeOf(promise)).toBe('captcha_script_load');

    const slow = fake();
    const slowLoader = createRecaptchaLoader(slow.env, 5);
    const waiting = slowLoader.token(SETTINGS, 'contact');
    slow.fireTimeout();
    expect(await codeOf(waiting)).toBe('captcha_script_load');
    // The script arriving after the timeout changes nothing.
    slow.finish('load');
    await tick();
    expect(slowLoader.state()).toBe('failed');
  });

  it('execute rejecting or answering no token is captcha_execute', async () => {
    const rejecting = fake(async () => {
      throw new Error('Invalid site key or not loaded in api.js');
    });
    const loader = createRecaptchaLoader(rejecting.env);
    const promise = loader.token(SETTINGS, 'contact');
    rejecting.finish('load');
    expect(await codeOf(promise)).toBe('captcha_execute');
    expect(loader.state()).toBe('ready');

    const empty = fake(async () => '');
    const emptyLoader = createRecaptchaLoader(empty.env);
    const emptyToken = emptyLoader.token(SETTINGS, 'contact');
    empty.finish('load');
    expect(await codeOf(emptyToken)).toBe('captcha_execute');
  });
});
