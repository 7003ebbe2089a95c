import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/lib/free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ExtraSite {
  url: string;
  /** The site process's id, to read its memory in /proc. */
  pid: number;
  stop: () => Promise<void>;
  /** Sends SIGTERM and resolves when the process has exited, with the time that took. */
  terminate: () => Promise<{ exitCode: number | null; afterMs: number }>;
}

/**
 * A second copy of the built site with its own settings, for what the shared one cannot show: an
 * API that does not answer (the 500 page) and a configured tag manager. Port 9 (discard) refuses
 * connections on a test machine, which is exactly an API that is down.
 */
export async function startExtraSite(
  env: Record<string, string>,
  /** Its port, when the API behind it must know its address first (SITE_URL); default: a free one. */
  port?: number,
): Promise<ExtraSite> {
  port ??= await freePort();
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/web/dist/server.mjs')], {
    cwd: path.join(root, 'apps/web'),
    env: {
      ...process.env,
      PORT: String(port),
      API_BASE: 'http://127.0.0.1:9',
      SITE_URL: url,
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const response = await fetch(`${url}/robots.txt`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGTERM');
      throw new Error(`extra site on port ${port} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
    terminate: () =>
      new Promise((resolve) => {
        const sentAt = Date.now();
        child.once('exit', (exitCode) => resolve({ exitCode, afterMs: Date.now() - sentAt }));
        child.kill('SIGTERM');
      }),
  };
}
