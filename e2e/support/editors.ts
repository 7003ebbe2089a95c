import type { BrowserContext, Page } from '@playwright/test';
import { activatedStaff } from './staff';
import { test } from './test';

interface Account {
  email: string;
  name: string;
}

/** A call of one kind's back-office API as `page`'s staff member, with the Origin the API checks. */
export function kindCall(page: Page, origin: string, kind: string) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown, version?: number) =>
    page.request.fetch(`${origin}/api/back-office/kinds/${kind}${path}`, {
      method,
      headers: { origin, ...(version === undefined ? {} : { 'if-match': `"${version}"` }) },
      ...(data === undefined ? {} : { data }),
    });
}

/** Deletes one item of a kind as staff do, naming the version it has now (a spec's clean-up). */
export async function deleteKindItem(page: Page, origin: string, kind: string, key: number | string) {
  const api = kindCall(page, origin, kind);
  const opened = await api('GET', `/${key}`);
  if (opened.status() !== 200) throw new Error(`read ${kind}/${key}: ${opened.status()}`);
  const { version } = ((await opened.json()) as { data: { version: number } }).data;
  const removed = await api('DELETE', `/${key}`, undefined, version);
  if (removed.status() !== 204)
    throw new Error(`delete ${kind}/${key}: ${removed.status()} ${await removed.text()}`);
}

/** The two editors' pages, there once the spec's `beforeAll` has signed them in. */
class Editors {
  #signedIn: { first: Page; second: Page; origin: string } | null = null;

  set(signedIn: { first: Page; second: Page; origin: string }) {
    this.#signedIn = signedIn;
  }

  #get() {
    if (!this.#signedIn) throw new Error('the editors are signed in by the spec’s beforeAll');
    return this.#signedIn;
  }

  get first(): Page {
    return this.#get().first;
  }

  get second(): Page {
    return this.#get().second;
  }

  /** The site's origin (what the API checks as Origin). */
  get origin(): string {
    return this.#get().origin;
  }

  /** One kind's back-office API called as the first editor. */
  api(kind: string) {
    return (...call: Parameters<ReturnType<typeof kindCall>>) =>
      kindCall(this.first, this.origin, kind)(...call);
  }
}

/**
 * Two editors, each signed in in their own browser context before the spec's tests and signed out
 * after them, for the journeys where one saves while the other's tab is open (decision 052 §3.7).
 */
export function signedInEditors(accounts: { first: Account; second: Account; password: string }): Editors {
  const editors = new Editors();
  const contexts: BrowserContext[] = [];
  test.beforeAll(async ({ browser, baseURL }) => {
    const pages: Page[] = [];
    for (const { email, name } of [accounts.first, accounts.second]) {
      const { context, page } = await activatedStaff(browser, baseURL, {
        email,
        role: 'editor',
        name,
        password: accounts.password,
      });
      contexts.push(context);
      pages.push(page);
    }
    const [first, second] = pages;
    if (!first || !second) throw new Error('two editors expected');
    editors.set({ first, second, origin: new URL(baseURL ?? '').origin });
  });
  test.afterAll(async () => {
    for (const context of contexts) await context.close();
  });
  return editors;
}
