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
