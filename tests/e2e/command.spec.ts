// The command center in the browser: tiles, tool dialogs, roster reorder by keyboard to the public
// page, the super admin's view toggle and step-up, and an artist kept out.
import { expect, test, type Page } from '@playwright/test';
import { keyboardMoveFirstArtist, loginAs, visit } from './helpers';

/** A toast by its text (the region stays in the DOM while a modal dialog hides the rest from assistive tech). */
const toast = (page: Page, text: string) =>
  page.locator('section[aria-label="Notification"] li').filter({ hasText: text });

const CATEGORIES = [
  'Personal Dashboard',
  'Distribution Center',
  'Services Hub',
  'Music School',
  'Communications Hub',
  'Analytics and Reports',
  'Label Roster',
  'Project Overview',
  'System Settings',
];

test('an admin sees tiles that match the platform figures and opens every category dialog', async ({ page }) => {
  await loginAs(page, 'admin@demo.test', /\/dashboard$/);
  const stats = await (await page.request.get('/api/stats')).json();
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    stats.totalRevenueCents / 100,
  );
  await expect(page.getByTestId('tile-revenue')).toHaveText(usd);
  await expect(page.getByTestId('tile-live')).toHaveText(String(stats.activeDistributions));
  await expect(page.getByTestId('tile-projects')).toHaveText(String(stats.totalProjects));
  await expect(page.getByTestId('tile-stores')).toHaveText(String(stats.connectedStores));
  expect(stats.activeDistributions).toBeGreaterThan(0);
  await expect(page.getByTestId('overview-artists')).toHaveText(String(stats.totalArtists));
  await expect(page.getByRole('table', { name: 'Recent Uploads' }).getByRole('row')).toHaveCount(6);

  // The Personal Dashboard card: role title, hidden admin ID, level badge.
  await expect(page.getByText('Administrative Team')).toBeVisible();
  await expect(page.getByTestId('admin-id')).toHaveText(/••••/);
  await page.getByRole('button', { name: 'Show admin ID' }).click();
  await expect(page.getByTestId('admin-id')).toHaveText('Admin ID: ADM-0002');
  await expect(page.getByTestId('level-badge')).toContainText(/Level \d · /);

  for (const name of CATEGORIES) {
    await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Back to Dashboard' }).click();
    await expect(dialog).toBeHidden();
  }
  // A built tool is a link; an unbuilt one is marked planned.
  await page.getByRole('button', { name: /^Label Roster/ }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: /Artist Roster/ })).toHaveAttribute(
    'href',
    '/artist-management',
  );
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  // Communications are built: its tools are links and none is marked planned.
  await page.getByRole('button', { name: /^Communications Hub/ }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: /Customer Service/ })).toHaveAttribute(
    'href',
    '/admin-customer-service',
  );
  await expect(page.getByRole('dialog').getByText('planned')).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  // The school is built: every one of its tools is a link.
  await page.getByRole('button', { name: /^Music School/ }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: /Unified LMS/ })).toHaveAttribute(
    'href',
    '/unified-lms',
  );
  await expect(page.getByRole('dialog').getByText('planned')).toHaveCount(0);
});

test('an admin reorders the roster by keyboard, saves, and the public page shows the new order', async ({ page }) => {
  await loginAs(page, 'admin@demo.test', /\/dashboard$/);
  const { moved: expected } = await keyboardMoveFirstArtist(page);
  const items = page.getByTestId('roster-item');
  await expect(items.nth(2)).toContainText('Position 3');

  await page.getByRole('button', { name: 'Save Order' }).click();
  await expect(toast(page, 'Artist Order Updated')).toBeVisible();

  await visit(page, '/featured-artists');
  const names = await page.getByTestId('public-artist').locator('h2').allTextContents();
  expect(names).toEqual(expected);
});

test('adding a roster artist without the required fields shows the validation toast', async ({ page }) => {
  await loginAs(page, 'admin@demo.test', /\/dashboard$/);
  await visit(page, '/artist-management');
  await page.getByRole('tab', { name: 'Add New Artist' }).click();
  await page.getByLabel(/^Name/).fill('Only a name');
  await page.getByRole('button', { name: 'Add Artist' }).click();
  await expect(toast(page, 'Please fill in all required fields')).toBeVisible();
});

test('a super admin switches to the artist view and back', async ({ page }) => {
  await loginAs(page, 'superadmin@demo.test', /\/dashboard$/);
  await expect(page.getByText('Executive Leadership')).toBeVisible();
  await page.getByRole('button', { name: 'View as Artist (MMS)' }).click();
  await expect(page).toHaveURL(/\/mms\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('viewMode'))).toBe('artist');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('previewArtist'))) ?? 'null')).toMatchObject({
    customerEmail: 'superadmin@demo.test',
    isAuthenticated: true,
  });
  await expect(page.getByRole('heading', { name: /Stat|Your Releases/ }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Return to Admin' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Command Center' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('previewArtist'))).toBeNull();
});

test('Super Admin Settings open only after the password is confirmed on the server', async ({ page }) => {
  await loginAs(page, 'superadmin@demo.test', /\/dashboard$/);
  expect((await page.request.get('/api/admin/super-settings')).status()).toBe(428);
  await page.getByRole('button', { name: /^System Settings/ }).click();
  await page.getByRole('button', { name: /Super Admin Settings/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Super Admin Settings' });
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByLabel('Your password').press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Invalid password');
  await expect(toast(page, 'Invalid password')).toBeVisible();
  await expect(dialog.getByLabel('Your password')).toHaveValue('');
  await dialog.getByLabel('Your password').fill('demo-password');
  await dialog.getByLabel('Your password').press('Enter');
  await expect(page).toHaveURL(/\/admin-super-settings$/);
  await expect(toast(page, 'Welcome to Super Admin Settings')).toBeVisible();
  await expect(page.getByTestId('payout-minimum')).toHaveText('$25.00');
  await expect(page.getByLabel(/^ISRC registrant/)).toHaveValue(/^[A-Z]{2}[A-Z0-9]{3}$/);
  await expect(page.getByLabel('Codes an artist may request before approval')).toHaveValue('10');
  expect((await page.request.get('/api/admin/super-settings')).status()).toBe(200);
});

test('an artist cannot reach admin pages or admin route handlers', async ({ page }) => {
  await loginAs(page, 'artist@demo.test', /\/mms\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'View as Artist (MMS)' })).toHaveCount(0);
  for (const path of ['/dashboard', '/admin', '/artist-management', '/team-management', '/admin-super-settings']) {
    await visit(page, path);
    await expect(page).toHaveURL(/\/access-denied/);
  }
  for (const path of ['/api/stats', '/api/admin/profile', '/api/admin/sgr/artists', '/api/admin/team']) {
    expect((await page.request.get(path)).status()).toBe(403);
  }
  expect((await page.request.post('/api/admin/step-up', { data: { password: 'demo-password' } })).status()).toBe(403);
});

test('the roster, artist dashboard and public roster pages have no accessibility violations', async ({ page }) => {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const check = async () => {
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(
      results.violations.map((v) => `${page.url()} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  };
  await visit(page, '/featured-artists');
  await check();
  await loginAs(page, 'artist@demo.test', /\/mms\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Your Releases' })).toBeVisible();
  await check();
  await visit(page, '/mms/profile');
  await expect(page.getByLabel(/^Display name/)).toBeVisible();
  await check();
});

test('an admin manages the artist dashboard categories that artists see', async ({ page, browser }) => {
  await loginAs(page, 'admin@demo.test', /\/dashboard$/);
  await visit(page, '/admin-services-panel');
  const title = `Promo Tools ${Date.now()}`;
  await page.getByLabel(/^Category title/).fill(title);
  await page.getByRole('button', { name: 'Add category' }).click();
  const section = page.getByRole('region', { name: title });
  await expect(section).toBeVisible();
  await section.getByLabel(/^Tool title/).fill('My Earnings');
  await section.getByLabel(/^Link \(path\)/).fill('/earnings');
  await section.getByRole('button', { name: 'Add tool' }).click();
  await expect(section.getByText('My Earnings')).toBeVisible();

  const context = await browser.newContext({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 3100}` });
  const artist = await context.newPage();
  await loginAs(artist, 'artist@demo.test', /\/mms\/dashboard$/);
  await artist.getByRole('button', { name: new RegExp(title) }).click();
  await expect(artist.getByRole('dialog', { name: title }).getByRole('link', { name: 'My Earnings' })).toHaveAttribute(
    'href',
    '/earnings',
  );
  await context.close();
});
