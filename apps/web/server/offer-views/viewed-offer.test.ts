import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { viewedOfferId } from './viewed-offer';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

function request(headers: Record<string, string>, method = 'GET'): IncomingMessage {
  return { method, headers } as unknown as IncomingMessage;
}

describe('which requests are offer views (decision 034)', () => {
  it('counts a browser’s offer page in either language, and its client-side navigation', () => {
    expect(viewedOfferId(request({ 'user-agent': BROWSER }), '/szczegoly_ogloszenia/42')).toBe(42);
    expect(viewedOfferId(request({ 'user-agent': BROWSER }), '/en/szczegoly_ogloszenia/42/7/T-42')).toBe(42);
    expect(viewedOfferId(request({ 'user-agent': BROWSER, rsc: '1' }), '/pl/szczegoly_ogloszenia/42')).toBe(
      42,
    );
  });

  it('leaves out crawlers, tools, prefetches, other pages and other methods', () => {
    const page = '/szczegoly_ogloszenia/42';
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'curl/8.5.0',
      'python-requests/2.32.3',
    ]) {
      expect(viewedOfferId(request({ 'user-agent': agent }), page), agent).toBeUndefined();
    }
    expect(viewedOfferId(request({}), page)).toBeUndefined();
    expect(
      viewedOfferId(request({ 'user-agent': BROWSER, 'next-router-prefetch': '1' }), page),
    ).toBeUndefined();
    expect(
      viewedOfferId(request({ 'user-agent': BROWSER, 'sec-purpose': 'prefetch;prerender' }), page),
    ).toBeUndefined();
    expect(viewedOfferId(request({ 'user-agent': BROWSER }, 'HEAD'), page)).toBeUndefined();
    expect(viewedOfferId(request({ 'user-agent': BROWSER }), '/sprzedaz')).toBeUndefined();
    expect(viewedOfferId(request({ 'user-agent': BROWSER }), '/szczegoly_ogloszenia/abc')).toBeUndefined();
    expect(
      viewedOfferId(request({ 'user-agent': BROWSER }), '/szczegoly_ogloszenia/99999999999'),
    ).toBeUndefined();
  });
});
