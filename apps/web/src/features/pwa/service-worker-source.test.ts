import { describe, expect, it } from 'vitest';
import { serviceWorkerSource } from './service-worker-source';

describe('serviceWorkerSource', () => {
  it('is valid JavaScript naming its caches after the build', () => {
    const source = serviceWorkerSource('build-42');
    expect(() => new Function(source)).not.toThrow();
    expect(source).toContain('const VERSION = "build-42";');
  });

  it('changes with the build id, so the browser installs the new worker', () => {
    expect(serviceWorkerSource('a')).not.toBe(serviceWorkerSource('b'));
  });
});

describe("the worker's fetch handler", () => {
  /** Runs the worker's source with a stand-in `self` and returns its fetch listener. */
  function fetchListener(): (event: unknown) => void {
    const listeners: Record<string, (event: unknown) => void> = {};
    const self = {
      location: { origin: 'https://portal.example' },
      addEventListener: (type: string, listener: (event: unknown) => void) => {
        listeners[type] = listener;
      },
    };
    new Function('self', 'caches', serviceWorkerSource('b'))(self, {});
    const listener = listeners.fetch;
    if (!listener) throw new Error('no fetch listener');
    return listener;
  }

  const navigation = (path: string) => {
    let answered = false;
    fetchListener()({
      request: { method: 'GET', mode: 'navigate', url: `https://portal.example${path}` },
      respondWith: (answer: Promise<unknown>) => {
        answered = true;
        // The answer itself needs a real cache and network; only whether the worker answers counts.
        answer.catch(() => {});
      },
      waitUntil: () => {},
    });
    return answered;
  };

  it('answers public pages (network first, then the kept copy) but never the back office', () => {
    expect(navigation('/kontakt')).toBe(true);
    expect(navigation('/en/sprzedaz')).toBe(true);
    expect(navigation('/panel')).toBe(false);
    expect(navigation('/panel/logowanie')).toBe(false);
    expect(navigation('/panelik')).toBe(true);
  });
});
