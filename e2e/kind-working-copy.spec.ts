import { type APIResponse, expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signedInEditors } from './support/editors';
import { decideConsent } from './support/shell';
import { test } from './support/test';

/**
 * Issue 34's working copy and concurrency as staff meet them on the FAQ's screen (decision 052):
 * an edit of a published question is a draft the public FAQ does not show until "Opublikuj
 * zmiany"; a second editor's tab opened before that save is refused with the first editor's name,
 * keeps what was typed, and saves it over on request; a discarded draft gives the form the public
 * text back. Two editors, each in their own browser context; the question is removed at the end.
 */
const stamp = Date.now();
const PASSWORD = 'Redakcja#Szkice2026';
const FIRST = `e2e-draft-a-${stamp}@example.pl`;
const QUESTION = `E2E published question ${stamp}?`;
const EDITED = `E2E edited question ${stamp}?`;
const MINE = `E2E second editor's question ${stamp}?`;

const editors = signedInEditors({
  first: { email: FIRST, name: 'Anna Pierwsza' },
  second: { email: `e2e-draft-b-${stamp}@example.pl`, name: 'Bartek Drugi' },
  password: PASSWORD,
});
/** The FAQ kind's back-office API as the first editor. */
const faq = editors.api('faq');

async function itemOf(response: APIResponse): Promise<{ key: string; version: number }> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data;
}

/** The public FAQ's questions in English, from the API the site renders (no page cache between). */
async function publicQuestions(page: Page): Promise<string> {
  return (await page.request.get(`${editors.origin}/api/faq?lang=en`)).text();
}

test('a published question’s edit waits for “Opublikuj zmiany”; a stale tab names who saved; a discarded draft restores', async ({
  page,
  context,
  baseURL,
}) => {
  const { first, second } = editors;
  test.slow();
  await decideConsent(context, baseURL ?? '');
  const created = await itemOf(
    await faq('POST', '', { lang: 'en', question: QUESTION, answer: '<p>The first answer.</p>' }),
  );
  await itemOf(await faq('POST', `/${created.key}/publication`, { action: 'publish' }, created.version));
  const editor = `/panel/strona/faq?lang=en&edit=${created.key}`;
  await first.goto(editor);
  await second.goto(editor);

  // The first editor's save is a draft: the public FAQ keeps the published question.
  await first.getByLabel('Pytanie', { exact: true }).fill(EDITED);
  await first.getByRole('button', { name: 'Zapisz pytanie' }).click();
  await expect(first.getByTestId('bo-flash')).toHaveText(
    'Zapisano szkic. Strona publiczna zmieni się po publikacji.',
  );
  const publication = first.getByRole('region', { name: 'Publikacja' });
  await expect(publication).toContainText('Stan: opublikowane.');
  await expect(publication.getByTestId('draft-state')).toContainText('Szkic różni się od strony publicznej.');
  await expect(
    first.getByTestId('faq-order').getByRole('listitem').filter({ hasText: EDITED }),
  ).toContainText('(Stan: opublikowane, ze szkicem zmian)');
  await expectNoAxeViolations(first);
  expect(await publicQuestions(page)).toContain(QUESTION);
  expect(await publicQuestions(page)).not.toContain(EDITED);
  // The public page shows the question once the publication's change signal reached the site...
  await expect(async () => {
    await page.goto('/en/faq');
    await expect(page.getByTestId('faq-list').getByText(QUESTION)).toBeVisible();
  }).toPass({ timeout: 20_000, intervals: [500, 1_000, 2_000] });
  // ...and not the draft's text.
  await expect(page.getByText(EDITED)).toHaveCount(0);

  // The second tab was opened before that save: refused, told by whom, with its text kept.
  await second.getByLabel('Pytanie', { exact: true }).fill(MINE);
  await second.getByRole('button', { name: 'Zapisz pytanie' }).click();
  const notice = second.getByTestId('conflict-notice');
  await expect(notice).toContainText(`Zapisane przez ${FIRST}`);
  await expect(notice).toContainText('Twoje zmiany są w formularzu.');
  await expect(second.getByLabel('Pytanie', { exact: true })).toHaveValue(MINE);
  await expectNoAxeViolations(second);
  await notice.getByRole('button', { name: 'Zapisz moje mimo to' }).click();
  await expect(second.getByTestId('bo-flash')).toHaveText(
    'Zapisano szkic. Strona publiczna zmieni się po publikacji.',
  );
  await expect(second.getByLabel('Pytanie', { exact: true })).toHaveValue(MINE);
  expect(await publicQuestions(page)).not.toContain(MINE);

  // Published changes reach the public FAQ.
  await first.reload();
  await publication.getByRole('button', { name: 'Opublikuj zmiany' }).click();
  await expect(first.getByTestId('bo-flash')).toHaveText('Opublikowano szkic.');
  await expect(publication.getByTestId('draft-state')).toHaveCount(0);
  await expect(async () => {
    await page.goto('/en/faq');
    await expect(page.getByTestId('faq-list').getByText(MINE)).toBeVisible();
  }).toPass({ timeout: 20_000, intervals: [500, 1_000, 2_000] });
  await expect(page.getByText(QUESTION)).toHaveCount(0);

  // A new draft, discarded after the question: the form shows the public text again.
  await first.getByLabel('Pytanie', { exact: true }).fill(`${EDITED} again`);
  await first.getByRole('button', { name: 'Zapisz pytanie' }).click();
  await expect(first.getByTestId('bo-flash')).toHaveText(
    'Zapisano szkic. Strona publiczna zmieni się po publikacji.',
  );
  await publication.getByRole('button', { name: 'Odrzuć szkic' }).click();
  await publication.getByRole('button', { name: 'Tak, odrzuć szkic' }).click();
  await expect(first.getByTestId('bo-flash')).toHaveText('Odrzucono szkic.');
  await expect(first.getByLabel('Pytanie', { exact: true })).toHaveValue(MINE);
  await expect(publication.getByTestId('draft-state')).toHaveCount(0);
  expect(await publicQuestions(page)).toContain(MINE);

  const current = await itemOf(await faq('GET', `/${created.key}`));
  expect((await faq('DELETE', `/${created.key}`, undefined, current.version)).status()).toBe(204);
});
