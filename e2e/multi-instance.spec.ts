import fs from 'node:fs';
import path from 'node:path';
import { voivodeshipByCode } from '@estate/domain/voivodeships';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import {
  type Answer,
  CLUSTER_FORM_LIMIT,
  type Cluster,
  contactBody,
  SITE_DRAIN_MS,
  send,
  startCluster,
} from './support/cluster';
import { NGINX } from './support/nginx';
import { tiles } from './support/offers';
import { decideConsent } from './support/shell';
import { test } from './support/test';

/**
 * Issue 15 "Done when": one PostgreSQL, one bucket, two API and two site processes, nginx in
 * front over TLS (support/cluster.ts). What a visitor does passes through it and is answered by
 * both instances; media, rate limits and submissions are shared; stopping an instance of each
 * tier mid-run fails no request and loses no submission.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

test.describe('several instances behind nginx', () => {
  // CI has PostgreSQL and nginx (.ci/run); a developer's machine without them skips, saying why.
  test.skip(
    (!adminUrl || !NGINX) && process.env.CI !== 'true',
    'needs TEST_DATABASE_URL (PostgreSQL) and nginx (apt-get install -y nginx)',
  );
  test.describe.configure({ mode: 'serial' });
  test.use({ ignoreHTTPSErrors: true });

  let cluster: Cluster;
  test.beforeAll(async () => {
    // Six processes, one of them seeding the demo into PostgreSQL and the bucket: minutes on a slow day.
    test.setTimeout(420_000);
    cluster = await startCluster(adminUrl ?? '');
  });
  // biome-ignore lint/correctness/noEmptyPattern: Playwright wants its fixtures argument destructured.
  test.afterEach(async ({}, testInfo) => {
    // What the processes printed is the first thing to read when a test here fails.
    if (testInfo.status !== testInfo.expectedStatus && cluster) {
      for (const process of [...cluster.apis, ...cluster.sites]) {
        await testInfo.attach(`${process.name} output`, { body: process.output() || '(nothing)' });
        console.log(`--- ${process.name}\n${process.output().slice(-3_000)}`);
      }
      await testInfo.attach('nginx error log', { body: cluster.nginx.errors() || '(nothing)' });
      console.log(`--- nginx error log\n${cluster.nginx.errors().slice(-3_000)}`);
    }
  });
  test.afterAll(async () => {
    test.setTimeout(120_000);
    await cluster?.stop();
  });

  const sitePorts = () => cluster.sites.map((site) => `127.0.0.1:${new URL(site.url).port}`);
  /**
   * The site process that answered each proxied request whose path starts with `prefix`; what
   * nginx answered from its micro-cache of public pages (decision 047) went to no site.
   */
  const answeredBy = (prefix: string) =>
    new Set(
      cluster.nginx
        .log()
        .filter((entry) => entry.uri.startsWith(prefix) && entry.upstream !== '-')
        .map((entry) => entry.upstream),
    );

  test('lists, an offer page, favourites, PDF, XLSX and an image, answered by both sites and both APIs', async ({
    page,
    context,
  }) => {
    test.slow();
    const base = cluster.nginx.httpsUrl;
    await decideConsent(context, base);
    for (let i = 0; i < 2; i += 1) {
      await page.goto(`${base}/sprzedaz`);
      await expect(tiles(page).first()).toBeVisible();
    }
    await page.goto(`${base}/en/wynajem`);
    await expect(tiles(page).first()).toBeVisible();

    await page.goto(`${base}/sprzedaz`);
    const first = tiles(page).first();
    const id = await first.getAttribute('data-offer-id');
    await first.getByRole('button', { name: /^Dodaj do ulubionych/ }).click();
    await expect(page.locator('.favourites-link__count')).toHaveAttribute('data-count', '1');
    await page.goto(`${base}/szczegoly_ogloszenia/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const image = page.locator('main img').first();
    await expect(image).toBeVisible();
    const source = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
    await page.goto(`${base}/ulubione`);
    await expect(page.getByTestId('favourites-count')).toHaveText('1 ulubiona oferta');
    // Round robin takes the sites in turn request by request (one nginx worker), so which site the
    // pages above reached depends on how many assets and API calls fell between them, and the
    // micro-cache answers repeats itself. Nothing else in flight, two pages nobody asked for yet
    // (so not in the cache), asked for one after the other, reach one site each.
    await page.close();
    for (const voivodeship of ['mazowieckie', 'malopolskie']) {
      const render = await send(cluster.nginx, 'GET', `/sprzedaz/${voivodeship}`);
      expect(render.status).toBe(200);
    }

    for (let i = 0; i < 2; i += 1) {
      const photo = await send(cluster.nginx, 'GET', new URL(source).pathname);
      expect(photo.status).toBe(200);
      expect(photo.headers['content-type']).toMatch(/^image\//);
      const pdf = await send(cluster.nginx, 'GET', `/get/classified-pdf/${id}`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const xlsx = await send(cluster.nginx, 'POST', '/api/classified-xlsx', {
        body: { typeClassified: 1, lang: 'pl' },
      });
      expect(xlsx.status).toBe(200);
      expect(xlsx.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
    }
    for (let i = 0; i < 4; i += 1) {
      const list = await send(cluster.nginx, 'POST', '/api/classified', { body: { typeClassified: 2 } });
      expect(list.status).toBe(200);
    }
    // Round robin: both site processes answered pages and forwarded API calls, and site N forwards
    // to API N, so both APIs answered too.
    const both = new Set(sitePorts());
    expect(answeredBy('/sprzedaz')).toEqual(both);
    expect(answeredBy('/api/')).toEqual(both);
  });

  test('a newsletter sign-up confirmed and a contact form sent through either instance', async ({ page }) => {
    test.slow();
    const email = `cluster-${Date.now()}@example.pl`;
    const signUp = await send(cluster.nginx, 'POST', '/api/form/newsletter', {
      from: '127.0.0.9',
      body: {
        email,
        voivodeship: 'mazowieckie',
        isAgent: false,
        agreement1: true,
        token: '',
        eventID: '17000000000001234567',
      },
    });
    expect(signUp.status, signUp.body).toBeLessThan(300);

    // Whichever API's mail sender took the message wrote it to its own outbox.
    let link = '';
    await expect
      .poll(
        async () => {
          for (const api of cluster.apis) {
            const dir = path.join(api.dataDir, 'outbox');
            if (!fs.existsSync(dir)) continue;
            for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.eml'))) {
              const mail = await simpleParser(fs.readFileSync(path.join(dir, file)));
              const to = mail.to && !Array.isArray(mail.to) ? mail.to.text : '';
              const found =
                to === email
                  ? /https?:\/\/[^\s/]+(\/newsletter\/potwierdz\/[\w-]+)/.exec(mail.text ?? '')
                  : null;
              if (found?.[1]) link = found[1];
            }
          }
          return link;
        },
        { timeout: 60_000, message: `the confirmation mail to ${email}` },
      )
      .not.toBe('');
    await page.goto(`${cluster.nginx.httpsUrl}${link}`);
    // The button is a server action: the key is the build's, so either site process can run it.
    await page.getByRole('button', { name: 'Potwierdzam zapis' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Dziękujemy! Twój zapis do newslettera został potwierdzony.',
    );
    // A subscriber is the search alert of origin 'newsletter'; confirmed, it is active (decision 059).
    const [subscriber] = await cluster.query<{ status: string }>(
      "select status from search_alerts where email = $1 and origin = 'newsletter'",
      [email],
    );
    expect(subscriber?.status).toBe('active');

    const contact = await send(cluster.nginx, 'POST', '/api/form/contact', {
      from: '127.0.0.9',
      body: contactBody(email),
    });
    expect(contact.status, contact.body).toBe(201);
    const rows = await cluster.query('select kind from form_submissions where email = $1', [email]);
    expect(rows).toEqual([{ kind: 'contact' }]);
  });

  test('a file stored through one API instance is served by the other', async () => {
    const [api1, api2] = cluster.apis;
    const offer = (await (await fetch(`${api2.url}/api/classified/1`)).json()) as {
      data: { photos: { path: string }[] };
    };
    const photo = `${offer.data.photos[0]?.path}-960.webp`;
    // API 1 seeded the demo's images into the bucket; API 2 never wrote a file of its own.
    const served = await fetch(`${api2.url}${photo}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(fs.existsSync(path.join(api2.dataDir, 'media'))).toBe(false);
    expect(fs.existsSync(path.join(api1.dataDir, 'media'))).toBe(false);
  });

  test('the form limit counts across both APIs, and a spoofed X-Forwarded-For changes nothing', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= CLUSTER_FORM_LIMIT; i += 1) {
      const answer = await send(cluster.nginx, 'POST', '/api/form/contact', {
        from: '127.0.0.2',
        // A new address each time, as a spammer would claim: nginx replaces it with the peer's.
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        body: contactBody(`limit-${i}@example.pl`),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(CLUSTER_FORM_LIMIT).fill(201), 429]);
    // Those submissions went to both sites (and so both APIs), which shared one count.
    expect(answeredBy('/api/form/contact')).toEqual(new Set(sitePorts()));
    // Another visitor is not limited.
    const other = await send(cluster.nginx, 'POST', '/api/form/contact', {
      from: '127.0.0.3',
      body: contactBody('limit-other@example.pl'),
    });
    expect(other.status).toBe(201);
  });

  test('a publication shows on both sites’ cached lists within the bound of decision 030', async () => {
    test.slow();
    // An unpublished sale becomes due (as a scheduled publication does): whichever API's loop takes
    // it publishes it and moves the change signal; each site's follower hears it from its own API.
    const [offer] = await cluster.query<{ id: number; voivodeship: number; town_slug: string }>(
      "SELECT id, voivodeship, town_slug FROM offers WHERE status = 'unpublished' AND type_classified = 1 ORDER BY id LIMIT 1",
    );
    if (!offer) throw new Error('the demo has no unpublished sale');
    const key = voivodeshipByCode(offer.voivodeship)?.key ?? '';
    const list = `/sprzedaz/${key}/${offer.town_slug}`;
    const marker = `data-offer-id="${offer.id}"`;
    const load = async (site: (typeof cluster.sites)[number]) => {
      const answer = await fetch(`${site.url}${list}`);
      return { cache: answer.headers.get('x-page-cache'), html: await answer.text() };
    };
    for (const site of cluster.sites) {
      await load(site);
      const cached = await load(site);
      expect(cached.cache).toBe('hit');
      expect(cached.html).not.toContain(marker);
    }
    const started = Date.now();
    await cluster.query("UPDATE offers SET status = 'scheduled', publish_at = $1 WHERE id = $2", [
      new Date().toISOString(),
      offer.id,
    ]);
    const seconds: number[] = [];
    for (const site of cluster.sites) {
      await expect
        .poll(async () => (await load(site)).html.includes(marker), { timeout: 30_000, intervals: [250] })
        .toBe(true);
      seconds.push((Date.now() - started) / 1000);
    }
    console.log(
      `decision 030 bound across instances: shown by site 1 and site 2 after ${seconds.map((s) => s.toFixed(1)).join(' s and ')} s`,
    );
    // The goal of issue 17 is 15 s; the design (2 s polls, a 3 s settle) gives about 5.
    expect(Math.max(...seconds)).toBeLessThan(15);
  });

  test('SIGTERM to one API and one site mid-run: no request fails and no submission is lost', async () => {
    test.slow();
    const offers = (await cluster.query<{ id: number }>('select id from offers order by id limit 4')).map(
      (row) => row.id,
    );
    const pages = [
      '/',
      '/faq',
      '/sprzedaz',
      '/en/wynajem',
      ...offers.map((id) => `/szczegoly_ogloszenia/${id}`),
    ];
    const failures: string[] = [];
    const accepted: string[] = [];
    let requests = 0;
    let running = true;
    const record = (what: string, answer: Answer | Error, expected: number) => {
      requests += 1;
      if (answer instanceof Error) failures.push(`${what}: ${answer.message}`);
      else if (answer.status !== expected)
        failures.push(`${what}: ${answer.status} ${answer.body.slice(0, 200)}`);
    };
    // Eight visitors at once: pages and API calls, and a contact form from an address of its own.
    const visitor = async (v: number) => {
      for (let i = 0; running; i += 1) {
        const page = pages[(v + i) % pages.length] as string;
        record(`GET ${page}`, await send(cluster.nginx, 'GET', page).catch((e: Error) => e), 200);
        const list = await send(cluster.nginx, 'POST', '/api/classified', {
          body: { typeClassified: 1, itemsPerPage: 6, currentPage: 1 + (i % 3) },
        }).catch((e: Error) => e);
        record('POST /api/classified', list, 200);
        if (i % 2 === 0) {
          const email = `drain-${v}-${i}@example.pl`;
          const answer = await send(cluster.nginx, 'POST', '/api/form/contact', {
            from: `127.0.${10 + v}.${1 + (i % 250)}`,
            body: contactBody(email),
          }).catch((e: Error) => e);
          record(`POST /api/form/contact ${email}`, answer, 201);
          if (!(answer instanceof Error) && answer.status === 201) accepted.push(email);
        }
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, (_, v) => visitor(v)));
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const [site2, api2] = [cluster.sites[1], cluster.apis[1]];
    // As an operator does with nginx, which has no active health checks: out of rotation first
    // (a graceful reload), then SIGTERM. Closing a listening socket under traffic resets the
    // connections still waiting in its queue, and nginx never resends a POST it has sent; a balancer
    // that polls /health would take the process out during its drain by itself.
    cluster.nginx.takeOut(Number(new URL(site2.url).port));
    const [siteExit, apiExit] = await Promise.all([site2.terminate(), api2.terminate()]);
    // Keep going on the survivors for a while, then stop.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    running = false;
    await load;

    expect(failures, `${failures.length} of ${requests} requests failed`).toEqual([]);
    expect(siteExit.exitCode, site2.output()).toBe(0);
    expect(siteExit.afterMs).toBeGreaterThanOrEqual(SITE_DRAIN_MS);
    expect(apiExit.exitCode, api2.output()).toBe(0);
    expect(accepted.length).toBeGreaterThan(8);
    const stored = await cluster.query<{ email: string }>(
      "select email from form_submissions where email like 'drain-%'",
    );
    expect(stored.map((row) => row.email).sort()).toEqual([...accepted].sort());
  });
});
