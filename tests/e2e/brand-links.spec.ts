// Emailed links on a fresh instance (#41 item 2): a sign-up on a brand's host gets a confirmation link on that
// host (not http://localhost:3000), the link confirms the address and the login page says so; the local mailbox
// is off on this instance because it delivers over SMTP (scripts/e2e-server.mjs).
import { expect, test } from '@playwright/test';
import { portUrl, visit, waitForEmail } from './helpers';

test('the confirmation link is on the brand host the visitor signed up on, and the login page confirms', async ({
  browser,
}) => {
  const email = `linker-${Date.now()}@example.com`;
  const page = await (await browser.newContext()).newPage();
  await visit(page, portUrl('mms.localhost', '/mms/register'));
  await page.getByLabel('Your name').fill('Lin Ker');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Choose a password').fill('a long enough password');
  await page.getByRole('button', { name: 'Create my artist account' }).click();
  await expect(page.getByText(/Check your email/)).toBeVisible();

  const mail = await waitForEmail(email, /confirm/i);
  const link = new URL(mail.text.match(/https?:\/\/\S+\/api\/auth\/verify\?token=[\w-]+/)![0]);
  expect(link.origin).toBe(new URL(portUrl('mms.localhost')).origin);

  await visit(page, link.toString());
  await expect(page).toHaveURL(/\/mms\/login\?verified=1$/);
  await expect(page.getByText('Your email address is confirmed. Sign in to continue.')).toBeVisible();

  // SMTP is configured here: the local mailbox does not exist.
  expect((await page.request.get(portUrl('localhost', '/api/dev/mailbox'))).status()).toBe(404);
});
