import { createRequire } from 'node:module';
import { expect } from '@playwright/test';
import { javaPresent, nuCheckerFindings } from './support/outside-checkers';
import { test } from './support/test';

/**
 * Issue 20: checkers this team did not write, run on the main pages in both languages, so what
 * they find stays found. pa11y runs HTML_CodeSniffer's WCAG 2 AA rules in Chromium (it sees what
 * axe does not, such as a fieldset without a legend); the Nu HTML Checker (vnu) validates the HTML
 * the server sends. Redocly's lint of the OpenAPI document is an API test (openapi-lint.test.ts). The
 * back office's screens get both in back-office.spec.ts's walk, signed in.
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
  // CI installs Java (.ci/run); a developer's machine without it skips, saying why.
  test.skip(
    !javaPresent && process.env.CI !== 'true',
    'needs Java (apt-get install -y default-jre-headless)',
  );

  test('no error and no warning in the HTML of the main pages', async ({ request }) => {
    // One JVM start and one check of twelve documents: tens of seconds on a slow day.
    test.setTimeout(180_000);
    const documents = new Map<string, string>();
    for (const page of PAGES) {
      const response = await request.get(page);
      expect(response.status(), page).toBe(200);
      documents.set(page, await response.text());
    }
    expect(nuCheckerFindings(documents)).toEqual([]);
  });
});
