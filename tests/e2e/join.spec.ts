// Artists can join: a waiting-list entry, an admin's approval, the invitation email (read from the SMTP
// catcher), a password, the artist dashboard, and a first release submitted for review.
import { expect, test } from '@playwright/test';
import { loginAs, visit, waitForEmail } from './helpers';
import { wav } from '../fixtures/files';
import { finishReleaseWizard } from './release-wizard';

test.setTimeout(240_000);

test('waiting list -> approval -> invitation email -> password -> first release submitted', async ({ browser }) => {
  const email = `joiner-${Date.now()}@example.com`;

  // The visitor joins the waiting list.
  const visitor = await (await browser.newContext()).newPage();
  await visit(visitor, '/waiting-list');
  await visitor.getByLabel('Your name').fill('Jo Joiner');
  await visitor.getByLabel('Email').fill(email);
  await visitor.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(visitor.getByText(/You are on the list/)).toBeVisible();

  // An admin approves the entry.
  const admin = await (await browser.newContext()).newPage();
  await loginAs(admin, 'admin@demo.test', /\/dashboard$/);
  await visit(admin, '/admin-waiting-list');
  await admin.getByRole('button', { name: `Approve ${email}` }).click();
  await expect(admin.getByRole('status').filter({ hasText: `Invitation sent to ${email}` })).toBeVisible();

  // The admin's outbox never shows the link; the artist's inbox does.
  const outbox = await (await admin.request.get(`/api/admin/outbox?to=${encodeURIComponent(email)}`)).json();
  expect(JSON.stringify(outbox)).toContain('/join/[redacted]');
  const mail = await waitForEmail(email, /artist account is ready/);
  const joinPath = new URL(mail.text.match(/https?:\/\/\S+\/join\/[\w-]+/)![0]).pathname;

  // The artist chooses a password and lands on the artist dashboard.
  await visit(visitor, joinPath);
  await expect(visitor.getByRole('heading', { name: 'Set up your artist account' })).toBeVisible();
  await visitor.getByLabel('Choose a password').fill('my artist password');
  await visitor.getByLabel('Repeat the password').fill('my artist password');
  await visitor.getByRole('button', { name: 'Create my artist account' }).click();
  await expect(visitor).toHaveURL(/\/mms\/dashboard$/);
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText('Jo Joiner');

  // The link worked once.
  const again = await (await browser.newContext()).newPage();
  await visit(again, joinPath);
  await expect(again.getByText(/already been used/)).toBeVisible();

  // The first release, submitted for review.
  await visit(visitor, '/professional-release-workflow');
  await visitor.getByLabel(/^Release title/).fill('Joined Today');
  await visitor.getByLabel(/^Primary artist/).fill('Jo Joiner');
  await visitor.getByRole('combobox', { name: 'Genre' }).click();
  await visitor.getByRole('option', { name: 'Pop', exact: true }).click();
  await visitor.getByLabel('Release date').fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
  await visitor.getByLabel('(P) line').fill('2026 Jo Joiner');
  await visitor.getByRole('button', { name: 'Create draft' }).click();
  await expect(visitor).toHaveURL(/professional-release-workflow\?id=/);
  const releaseId = new URL(visitor.url()).searchParams.get('id')!;
  await visitor.getByLabel(/^Track title/).fill('Joined Today');
  await visitor.getByLabel('Composer (legal name)').fill('Jo Joiner');
  await visitor.getByLabel('Lyricist (legal name)').fill('Jo Joiner');
  await visitor.getByRole('button', { name: 'Add track' }).click();
  await visitor
    .getByLabel('Audio file for track 1')
    .setInputFiles({ name: 'joined.wav', mimeType: 'audio/wav', buffer: wav({ seconds: 2, bits: 24, hz: 523 }) });
  await expect(visitor.getByText(/Audio: WAV 24-bit 44.1 kHz stereo/)).toBeVisible();
  await visitor.getByRole('button', { name: 'Next: Artwork' }).click();
  await finishReleaseWizard(visitor, releaseId);
});
