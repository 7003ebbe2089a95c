import fs from 'node:fs';
import http from 'node:http';
import { expect } from '@playwright/test';
import { type ExtraSite, startExtraSite } from './support/extra-site';
import { test } from './support/test';

/**
 * Issue 32, item 6 (decision 047): the site forwards /api/*, /get/* and /media/* to the API as a
 * stream, within the API's own limit of each route. An anonymous visitor's oversized bodies, sent
 * in parallel with a Content-Length or chunked, are answered 413 `payload_too_large` before the
 * site reads past the limit, and the site's memory stays flat (it held whole bodies in memory
 * before: four 250 MB posts took it from 547 MB to 1.85 GB).
 */
const apiBase = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`;
const MB = 1024 * 1024;

/** The resident memory of a process in MB, from the kernel. */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}

interface Answer {
  status: number;
  body: string;
}

/**
 * Sends `totalBytes` of body to `path`, with a Content-Length or chunked, as fast as the site takes
 * it, and stops sending once an answer arrives (a refusal may come long before the body's end).
 */
function send(baseUrl: string, path: string, totalBytes: number, chunked: boolean): Promise<Answer> {
  const chunk = Buffer.alloc(MB, 0x61);
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request(`${baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(totalBytes) }),
      },
    });
    request.on('response', (response) => {
      answered = true;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (part) => {
        body += part;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    // The site closes the connection after its refusal; writes still under way then fail.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    let sent = 0;
    const write = () => {
      while (!answered && sent < totalBytes) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', write);
          return;
        }
      }
      if (!answered) request.end();
    };
    write();
  });
}

test.describe('request bodies through the site', () => {
  let site: ExtraSite;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    site = await startExtraSite({ API_BASE: apiBase });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test('oversized bodies in parallel: every answer 413, the site RSS grows by less than 50 MB', async ({
    request,
  }) => {
    test.setTimeout(180_000);
    // Warm up the forwarder and a page, so what follows measures bodies, not first-use code.
    expect((await request.get(`${site.url}/api/health`)).status()).toBe(200);
    expect((await request.get(`${site.url}/kontakt`)).status()).toBe(200);
    const before = rssMb(site.pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(site.pid));
      console.log(`site RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB`);
    }, 20);
    let answers: Answer[];
    try {
      answers = await Promise.all([
        // A public form (the API's JSON limit, 64 KB), four times each way.
        ...[0, 1, 2, 3].map(() => send(site.url, '/api/form/contact', 100 * MB, false)),
        ...[0, 1, 2, 3].map(() => send(site.url, '/api/form/contact', 100 * MB, true)),
        // An upload route: its own limit (photos, 25 MB), by Content-Length. (Chunked, the API's
        // own refusal of an anonymous upload, 403, comes before the limit is reached.)
        send(site.url, '/api/back-office/offers/1/photos', 60 * MB, false),
        send(site.url, '/api/form/newsletter', 60 * MB, true),
      ]);
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, rssMb(site.pid));
    console.log(`site RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB`);
    for (const answer of answers) {
      expect(answer.status, answer.body).toBe(413);
      expect(JSON.parse(answer.body).error.code).toBe('payload_too_large');
    }
    expect(peak - before).toBeLessThan(50);
    // The site still serves and forwards.
    expect((await request.get(`${site.url}/api/health`)).status()).toBe(200);
  });

  test('bodies within the limit reach the API, with a Content-Length or chunked', async () => {
    // An empty form is the API's 400 with field codes: the body arrived and was read.
    for (const chunked of [false, true]) {
      const answer = await new Promise<Answer>((resolve, reject) => {
        const request = http.request(`${site.url}/api/form/contact`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(chunked ? { 'transfer-encoding': 'chunked' } : {}),
          },
        });
        request.on('response', (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (part) => {
            body += part;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        });
        request.on('error', reject);
        request.end('{}');
      });
      expect(answer.status, answer.body).toBe(400);
      expect(JSON.parse(answer.body).error.code).toBe('validation_failed');
    }
  });
});
