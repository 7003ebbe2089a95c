import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { S3MediaConfig } from '../media/s3-media-store';

/** A real S3-compatible server (s3rver, from the npm registry) in its own process, for tests. */
export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** Settings of a media store on this server's bucket, under `prefix`. */
  mediaConfig(prefix?: string): S3MediaConfig;
  stop(): Promise<void>;
}

const BUCKET = 'portal-media';
const require = createRequire(import.meta.url);

export async function startS3Server(): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-s3-'));
  const bin = path.join(path.dirname(require.resolve('s3rver/package.json')), 'bin', 's3rver.js');
  const child = spawn(
    process.execPath,
    [bin, '--directory', directory, '--address', '127.0.0.1', '--port', '0', '--silent'].concat([
      '--configure-bucket',
      BUCKET,
    ]),
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const port = await listeningPort(child);
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket: BUCKET,
    mediaConfig: (prefix = '') => ({
      kind: 's3',
      bucket: BUCKET,
      prefix,
      endpoint,
      region: 'us-east-1',
      // s3rver's fixed pair; it checks the signature like a real server does.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    }),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Resolves with the port the server prints once it listens; rejects if it exits first. */
function listeningPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on [^:\s]+:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before listening:\n${output}`)));
  });
}
