// An artist with an empty account takes a release to Live in the browser: drafts, tracks, audio and
// artwork uploads, stores, quality control, submit; an admin approves; deliveries run through the job
// queue to the DSP simulator; the release shows Live with its ISRC and UPC and every delivery logged.
import { expect, test } from '@playwright/test';
import { loginAs, visit } from './helpers';
import { jpeg, wav } from '../fixtures/files';
import { finishReleaseWizard } from './release-wizard';

test.setTimeout(240_000);

test('an artist goes from an empty account to a Live release', async ({ browser }) => {
  const artistCtx = await browser.newContext();
  const artist = await artistCtx.newPage();
  await loginAs(artist, 'new.artist@demo.test', /\/mms\/dashboard$/);
  await visit(artist, '/projects');
  await expect(artist.getByText('No releases match')).toBeVisible();

  await visit(artist, '/professional-release-workflow');
  await artist.getByLabel(/^Release title/).fill('First Light');
  await artist.getByLabel(/^Primary artist/).fill('Ada Stone');
  await artist.getByRole('combobox', { name: 'Genre' }).click();
  await artist.getByRole('option', { name: 'Pop', exact: true }).click();
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await artist.getByLabel('Release date').fill(date);
  await artist.getByLabel('(P) line').fill('2026 Ada Stone');
  await artist.getByRole('button', { name: 'Create draft' }).click();
  await expect(artist).toHaveURL(/professional-release-workflow\?id=/);
  const releaseId = new URL(artist.url()).searchParams.get('id')!;

  // Tracks: quality control asks for what is missing before anything is uploaded.
  await expect(artist.getByText('Add at least one track.')).toBeVisible();
  await artist.getByLabel(/^Track title/).fill('First Light');
  await artist.getByLabel('Composer (legal name)').fill('Ada Marie Stone');
  await artist.getByLabel('Lyricist (legal name)').fill('Ada Marie Stone');
  await artist.getByRole('button', { name: 'Add track' }).click();
  await expect(artist.getByText(/Track 1 "First Light" has no audio/)).toBeVisible();
  await artist
    .getByLabel('Audio file for track 1')
    .setInputFiles({ name: 'first-light.wav', mimeType: 'audio/wav', buffer: wav({ seconds: 2, bits: 24 }) });
  await expect(artist.getByText(/Audio: WAV 24-bit 44.1 kHz stereo/)).toBeVisible();

  await artist.getByRole('button', { name: 'Next: Artwork' }).click();
  await artist
    .getByLabel('Artwork file')
    .setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: await jpeg(600, 600) });
  await expect(
    artist
      .getByRole('alert')
      .filter({ hasText: 'Artwork must be at least 3000 x 3000 px: this image is 600 x 600 px.' }),
  ).toBeVisible();
  await finishReleaseWizard(artist, releaseId);

  // An admin approves in the browser.
  const adminCtx = await browser.newContext();
  const admin = await adminCtx.newPage();
  await loginAs(admin, 'admin@demo.test', /\/dashboard$/);
  await visit(admin, '/admin-submissions');
  const card = admin.getByLabel('Submission First Light');
  await expect(card.getByText('Quality control passed.')).toBeVisible();
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card).toHaveCount(0);

  // Deliveries run through the queue to the simulator; the page refreshes itself until they settle.
  await visit(artist, `/project/${releaseId}`);
  // Acknowledged a month before its release date: in the stores, not in the shops yet.
  await expect(artist.getByTestId('release-status')).toHaveText('Scheduled', { timeout: 120_000 });
  await expect(artist.getByTestId('release-upc')).toHaveText(/^\d \d{5} \d{5} \d$/);
  await expect(artist.getByTestId('track-isrc')).toHaveText(/^US-MMS-\d{2}-\d{5}$/);
  const deliveries = artist.getByRole('table', { name: 'Store deliveries' });
  for (const store of ['Spotify', 'Apple Music', 'Deezer'])
    await expect(deliveries.getByRole('row', { name: new RegExp(`${store} insert acknowledged`) })).toBeVisible();

  await visit(admin, '/dsp-delivery-logs');
  const logs = admin.getByRole('table', { name: 'Delivery logs' });
  for (const store of ['Spotify', 'Apple Music', 'Deezer'])
    await expect(
      logs
        .getByRole('row')
        .filter({ hasText: 'First Light' })
        .filter({ hasText: `${store} acknowledged the message` }),
    ).toHaveCount(1);

  await visit(artist, '/projects?status=live');
  await expect(artist.getByRole('link', { name: 'First Light' })).toBeVisible();
  await artistCtx.close();
  await adminCtx.close();
});
