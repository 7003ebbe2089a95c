import http2 from 'node:http2';
import { expect } from '@playwright/test';
import { type ExtraSite, startExtraSite } from './support/extra-site';
import { NGINX, type Nginx, startNginx } from './support/nginx';
import { test } from './support/test';

/**
 * Issue 15 "Deployment, tested here": the site behind nginx with the deployment's own
 * configuration (deploy/nginx/portal.conf): TLS with a certificate made for the test, http
 * redirected to https, HSTS and the resource policy, HTTP/2, and requests balanced over two site
 * processes (this suite's site and a second one on the same API).
 */
const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
const apiBase = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`;

test.describe('behind nginx', () => {
  // CI installs nginx (.ci/run); a developer's machine without it skips, with the reason shown.
  test.skip(!NGINX && process.env.CI !== 'true', 'nginx is not installed (apt-get install -y nginx)');
  test.use({ ignoreHTTPSErrors: true });

  let second: ExtraSite;
  let nginx: Nginx;
  test.beforeAll(async () => {
    // A built site takes a while to start on a slow day.
    test.setTimeout(180_000);
    second = await startExtraSite({ API_BASE: apiBase, TRUST_PROXY: 'loopback' });
    nginx = await startNginx([webPort, Number(new URL(second.url).port)]);
  });
  test.afterEach(({ page: _page }, testInfo) => {
    // Why an upstream failed, where a test saw nginx's 502.
    if (testInfo.status !== testInfo.expectedStatus && nginx) console.log(nginx.errors());
  });
  test.afterAll(async () => {
    await nginx?.stop();
    await second?.stop();
  });

  test('http answers with a permanent redirect to the same path over https', async ({ request }) => {
    const response = await request.get(`${nginx.httpUrl}/sprzedaz/mazowieckie`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`https://localhost:${nginx.httpsPort}/sprzedaz/mazowieckie`);
  });

  test('https carries HSTS, the resource policy and the site own headers, over HTTP/2', async ({
    request,
  }) => {
    const response = await request.get(`${nginx.httpsUrl}/`);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['content-security-policy']).toContain("'nonce-");
    expect(headers['x-content-type-options']).toBe('nosniff');

    const session = http2.connect(nginx.httpsUrl, { rejectUnauthorized: false });
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const stream = session.request({ ':path': '/kontakt' });
        stream.on('response', (h) => resolve(Number(h[':status'])));
        stream.on('error', reject);
        stream.resume();
      });
      expect(status).toBe(200);
    } finally {
      session.close();
    }
  });

  test('pages, the API, a PDF and an image come through, answered by both site processes', async ({
    page,
    request,
  }) => {
    const list = await request.post(`${nginx.httpsUrl}/api/classified`, { data: { typeClassified: 1 } });
    expect(list.status()).toBe(200);
    const offer = (await list.json()).data[0] as {
      id: number;
      title: string;
      photo?: { url?: string } | null;
    };
    const pdf = await request.get(`${nginx.httpsUrl}/get/classified-pdf/${offer.id}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    await page.goto(`${nginx.httpsUrl}/szczegoly_ogloszenia/${offer.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.title);
    const image = page.locator('main img').first();
    await expect(image).toBeVisible();
    const source = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(new URL(source).origin).toBe(nginx.httpsUrl);
    const photo = await request.get(source);
    expect(photo.status()).toBe(200);
    expect(photo.headers()['content-type']).toMatch(/^image\//);

    for (let i = 0; i < 8; i += 1) expect((await request.get(`${nginx.httpsUrl}/faq`)).status()).toBe(200);
    // Round robin over the two upstreams: each answered some of these requests.
    expect(new Set(nginx.upstreams())).toEqual(
      new Set([`127.0.0.1:${webPort}`, `127.0.0.1:${new URL(second.url).port}`]),
    );
  });
});
