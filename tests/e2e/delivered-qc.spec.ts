// A delivered release's checks do not change after delivery (issue #41 item 6): an artist's release goes to the
// stores with its audio; a later draft reusing that audio is told in the wizard to carry the released ISRC, and
// the delivered release's quality checks, as support sees them on a ticket about it, stay clean.
import { expect, test } from '@playwright/test';
import { loginAs, visit } from './helpers';
import { wav } from '../fixtures/files';
import { finishReleaseWizard } from './release-wizard';

test.setTimeout(300_000);

const ARTIST = 'the.midnight.set@demo.test';
const master = wav({ seconds: 2, hz: 659 });
const releaseDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

async function startDraft(page: import('@playwright/test').Page, title: string) {
  await visit(page, '/professional-release-workflow');
  await page.getByLabel(/^Release title/).fill(title);
  await page.getByLabel(/^Primary artist/).fill('The Midnight Set');
  await page.getByRole('combobox', { name: 'Genre' }).click();
  await page.getByRole('option', { name: 'Pop', exact: true }).click();
  await page.getByLabel('Release date').fill(releaseDate);
  await page.getByLabel('(P) line').fill('2026 The Midnight Set');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(/professional-release-workflow\?id=/);
  await page.getByLabel(/^Track title/).fill(title);
  await page.getByLabel('Composer (legal name)').fill('Mara Set');
  await page.getByLabel('Lyricist (legal name)').fill('Mara Set');
  await page.getByRole('button', { name: 'Add track' }).click();
  await page
    .getByLabel('Audio file for track 1')
    .setInputFiles({ name: 'night-drive.wav', mimeType: 'audio/wav', buffer: master });
  await expect(page.getByText(/Audio: WAV 16-bit 44.1 kHz stereo/)).toBeVisible();
  return new URL(page.url()).searchParams.get('id')!;
}

test("a later draft reusing a delivered release's audio does not turn the delivered release's checks red", async ({
  browser,
}) => {
  const artistCtx = await browser.newContext();
  const artist = await artistCtx.newPage();
  await loginAs(artist, ARTIST, /\/mms\/dashboard$/);
  const releaseId = await startDraft(artist, 'Night Drive');
  await artist.getByRole('button', { name: 'Next: Artwork' }).click();
  await finishReleaseWizard(artist, releaseId);

  const adminCtx = await browser.newContext();
  const admin = await adminCtx.newPage();
  await loginAs(admin, 'admin@demo.test', /\/dashboard$/);
  await visit(admin, '/admin-submissions');
  const card = admin.getByLabel('Submission Night Drive');
  await expect(card.getByText('Quality control passed.')).toBeVisible();
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card).toHaveCount(0);
  await visit(artist, `/project/${releaseId}`);
  await expect(artist.getByTestId('release-status')).toHaveText('Scheduled', { timeout: 120_000 });
  const isrc = (await artist.getByTestId('track-isrc').first().textContent())!.replace(/-/g, '');

  // The later draft carries the error, naming the released recording and the ISRC to use.
  await startDraft(artist, 'Night Drive (Extended)');
  await expect(
    artist.getByText(`this audio file is already released on "Night Drive" with ISRC ${isrc}`, { exact: false }),
  ).toBeVisible();

  // Support sees the delivered release's checks on a ticket about it: nothing about the draft's audio.
  await visit(artist, '/support-ticket');
  await artist.getByRole('combobox', { name: /What is it about/ }).click();
  await artist.getByRole('option', { name: 'A release' }).click();
  await artist.getByRole('combobox', { name: /Which release/ }).click();
  await artist.getByRole('option', { name: /^Night Drive \(Scheduled\)/ }).click();
  await artist.getByLabel(/^Subject/).fill(`Night Drive checks ${Date.now()}`);
  await artist.getByRole('textbox', { name: /^Message/ }).fill('Is my delivered release still fine?');
  await artist.getByRole('button', { name: 'Send to support' }).click();
  await expect(artist).toHaveURL(/\/support-ticket\/[a-z0-9]+$/);
  const context = artist.getByRole('region', { name: 'Ticket context' });
  await expect(context.getByText('Status: Scheduled')).toBeVisible();
  await expect(context.getByText('Quality checks')).toBeVisible();
  await expect(context.getByText(/this audio file/)).toHaveCount(0);

  await artistCtx.close();
  await adminCtx.close();
});
