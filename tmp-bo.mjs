import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { chromium } from '@playwright/test';

const base = 'http://localhost:3000';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
page.on('console', (m) => {
  if (m.type() === 'error') console.log('console:', m.text());
});
await page.goto(`${base}/panel/logowanie`);
await page.screenshot({ path: '/tmp/shots/bo-signin.png' });
await page.getByLabel('E-mail').fill('admin@example.pl');
await page.getByLabel('Hasło').fill('wrong-password');
await page.getByRole('button', { name: 'Zaloguj się' }).click();
await page.getByRole('alert').waitFor();
console.log('alert:', await page.getByRole('alert').textContent());
await page.getByLabel('Hasło').fill('Demo-Admin-2026!');
await page.getByRole('button', { name: 'Zaloguj się' }).click();
await page.waitForURL(`${base}/panel`);
await page.getByRole('heading', { name: 'Weryfikacja dwuetapowa' }).waitFor();
console.log('flash:', await page.getByTestId('bo-flash').textContent());
await page.screenshot({ path: '/tmp/shots/bo-2fa-start.png' });
await page.getByLabel('Hasło').fill('Demo-Admin-2026!');
await page.getByRole('button', { name: 'Włącz weryfikację dwuetapową' }).click();
const secretText = await page.getByTestId('totp-secret').textContent();
await page.screenshot({ path: '/tmp/shots/bo-2fa-secret.png', fullPage: true });
const uri = await page.getByTestId('totp-uri').getAttribute('href');
const secret = new URL(uri).searchParams.get('secret');
console.log('secret shown == uri secret:', secretText === secret);
await page
  .getByLabel('Kod z aplikacji uwierzytelniającej')
  .fill(await createOTP(base32.decode(secret)).totp());
await page.getByRole('button', { name: 'Potwierdź kod' }).click();
await page.getByText('Witaj, Administrator (demo)').waitFor();
console.log('flash2:', await page.getByTestId('bo-flash').textContent());
await page.screenshot({ path: '/tmp/shots/bo-dashboard.png' });
await page.getByRole('button', { name: 'English' }).click();
await page.getByText('Welcome, Administrator (demo)').waitFor();
await page.screenshot({ path: '/tmp/shots/bo-dashboard-en.png' });
await page.getByRole('button', { name: 'Sign out' }).click();
await page.waitForURL(`${base}/panel/logowanie`);
await page.goto(`${base}/panel`);
console.log('after sign-out /panel ->', page.url());
await browser.close();
