import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, login, loginAs, portUrl, visit, waitForEmail } from './helpers';

test.describe('sign-in lands each role on its home', () => {
  for (const [email, home, heading] of [
    ['superadmin@demo.test', '/dashboard', 'Command Center'],
    ['admin@demo.test', '/dashboard', 'Command Center'],
    ['artist@demo.test', '/mms/dashboard', /Welcome back/],
    ['member@demo.test', '/member-dashboard', /Welcome/],
    ['student@demo.test', '/student-dashboard', /Hello/],
  ] as const) {
    test(email, async ({ page }) => {
      await loginAs(page, email, new RegExp(`${home}$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
      expect(stored.email).toBe(email);
      expect(await page.evaluate(() => localStorage.getItem('adminSession'))).not.toBeNull();
    });
  }

  test('the artist sign-in at /mms/login goes to the artist dashboard', async ({ page }) => {
    await login(page, 'artist@demo.test', DEMO_PASSWORD, '/mms/login');
    await expect(page).toHaveURL(/\/mms\/dashboard$/);
  });

  test('a wrong password is refused with a message', async ({ page }) => {
    await login(page, 'member@demo.test', 'not-the-password');
    await expect(page.getByRole('alert').filter({ hasText: 'Wrong email or password.' })).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('after login the user returns to the page that asked for it', async ({ page }) => {
    await visit(page, '/admin/outbox');
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fadmin%2Foutbox/);
    await login(page, 'admin@demo.test', DEMO_PASSWORD, page.url().replace(/^https?:\/\/[^/]+/, ''));
    await expect(page).toHaveURL(/\/admin\/outbox$/);
  });

  test('signing out clears the stored user but keeps the admin session copy', async ({ page }) => {
    await loginAs(page, 'admin@demo.test', /\/dashboard$/);
    const oldCookies = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login/);
    // The session ended on the server: the old cookie, replayed, is refused.
    const replay = await fetch(portUrl('localhost', '/api/auth/me'), { headers: { cookie: oldCookies } });
    expect(replay.status).toBe(401);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('adminSession'))).not.toBeNull();
  });
});

test.describe('brands', () => {
  for (const [host, title, color] of [
    ['mms.localhost', 'Master Music Safe', '#0c4a6e'],
    ['distro80.localhost', 'Distro80', '#1e293b'],
    ['sgr.localhost', 'Small Guy Records', '#3b0764'],
    ['localhost', 'TNM Music Institute', '#0f172a'],
  ] as const) {
    test(`${host} serves its brand's title, theme colour and sharing tags`, async ({ request }) => {
      const html = await (
        await request.get('/', { headers: { host: `${host}:${process.env.E2E_PORT ?? 3100}` } })
      ).text();
      expect(html).toMatch(new RegExp(`<title>${title}[^<]*</title>`));
      expect(html).toContain(`<meta name="theme-color" content="${color}"/>`);
      if (host === 'distro80.localhost') expect(html).not.toContain('og:title');
      else expect(html).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
    });
  }

  test('the footer carries the contact, hours and legal blocks', async ({ page }) => {
    await visit(page, portUrl('mms.localhost'));
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/legal/privacy-policy');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/legal/terms-of-service',
    );
    for (const name of ['Facebook', 'LinkedIn', 'Twitter', 'YouTube', 'Tumblr'])
      await expect(footer.getByRole('link', { name })).toBeVisible();
    await expect(footer.getByText('Follow Us')).toBeVisible();
    await expect(footer.getByRole('table', { name: 'Business hours' })).toContainText('Wednesday');
    await expect(footer.getByText('help@mastermusicsafe.com')).toBeVisible();
  });
});

test('the waiting list stores an entry and politely refuses a duplicate', async ({ page }) => {
  const email = `fan-${Date.now()}@example.com`;
  for (const expected of [/You are on the list/, /already on our waiting list/]) {
    await visit(page, '/waiting-list');
    await page.getByLabel('Your name').fill('Test Fan');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Join the waiting list' }).click();
    await expect(page.getByText(expected)).toBeVisible();
  }
});

test('an invited admin accepts, signs in, resets the password through the emailed link', async ({ page, browser }) => {
  const email = `new-admin-${Date.now()}@example.com`;
  await loginAs(page, 'superadmin@demo.test', /\/dashboard$/);
  const invite = await page.request.post('/api/admin/invitations', { data: { email, name: 'Rita Admin' } });
  expect(invite.status()).toBe(201);

  // The admin's outbox shows the email with its link redacted; the recipient's inbox has the real link.
  const readLink = async (subject: RegExp, pattern: RegExp) => {
    await visit(page, '/admin/outbox');
    await page.getByLabel('Filter by recipient').fill(email);
    // The email itself, not the first of the list: until the filtered list arrives the page keeps showing the
    // unfiltered one, whose first email may be another test's (a health alert failed one CI run).
    const item = page
      .locator('.MuiAccordion-root')
      .filter({ hasText: `to ${email}` })
      .filter({ hasText: subject });
    await item
      .first()
      .getByText(/to new-admin/)
      .click();
    const stored = await item.first().locator('pre').textContent();
    expect(stored).toContain('[redacted]');
    expect(stored).not.toMatch(pattern);
    const mail = await waitForEmail(email, subject);
    return mail.text.match(pattern)![0];
  };

  const invitationLink = await readLink(/invited to join/, /http:\/\/\S+\/admin-invitation\/[\w-]+/);
  const guest = await browser.newPage();
  await visit(guest, new URL(invitationLink).pathname);
  await expect(guest.getByRole('heading', { name: 'Join the admin team' })).toBeVisible();
  await guest.getByLabel('Choose a password').fill('first password 123');
  await guest.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(guest.getByText('Your admin account is ready')).toBeVisible();

  await visit(guest, '/reset-password');
  await guest.getByLabel('Email').fill(email);
  await guest.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(guest.getByText(/reset link is on its way/)).toBeVisible();

  const resetLink = await readLink(/Reset your password/, /http:\/\/\S+\/reset-password\?token=[\w-]+/);
  const url = new URL(resetLink);
  await visit(guest, url.pathname + url.search);
  await guest.getByRole('textbox', { name: 'New password', exact: true }).fill('second password 456');
  await guest.getByLabel('Repeat the new password').fill('second password 456');
  await guest.getByRole('button', { name: 'Set new password' }).click();
  await expect(guest.getByText('Your password was changed')).toBeVisible();

  await login(guest, email, 'second password 456');
  await expect(guest).toHaveURL(/\/dashboard$/);
});

// On a page with the client providers: the brand landings are static, every link leaving them loads a fresh
// page, so they have no stale client to warn about and no stored user to read.
test('a new version offers Refresh Now, which stores the version and reloads', async ({ page }) => {
  await visit(page, '/services');
  await page.evaluate(() => localStorage.setItem('app-version', 'an-older-build'));
  await page.reload();
  const toast = page.getByRole('region', { name: 'Notification' });
  await expect(toast.getByText('New Version Available!')).toBeVisible();
  await toast.getByRole('button', { name: 'Refresh Now' }).click();
  await page.waitForLoadState('load');
  await expect(page.getByText('New Version Available!')).toHaveCount(0);
  const { version } = await (await page.request.get('/api/version')).json();
  expect(await page.evaluate(() => localStorage.getItem('app-version'))).toBe(version);
});

test('a corrupted stored user is removed and the error logged', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
  await visit(page, '/services');
  await page.evaluate(() => localStorage.setItem('user', '{not json'));
  await page.reload();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  expect(logged.some((t) => t.startsWith('Error parsing user data:'))).toBe(true);
});
