// The command center's tool lists (issue #41 item 8): each tool by name with a one-line description, no raw
// paths; the System Settings card counts what its dialog lists; artist-only earnings pages are not listed.
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './helpers';

async function openCategory(page: Page, name: string) {
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('an admin reads tool names and descriptions, and the System Settings card counts what it lists', async ({
  page,
}) => {
  await loginAs(page, 'admin@demo.test', /\/dashboard$/);
  const card = page.getByRole('button', { name: /^System Settings/ });
  await expect(card).toContainText('4 tools available');
  await expect(card).toContainText('1 for super admins');
  await expect(card).not.toContainText('planned');

  const settings = await openCategory(page, 'System Settings');
  await expect(settings.getByRole('listitem')).toHaveCount(5);
  await expect(settings.getByRole('link')).toHaveCount(4);
  const team = settings.getByRole('link', { name: /^Team Management/ });
  await expect(team).toHaveAttribute('href', '/team-management');
  await expect(team).toContainText('Admins: invite, change role, deactivate');
  const superOnly = settings.getByRole('listitem').filter({ hasText: 'Super Admin Settings' });
  await expect(superOnly).toContainText('super admins');
  // Names and descriptions, never a raw path.
  await expect(settings.getByText(/^\/[a-z-]+/)).toHaveCount(0);
  await settings.getByRole('button', { name: 'Back to Dashboard' }).click();

  // The artist-only earnings pages (the admin's own, empty) are not listed; the platform-wide ones are.
  const distribution = await openCategory(page, 'Distribution Center');
  for (const artistOnly of ['Royalty Dashboard', 'Store Earnings', 'Contributor Earnings', 'Artist Payout Setup'])
    await expect(distribution.getByText(artistOnly, { exact: true })).toHaveCount(0);
  await expect(distribution.getByRole('link', { name: /^Statement Import/ })).toContainText(
    'Import store statements and follow each import',
  );
  await expect(distribution.getByRole('link', { name: /^Payments/ })).toHaveAttribute('href', '/payments');
  await expect(distribution.getByText(/^\/[a-z-]+/)).toHaveCount(0);
  await distribution.getByRole('button', { name: 'Back to Dashboard' }).click();
  const analytics = await openCategory(page, 'Analytics and Reports');
  await expect(analytics.getByText('Artist Analytics', { exact: true })).toHaveCount(0);
  await expect(analytics.getByRole('link', { name: /^Reports/ })).toContainText('Royalty statements per artist');
});

test('a super admin counts Super Admin Settings among the tools that open', async ({ page }) => {
  await loginAs(page, 'superadmin@demo.test', /\/dashboard$/);
  const card = page.getByRole('button', { name: /^System Settings/ });
  await expect(card).toContainText('5 tools available');
  await expect(card).not.toContainText('for super admins');
  const settings = await openCategory(page, 'System Settings');
  await expect(settings.getByRole('button', { name: /^Super Admin Settings/ })).toContainText('asks for your password');
});
