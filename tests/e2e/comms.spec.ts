// Support with context, end to end: an artist whose release is stuck in review asks for help from the
// dashboard's "Get Help"; an admin sees the release in the ticket, writes an internal note and a reply;
// the artist reads the reply in the app and by email (never the note), and rates the help.
import { expect, test } from '@playwright/test';
import { loginAs, mailbox, visit, waitForEmail } from './helpers';

test.setTimeout(180_000);

const ARTIST = 'luna.park@demo.test';

test('a ticket about a release in review is answered, read in-app and by email, and rated', async ({ browser }) => {
  const subject = `Paper Planes stuck in review ${Date.now()}`;
  const artistCtx = await browser.newContext();
  const artist = await artistCtx.newPage();
  await loginAs(artist, ARTIST, /\/mms\/dashboard$/);
  await visit(artist, '/artist-dashboard');
  await artist.getByRole('link', { name: 'Get Help' }).click();
  await expect(artist).toHaveURL(/\/support-ticket$/);

  await artist.getByRole('combobox', { name: /What is it about/ }).click();
  await artist.getByRole('option', { name: 'A release' }).click();
  await artist.getByRole('combobox', { name: /Which release/ }).click();
  await artist.getByRole('option', { name: /Paper Planes \(Under Review\)/ }).click();
  await artist.getByLabel(/^Subject/).fill(subject);
  await artist
    .getByRole('textbox', { name: /^Message/ })
    .fill('It has been in review for two weeks. Is something wrong?');
  await artist.getByRole('button', { name: 'Send to support' }).click();
  await expect(artist).toHaveURL(/\/support-ticket\/[a-z0-9]+$/);
  const ticketUrl = artist.url();
  const context = artist.getByRole('region', { name: 'Ticket context' });
  await expect(context.getByText('Status: Under Review')).toBeVisible();
  await expect(context.getByText(/Paper Planes — Luna Park/)).toBeVisible();

  // The admin finds it in the queue with the release attached.
  const adminCtx = await browser.newContext();
  const admin = await adminCtx.newPage();
  await loginAs(admin, 'admin@demo.test', /\/dashboard$/);
  await visit(admin, '/admin-customer-service');
  await admin.getByRole('link', { name: new RegExp(subject) }).click();
  await expect(admin.getByRole('region', { name: 'Ticket context' }).getByText('Status: Under Review')).toBeVisible();

  await admin.getByLabel('Internal note', { exact: true }).check();
  await admin.getByLabel(/^Internal note \(staff only\)/).fill('Artwork check pending with the QC team');
  await admin.getByRole('button', { name: 'Add note' }).click();
  await expect(admin.getByText('Artwork check pending with the QC team')).toBeVisible();

  await admin.getByLabel(/^Your reply/).fill('Thanks for waiting: your release passed review today.');
  await admin.getByRole('button', { name: 'Send reply' }).click();
  await expect(admin.getByText('Thanks for waiting: your release passed review today.')).toBeVisible();
  await admin.getByRole('combobox', { name: 'Status' }).click();
  await admin.getByRole('option', { name: 'Resolved' }).click();
  await expect(admin.getByTestId('ticket-status')).toHaveText('Resolved');

  // The artist: the bell, the inbox, the thread (no internal note), and the email with a Reply-To.
  await visit(artist, '/messages');
  await expect(artist.getByTestId('notification-bell')).toHaveAccessibleName(/unread/);
  await expect(artist.getByText(new RegExp(`New reply on ticket #\\d+: ${subject}`))).toBeVisible();
  const mail = await waitForEmail(ARTIST, /^Re: \[#\d+\] Paper Planes stuck in review/, 120_000).catch(async (err) => {
    const all = await mailbox();
    console.log(
      all.length,
      all.filter((m) => m.to.includes(ARTIST)).map((m) => m.subject),
    );
    throw err;
  });
  expect(mail.text).toContain('your release passed review today');
  expect(mail.text).not.toContain('Artwork check pending');
  expect(mail.html).toContain('your release passed review today');
  expect(JSON.stringify(mail.headers).toLowerCase()).toContain('support+');

  await visit(artist, ticketUrl);
  await expect(artist.getByText('Thanks for waiting: your release passed review today.')).toBeVisible();
  await expect(artist.getByText('Artwork check pending with the QC team')).toHaveCount(0);
  await expect(artist.getByTestId('ticket-status')).toHaveText('Resolved');
  await artist.locator('label').filter({ hasText: '5 Stars' }).click();
  await artist.getByRole('button', { name: 'Send rating' }).click();
  await expect(artist.getByText('Thank you: you rated this 5 out of 5.')).toBeVisible();

  await artistCtx.close();
  await adminCtx.close();
});

test('the communication tools are pages, not "planned", and the FAQ suggests articles', async ({ page }) => {
  await loginAs(page, 'admin@demo.test', /\/dashboard$/);
  for (const [path, heading] of [
    ['/communications-hub', 'Communications hub'],
    ['/admin/communications-hub', 'Communications hub'],
    ['/admin-email-templates', 'Email templates'],
    ['/admin-platform-messaging', 'Platform messaging'],
    ['/contact-management', 'Contact management'],
    ['/admin-customer-service', 'Customer service'],
    ['/faq', 'Help centre'],
  ] as const) {
    await visit(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await visit(page, '/support-ticket');
  await page.getByLabel(/^Subject/).fill('my release review is slow');
  await expect(
    page.getByRole('alert', { name: 'Suggested articles' }).getByText(/How long does the review/),
  ).toBeVisible();
});
