// Services end to end: an artist orders an EPK, an admin takes the payment and delivers it, and the
// public EPK renders with its metadata; two artists try to book one studio slot and only one gets it.
import { expect, test, type Browser } from '@playwright/test';
import { loginAs, visit, waitForEmail } from './helpers';

async function signedIn(browser: Browser, email: string, home: RegExp) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, email, home);
  return { context, page };
}

test('an artist orders an EPK, an admin delivers it, and the public EPK renders with its metadata', async ({
  browser,
}) => {
  const artist = await signedIn(browser, 'artist@demo.test', /\/mms\/dashboard$/);
  await visit(artist.page, '/tnm-services');
  await artist.page.getByRole('button', { name: 'Order Electronic Press Kit' }).click();
  const form = artist.page.getByRole('form', { name: 'Order Electronic Press Kit' });
  // Bad input first: field-level messages, nothing ordered.
  await form.getByLabel(/^Artist name/).fill('Nova Reyes');
  await form.getByLabel(/^Press contact email/).fill('press@novareyes');
  await form.getByRole('button', { name: /^Place order/ }).click();
  await expect(form.getByText('Enter a valid email address', { exact: true })).toBeVisible();
  await expect(form.getByText('Check the highlighted fields.')).toBeVisible();
  await form.getByLabel(/^Press contact email/).fill('press@novareyes.test');
  await form.getByRole('button', { name: /^Place order/ }).click();
  await expect(artist.page).toHaveURL(/\/tnm-service-hub\?order=/);
  await expect(artist.page.getByText('Awaiting payment').first()).toBeVisible();
  const reference = (await artist.page
    .getByText(/^SO-[A-Z0-9]{7}/)
    .first()
    .textContent())!.slice(0, 10);
  await waitForEmail('artist@demo.test', new RegExp(`We received your order ${reference}`));

  const admin = await signedIn(browser, 'admin@demo.test', /\/dashboard$/);
  await visit(admin.page, '/admin-service-dashboard');
  await admin.page.getByRole('button', { name: reference }).click();
  const dialog = admin.page.getByRole('dialog');
  await dialog.getByLabel('Payment reference').fill('BANK-TRANSFER-42');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await dialog.getByRole('button', { name: 'Start work' }).click();
  await dialog.getByLabel(/^Delivery note/).fill('Your press kit is live at /epk/nova-reyes.');
  await dialog.getByRole('button', { name: 'Deliver', exact: true }).click();
  await expect(dialog.getByText('Delivered', { exact: true })).toBeVisible();

  const mail = await waitForEmail('artist@demo.test', /Your Electronic Press Kit is ready/);
  expect(mail.text).toContain('/tnm-service-hub?order=');
  await artist.page.reload();
  await artist.page.getByRole('button', { name: 'Accept delivery' }).click();
  await expect(artist.page.getByText('Accepted').first()).toBeVisible();

  // The public EPK, as anyone sees it.
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await visit(page, '/epk/nova-reyes');
  await expect(page.getByRole('heading', { level: 1, name: 'Nova Reyes' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tour dates' })).toContainText('The Masquerade');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Nova Reyes/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = ld.map((t) => (JSON.parse(t) as { '@type': string })['@type']);
  expect(types).toContain('MusicGroup');
  expect(types).toContain('Event');
  const zip = await page.request.get('/api/epk/nova-reyes/press-kit');
  expect(zip.status()).toBe(200);
  expect(zip.headers()['content-type']).toBe('application/zip');
  expect((await zip.body()).subarray(0, 2).toString()).toBe('PK');
  await Promise.all([artist.context.close(), admin.context.close(), visitor.close()]);
});

test('two artists try to book one studio slot: the first gets it, the second is refused', async ({ browser }) => {
  const day = new Date(Date.now() + (20 + Math.floor(Math.random() * 200)) * 86_400_000).toISOString().slice(0, 10);
  const first = await signedIn(browser, 'member@demo.test', /\/member-dashboard$/);
  const second = await signedIn(browser, 'artist@demo.test', /\/mms\/dashboard$/);
  for (const p of [first.page, second.page]) {
    await visit(p, '/studio-booking');
    await p.getByLabel('Day').fill(day);
  }
  const slot = first.page.getByLabel('Free times').getByRole('button').nth(2);
  const label = (await slot.textContent())!;
  // Both pages show the slot as free; the first artist books it.
  await expect(second.page.getByLabel('Free times').getByRole('button', { name: label, exact: true })).toBeVisible();
  await slot.click();
  await first.page.getByRole('button', { name: /^Book 1 hour/ }).click();
  await expect(first.page.getByText(/^Booked\./)).toBeVisible();
  await waitForEmail('member@demo.test', /Studio session booked/);

  // The second artist's page still offers it; booking it is refused with a clear message.
  await second.page.getByLabel('Free times').getByRole('button', { name: label, exact: true }).click();
  await second.page.getByRole('button', { name: /^Book 1 hour/ }).click();
  await expect(second.page.getByText(/just booked by someone else/)).toBeVisible();
  // After a refresh it is no longer offered.
  await second.page.reload();
  await second.page.getByLabel('Day').fill(day);
  await expect(second.page.getByLabel('Free times').getByRole('button').first()).toBeVisible();
  await expect(second.page.getByLabel('Free times').getByRole('button', { name: label, exact: true })).toHaveCount(0);
  await Promise.all([first.context.close(), second.context.close()]);
});
