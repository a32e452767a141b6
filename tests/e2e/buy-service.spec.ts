// Buying a service (#41 item 3): a visitor on Master Music Safe sees the prices and what each service includes on
// /services, orders one and signs up on the way, lands on the order form, then on the order; without Stripe there is
// no card button, only how to pay: the team's note, then the bank details with the order's own reference once a
// super admin saved them; an admin records the transfer and the order reads Paid.
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, loginAs, portUrl, visit } from './helpers';

test.setTimeout(240_000);

test('a visitor orders an EPK, signing up on the way, and pays by bank transfer', async ({ browser }) => {
  const email = `buyer-${Date.now()}@example.com`;
  const visitor = await (await browser.newContext()).newPage();
  await visit(visitor, portUrl('mms.localhost', '/services'));

  // Prices and what is included, and no way in that ends on the distribution waiting list.
  const prices = visitor.getByRole('region', { name: 'Order a service' });
  const epk = prices.getByRole('listitem').filter({ hasText: 'Electronic Press Kit' });
  await expect(epk).toContainText('$149.00');
  await expect(epk).toContainText('What is included:');
  await expect(visitor.locator('a[href*="waiting-list"]')).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: 'Join', exact: true }).first()).toHaveAttribute(
    'href',
    '/mms/register',
  );

  // Ordering as a visitor goes through sign-up, and the order survives it.
  await epk.getByRole('link', { name: 'Order Electronic Press Kit' }).click();
  await expect(visitor).toHaveURL(/\/mms\/register\?callbackUrl=%2Ftnm-services%3Forder%3Depk$/);
  await visitor.getByLabel('Your name').fill('Nova Buyer');
  await visitor.getByLabel('Email').fill(email);
  await visitor.getByLabel('Choose a password').fill('a long enough password');
  await visitor.getByRole('button', { name: 'Create my artist account' }).click();
  await expect(visitor).toHaveURL(/\/tnm-services\?order=epk$/);
  const form = visitor.getByRole('form', { name: 'Order Electronic Press Kit' });
  await form.getByLabel(/^Artist name/).fill('Nova Buyer');
  await form.getByLabel(/^Press contact email/).fill('press@novabuyer.test');
  await form.getByRole('button', { name: /^Place order/ }).click();
  await expect(visitor).toHaveURL(/\/tnm-service-hub\?order=/);
  const reference = (await visitor
    .getByText(/^SO-[A-Z0-9]{7}/)
    .first()
    .textContent())!.slice(0, 10);

  // No Stripe on this instance: no card button and no word about Stripe, but how the artist will pay.
  await expect(visitor.getByText(`Our team will email you how to pay ${reference}`)).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Pay by card' })).toHaveCount(0);
  await expect(visitor.getByText(/Stripe/)).toHaveCount(0);

  // A super admin saves the platform's bank account (password again: step-up).
  const admin = await (await browser.newContext()).newPage();
  await loginAs(admin, 'superadmin@demo.test', /\/dashboard$/);
  await visit(admin, '/admin-services-panel');
  const bank = admin.getByRole('form', { name: 'Bank transfer details' });
  await bank.getByLabel('Account holder').fill('Master Music Safe LLC');
  await bank.getByLabel('Bank', { exact: true }).fill('First Atlanta Bank');
  await bank.getByLabel('Account number').fill('000123456789');
  await bank.getByLabel('Routing number').fill('061000104');
  await bank.getByRole('button', { name: 'Save bank details' }).click();
  const stepUp = admin.getByRole('dialog', { name: 'Super Admin Settings' });
  await stepUp.getByLabel('Your password').fill(DEMO_PASSWORD);
  await stepUp.getByRole('button', { name: 'Unlock' }).click();
  await expect(bank.getByText(/Bank details saved/)).toBeVisible();

  // The artist now sees where to transfer and the reference to quote; still no card button.
  await visitor.reload();
  const transfer = visitor.getByLabel('Bank transfer details');
  await expect(transfer).toContainText(`Payment reference: ${reference}`);
  await expect(transfer).toContainText('Account number: 000123456789');
  await expect(transfer).toContainText('Amount: $149.00');
  await expect(visitor.getByRole('button', { name: 'Pay by card' })).toHaveCount(0);

  // The transfer arrives: an admin records it against the order.
  await visit(admin, '/admin-service-dashboard');
  await admin.getByRole('button', { name: reference }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Payment reference').fill(reference);
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog.getByRole('button', { name: 'Start work' })).toBeVisible();

  await visitor.reload();
  await expect(visitor.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(visitor.getByLabel('Bank transfer details')).toHaveCount(0);
});
