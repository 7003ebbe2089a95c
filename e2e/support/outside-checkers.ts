import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Checkers this team did not write (issue 20), shared by the public pages' spec and the back
 * office's walk: HTML_CodeSniffer's WCAG 2 AA rules (what pa11y runs; it sees what axe does not,
 * such as a fieldset without a legend) and the Nu HTML Checker (vnu) over the HTML the server sends.
 */
const require = createRequire(import.meta.url);

let source: string | undefined;
const codeSnifferSource = () => {
  source ??= `${fs.readFileSync(require.resolve('@pa11y/html_codesniffer/build/HTMLCS.js'), 'utf8')};true`;
  return source;
};

/** Whether this machine can run vnu: CI installs Java (.ci/run); a developer's machine may not. */
export const javaPresent = spawnSync('java', ['-version']).status === 0;

/**
 * HTML_CodeSniffer's WCAG 2 AA errors on the page as it is now, run in the page itself, as pa11y's
 * runner does in a browser of its own: here it judges the signed-in page of the test's context,
 * which a second browser would have to sign in to. Each error as "code at selector: message".
 */
export async function codeSnifferErrors(page: Page): Promise<string[]> {
  // Evaluated as axe's Playwright builder injects axe: a <script> tag would be refused by the
  // back office's Content-Security-Policy, which an evaluation from the test does not go through.
  if (!(await page.evaluate(() => 'HTMLCS' in window))) await page.evaluate(codeSnifferSource());
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const htmlcs = (window as unknown as { HTMLCS: CodeSniffer }).HTMLCS;
        htmlcs.process('WCAG2AA', window.document, (error?: unknown) => {
          if (error) {
            reject(error);
            return;
          }
          const where = (element: Element | Document) => {
            if (!(element instanceof Element)) return 'document';
            const id = element.id ? `#${element.id}` : '';
            const classes = Array.from(element.classList)
              .map((name) => `.${name}`)
              .join('');
            return `${element.tagName.toLowerCase()}${id}${classes}`;
          };
          resolve(
            htmlcs
              .getMessages()
              .filter((message) => message.type === 1)
              .map((message) => `${message.code} at ${where(message.element)}: ${message.msg}`),
          );
        });
      }),
  );
}

interface CodeSniffer {
  process(standard: string, content: Document, callback: (error?: unknown) => void): void;
  getMessages(): { type: number; code: string; msg: string; element: Element | Document }[];
}

/**
 * vnu's errors and warnings over these documents (name → HTML), in one JVM start, each as
 * "name type: message at markup".
 */
export function nuCheckerFindings(documents: Map<string, string>): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  try {
    const files = [...documents].map(([name, html], index) => {
      const file = path.join(dir, `${index}-${name.replace(/\W+/g, '_') || 'home'}.html`);
      fs.writeFileSync(file, html);
      return file;
    });
    const jar = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');
    const run = spawnSync('java', ['-jar', jar, '--format', 'json', ...files], { encoding: 'utf8' });
    // vnu writes its report to standard error.
    const { messages } = JSON.parse(run.stderr) as {
      messages: { type: string; subType?: string; url?: string; message: string; extract?: string }[];
    };
    // With the markup it is about, shortened: enough to find the element in the source.
    return messages
      .filter((m) => m.type !== 'info' || m.subType === 'warning')
      .map(
        (m) => `${path.basename(m.url ?? '')} ${m.type}: ${m.message} at ${(m.extract ?? '').slice(0, 120)}`,
      );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
