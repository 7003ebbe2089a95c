import { type APIResponse, expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signedInEditors } from './support/editors';
import { decideConsent } from './support/shell';
import { test } from './support/test';

/**
 * Issue 35's "no lost work" on the editable kinds' one mechanism (decision 060), met on the FAQ's
 * screen: what is typed into a published question saves itself as its draft after a pause, says
 * "Zapisano o hh:mm", survives a reload (which the unsaved-changes guard lets through without a
 * question) and stays off the public FAQ until "Opublikuj zmiany"; a second editor's tab opened
 * before is refused by its own autosave with the conflict notice and keeps what was typed; an
 * emptied required field is not sent and says so. Then the same in English at a phone's width.
 */
const stamp = Date.now();
const PASSWORD = 'Redakcja#Autozapis2026';
const FIRST = `e2e-autosave-a-${stamp}@example.pl`;
const QUESTION = `E2E autosaved question ${stamp}?`;
const TYPED = `typed-and-autosaved-${stamp}`;
const MINE = `E2E stale tab's question ${stamp}?`;

const editors = signedInEditors({
  first: { email: FIRST, name: 'Alicja Autozapis' },
  second: { email: `e2e-autosave-b-${stamp}@example.pl`, name: 'Bogdan Drugi' },
  password: PASSWORD,
});
/** The FAQ kind's back-office API as the first editor. */
const faq = editors.api('faq');

/** An item as the back office reads it: a published item's values are its draft's while it has one. */
interface Item {
  key: string;
  version: number;
  values: { question: string; answer: string };
  draft: { version: number; updatedBy: string | null } | null;
}

async function itemOf(response: APIResponse): Promise<Item> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data;
}

/** A published English question made through the API, as another screen would have left it. */
async function publishedQuestion(question: string): Promise<Item> {
  const created = await itemOf(
    await faq('POST', '', { lang: 'en', question, answer: '<p>The first answer.</p>' }),
  );
  return itemOf(await faq('POST', `/${created.key}/publication`, { action: 'publish' }, created.version));
}

/** The public FAQ in English, from the API the site renders. */
async function publicFaq(page: Page): Promise<string> {
  return (await page.request.get(`${editors.origin}/api/faq?lang=en`)).text();
}

/** Every dialog a page opens (the unsaved-changes guard's question), accepted and remembered. */
function dialogsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.type());
    void dialog.accept();
  });
  return seen;
}

test('typing into a published question autosaves its draft, kept on reload, public only once published; a stale tab is stopped', async ({
  page,
  context,
  baseURL,
}) => {
  const { first, second } = editors;
  test.slow();
  await decideConsent(context, baseURL ?? '');
  const item = await publishedQuestion(QUESTION);
  const editor = `/panel/strona/faq?lang=en&edit=${item.key}`;
  const dialogs = dialogsOf(first);
  await first.goto(editor);
  await second.goto(editor);

  // Typing, then a pause: the draft saves itself and says when, in Polish time.
  const answer = first.getByRole('textbox', { name: 'Odpowiedź' });
  await answer.click();
  await first.keyboard.press('End');
  await first.keyboard.type(` ${TYPED}`);
  const status = first.getByTestId('autosave-status');
  await expect(status).toHaveText(/^Zapisano o \d{2}:\d{2}\.$/, { timeout: 20_000 });
  await expect(status).toHaveAttribute('role', 'status');
  // The panel knows of the draft without a reload.
  const publication = first.getByRole('region', { name: 'Publikacja' });
  await expect(publication.getByTestId('draft-state')).toContainText('Szkic różni się od strony publicznej.');
  const saved = await itemOf(await faq('GET', `/${item.key}`));
  expect(saved.draft?.updatedBy).toBe(FIRST);
  expect(saved.values.answer).toContain(TYPED);
  expect(await publicFaq(page)).not.toContain(TYPED);
  await expectNoAxeViolations(first);

  // A reload is let through without the guard's question, and the typed text is there.
  await first.reload();
  await expect(first.getByRole('textbox', { name: 'Odpowiedź' })).toContainText(TYPED);
  expect(dialogs).toEqual([]);
  await page.goto('/en/faq');
  await expect(page.getByTestId('faq-list').getByText(QUESTION)).toBeVisible();
  await expect(page.getByText(TYPED)).toHaveCount(0);

  // The second tab was opened before: its own autosave is refused, it says who saved and keeps the text.
  const stale = second.getByLabel('Pytanie', { exact: true });
  await stale.fill(MINE);
  const notice = second.getByTestId('conflict-notice');
  await expect(notice).toContainText(`Zapisane przez ${FIRST}`, { timeout: 20_000 });
  await expect(notice).toContainText('Twoje zmiany są w formularzu.');
  await expect(second.getByTestId('autosave-status')).toContainText('Autozapis wstrzymany');
  await expect(stale).toHaveValue(MINE);
  await expectNoAxeViolations(second);
  expect((await itemOf(await faq('GET', `/${item.key}`))).values.question).toBe(QUESTION);

  // An emptied required field is not sent: the form says which and keeps the draft as it was.
  const question = first.getByLabel('Pytanie', { exact: true });
  await question.fill('');
  await question.blur();
  await expect(first.getByTestId('autosave-status')).toHaveText('Nie zapisano: popraw zaznaczone pola.', {
    timeout: 20_000,
  });
  await expect(question).toHaveAttribute('aria-invalid', 'true');
  expect((await itemOf(await faq('GET', `/${item.key}`))).values.question).toBe(QUESTION);
  await question.fill(`${QUESTION} `);
  await expect(first.getByTestId('autosave-status')).toHaveText(/^Zapisano o/, { timeout: 20_000 });
  await expect(question).not.toHaveAttribute('aria-invalid', 'true');

  // "Opublikuj zmiany" makes the autosaved draft public.
  await publication.getByRole('button', { name: 'Opublikuj zmiany' }).click();
  await expect(first.getByTestId('bo-flash')).toHaveText('Opublikowano szkic.');
  await expect(async () => {
    await page.goto('/en/faq');
    // The answer sits in the question's closed disclosure: there, not yet shown.
    await expect(page.getByTestId('faq-list').getByText(TYPED)).toBeAttached({ timeout: 2_000 });
  }).toPass({ timeout: 30_000, intervals: [500, 1_000, 2_000] });
  expect(dialogs).toEqual([]);

  const current = await itemOf(await faq('GET', `/${item.key}`));
  expect((await faq('DELETE', `/${item.key}`, undefined, current.version)).status()).toBe(204);
});

test('in English at a phone’s width: “Saved at”, the draft differs, nothing scrolls sideways', async () => {
  const { first } = editors;
  test.slow();
  const item = await publishedQuestion(`E2E phone question ${stamp}?`);
  await first.setViewportSize({ width: 390, height: 844 });
  await first.goto('/panel');
  await first.getByRole('button', { name: 'Switch the back office to English' }).click();
  await expect(first.locator('html')).toHaveAttribute('lang', 'en');
  await first.goto(`/panel/strona/faq?lang=en&edit=${item.key}`);
  // Typed before the form hydrates, the text would never reach its state (a slow machine's race).
  await expect(first.locator('form[data-ready="true"]').first()).toBeAttached();
  const question = first.getByLabel('Question', { exact: true });
  await question.fill(`E2E phone question ${stamp}, edited?`);
  await question.press('Tab');
  await expect(first.getByTestId('autosave-status')).toHaveText(/^Saved at \d{2}:\d{2}\.$/, {
    timeout: 20_000,
  });
  await expect(first.getByTestId('draft-state')).toBeVisible();
  expect(await first.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(first);

  const current = await itemOf(await faq('GET', `/${item.key}`));
  expect((await faq('DELETE', `/${item.key}`, undefined, current.version)).status()).toBe(204);
});
