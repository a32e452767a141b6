// The release wizard keeps its place (issue #41 item 5): a new draft has every store saved and ticked with no
// "Choose at least one store." beside them; done steps are ticked in the stepper; a reload stays on the step,
// and a draft opened from its link without a step resumes at its first step not done.
import { expect, test } from '@playwright/test';
import { loginAs, visit } from './helpers';
import { wav } from '../fixtures/files';

test.setTimeout(180_000);

const stepTitle = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true });

test('a draft keeps its stores, its ticks and its step across a reload', async ({ page }) => {
  await loginAs(page, 'kairo@demo.test', /\/mms\/dashboard$/);
  await visit(page, '/professional-release-workflow');
  await page.getByLabel(/^Release title/).fill('Coastline Radio');
  await page.getByLabel(/^Primary artist/).fill('Kairo James');
  await page.getByRole('combobox', { name: 'Genre' }).click();
  await page.getByRole('option', { name: 'Pop', exact: true }).click();
  await page.getByLabel('Release date').fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
  await page.getByLabel('(P) line').fill('2026 Kairo James');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(/professional-release-workflow\?id=[^&]+&step=tracks$/);
  const id = new URL(page.url()).searchParams.get('id')!;
  await expect(stepTitle(page, 'Tracks & audio')).toBeVisible();
  // Details saved: its step is ticked.
  await expect(page.getByRole('tab', { name: /Details\s*Done$/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Tracks & audio\s*Done$/ })).toHaveCount(0);

  // Stores: every box ticked, and quality control agrees (the draft was saved with them).
  await page.getByRole('tab', { name: /Stores & territories/ }).click();
  await expect(page).toHaveURL(/step=stores$/);
  await expect(page.getByLabel(/^Spotify \(/)).toBeChecked();
  await expect(page.getByLabel(/^Deezer \(/)).toBeChecked();
  await expect(page.getByText('Choose at least one store.')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Stores & territories\s*Done$/ })).toBeVisible();
  // A change not saved yet says so instead of a quality-control verdict on boxes that are not saved.
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText(/0 of \d+ stores ticked, not saved yet/)).toBeVisible();
  await expect(page.getByText('Choose at least one store.')).toHaveCount(0);
  await page.getByLabel(/^Spotify \(/).check();
  await page.getByRole('button', { name: 'Save stores' }).click();
  await expect(page.getByText('1 store saved.')).toBeVisible();

  // A reload stays on the step, with the saved choice.
  await page.reload();
  await expect(stepTitle(page, 'Stores & territories')).toBeVisible();
  await expect(page.getByLabel(/^Spotify \(/)).toBeChecked();
  await expect(page.getByLabel(/^Deezer \(/)).not.toBeChecked();

  // Opened from its link (the projects list, the release page), the draft resumes where work is left.
  await visit(page, `/professional-release-workflow?id=${id}`);
  await expect(stepTitle(page, 'Tracks & audio')).toBeVisible();
  await page.getByLabel(/^Track title/).fill('Coastline Radio');
  await page.getByLabel('Composer (legal name)').fill('Kairo Dean James');
  await page.getByLabel('Lyricist (legal name)').fill('Kairo Dean James');
  await page.getByRole('button', { name: 'Add track' }).click();
  await page
    .getByLabel('Audio file for track 1')
    .setInputFiles({ name: 'coastline.wav', mimeType: 'audio/wav', buffer: wav({ seconds: 1, hz: 587 }) });
  await expect(page.getByText(/Audio: WAV 16-bit 44.1 kHz stereo/)).toBeVisible();
  await expect(page.getByRole('tab', { name: /Tracks & audio\s*Done$/ })).toBeVisible();
  await visit(page, `/professional-release-workflow?id=${id}`);
  await expect(stepTitle(page, 'Artwork')).toBeVisible();
});
