import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from './support/test';

/**
 * Issue 20: checkers this team did not write, run on the main pages in both languages, so what
 * they find stays found. pa11y runs HTML_CodeSniffer's WCAG 2 AA rules in Chromium (it sees what
 * axe does not, such as a fieldset without a legend); the Nu HTML Checker (vnu) validates the HTML
 * the server sends. Redocly's lint of the OpenAPI document is an API test (openapi-lint.test.ts).
 */
const require = createRequire(import.meta.url);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PAGES = [
  '/',
  '/en',
  '/sprzedaz',
  '/en/sprzedaz',
  '/szczegoly_ogloszenia/1',
  '/en/szczegoly_ogloszenia/1',
  '/kontakt',
  '/en/kontakt',
  '/blog',
  '/en/blog',
  '/faq',
  '/en/faq',
];

interface Pa11yIssue {
  type: 'error' | 'warning' | 'notice';
  code: string;
  selector: string;
  message: string;
}
type Pa11y = (url: string, options: Record<string, unknown>) => Promise<{ issues: Pa11yIssue[] }>;

test.describe('pa11y (HTML_CodeSniffer, WCAG 2 AA)', () => {
  for (const page of PAGES) {
    test(`no error on ${page}`, async ({ baseURL }) => {
      // pa11y starts a browser of its own and waits for the page's load: a slow step on a slow day.
      test.setTimeout(180_000);
      const pa11y = require('pa11y') as Pa11y;
      const { issues } = await pa11y(`${baseURL}${page}`, {
        standard: 'WCAG2AA',
        timeout: 120_000,
        chromeLaunchConfig: {
          executablePath: CHROME,
          args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
        },
      });
      const errors = issues.filter((issue) => issue.type === 'error');
      expect(errors.map((issue) => `${issue.code} at ${issue.selector}: ${issue.message}`)).toEqual([]);
    });
  }
});

test.describe('Nu HTML Checker', () => {
  const java = spawnSync('java', ['-version']).status === 0;
  // CI installs Java (.ci/run); a developer's machine without it skips, saying why.
  test.skip(!java && process.env.CI !== 'true', 'needs Java (apt-get install -y default-jre-headless)');

  test('no error and no warning in the HTML of the main pages', async ({ request }) => {
    // One JVM start and one check of twelve documents: tens of seconds on a slow day.
    test.setTimeout(180_000);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
    const files: string[] = [];
    for (const [index, page] of PAGES.entries()) {
      const response = await request.get(page);
      expect(response.status(), page).toBe(200);
      const file = path.join(dir, `${index}-${page.replace(/\W+/g, '_') || 'home'}.html`);
      fs.writeFileSync(file, await response.text());
      files.push(file);
    }
    const jar = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');
    const run = spawnSync('java', ['-jar', jar, '--format', 'json', ...files], { encoding: 'utf8' });
    // vnu writes its report to standard error.
    const { messages } = JSON.parse(run.stderr) as {
      messages: { type: string; subType?: string; url?: string; message: string; extract?: string }[];
    };
    const findings = messages.filter((m) => m.type !== 'info' || m.subType === 'warning');
    expect(findings.map((m) => `${path.basename(m.url ?? '')} ${m.type}: ${m.message}`)).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
