// Money out and brand domains in the browser: the banking page without Stripe keys, an artist giving
// tax details (shown masked), and a domain saved in Super Admin Settings serving its brand.
import { expect, test } from '@playwright/test';
import { loginAs, portUrl, visit } from './helpers';

test.setTimeout(180_000);

test('the banking page says Stripe is not configured and exports the yearly payee summary', async ({ page }) => {
  await loginAs(page, 'admin@demo.test', /dashboard/);
  await visit(page, '/admin-banking-stripe');
  await expect(page.getByRole('heading', { name: 'Banking & Stripe' })).toBeVisible();
  await expect(page.getByText(/Stripe is not configured/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Yearly payee summary (1099)' })).toBeVisible();
  const csv = await page.request.get(`/api/ops/tax/summary?year=${new Date().getUTCFullYear()}&format=csv`);
  expect(csv.status()).toBe(200);
  expect((await csv.text()).split(/\r?\n/)[0]).toBe(
    'Year,Payee,Email,Tax form,Country,Tax id (masked),Payouts,Total paid (USD)',
  );
  await page.setViewportSize({ width: 390, height: 800 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Banking & Stripe' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
});

test('an artist gives tax details and sees them masked, and how they will be paid', async ({ page }) => {
  await loginAs(page, 'artist@demo.test', /\/mms\/dashboard/);
  await visit(page, '/artist-payout-setup');
  const form = page.getByRole('form', { name: 'Tax details' });
  await form.getByLabel('Legal name').fill('Demo Artist LLC');
  await form.getByLabel('SSN or EIN').fill('12-3454321');
  await form.getByLabel('I certify that this information is correct.').check();
  await form.getByRole('button', { name: 'Save tax details' }).click();
  await expect(page.getByText('Tax details saved. Your tax id is stored encrypted.')).toBeVisible();
  await expect(page.getByTestId('tax-summary')).toContainText('W-9 for Demo Artist LLC, tax id •••-••-4321');
  await expect(page.getByText('123454321')).toHaveCount(0);
  // The warning about missing tax details is gone once they are saved.
  await expect(page.getByText(/Payouts wait until you give your tax details/)).toHaveCount(0);
  // Without Stripe the artist reads how they will be paid, never that Stripe is not configured.
  await expect(page.getByText(/Payouts are sent to you by bank transfer or PayPal/)).toBeVisible();
  await expect(page.getByText(/Stripe is not configured/)).toHaveCount(0);
});

test('a domain saved for a brand in Super Admin Settings serves that brand', async ({ page, request }) => {
  await loginAs(page, 'superadmin@demo.test', /dashboard/);
  expect((await page.request.post('/api/admin/step-up', { data: { password: 'demo-password' } })).status()).toBe(200);
  const before = (await (await page.request.get('/api/admin/super-settings')).json()) as {
    brandDomains: Record<string, string[]>;
  };
  const host = 'beats-e2e.localhost';
  const save = (brandDomains: Record<string, string[]>) =>
    page.request.patch('/api/admin/super-settings', { data: { brandDomains } });
  try {
    // Node does not resolve *.localhost names as browsers do: ask localhost with the new Host header.
    const asHost = () =>
      request.get(portUrl('localhost', '/'), { headers: { host: `${host}:${process.env.E2E_PORT ?? 3100}` } });
    const plain = await asHost();
    expect(await plain.text()).not.toContain('Small Guy Records');
    expect((await save({ ...before.brandDomains, sgr: [...(before.brandDomains.sgr ?? []), host] })).status()).toBe(
      200,
    );
    // No restart and no wait: the process that saved routes the new domain at once.
    const res = await asHost();
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain('Small Guy Records');
  } finally {
    expect((await save(before.brandDomains)).status()).toBe(200);
  }
});
