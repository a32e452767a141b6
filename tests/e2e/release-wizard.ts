// The release wizard's last steps as an artist takes them: a 3000 px cover, three stores, no splits, then the
// quality check and submit. Shared by the distribution and join journeys.
import { expect, type Page } from '@playwright/test';
import { jpeg } from '../fixtures/files';

/** From the artwork step to the submitted release's page (status Uploaded). */
export async function finishReleaseWizard(page: Page, releaseId: string) {
  await page
    .getByLabel('Artwork file')
    .setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await jpeg(3000, 3000) });
  await expect(page.getByText('3000 x 3000 px', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Next: Stores & territories' }).click();
  await page.getByRole('button', { name: 'Clear' }).click();
  for (const store of ['Spotify', 'Apple Music', 'Deezer']) await page.getByLabel(new RegExp(`^${store} \\(`)).check();
  await page.getByRole('button', { name: 'Save stores' }).click();
  await expect(page.getByText('3 stores saved.')).toBeVisible();

  await page.getByRole('button', { name: 'Next: Splits' }).click();
  await page.getByRole('button', { name: 'Next: Review & submit' }).click();
  await expect(page.getByText('Quality control passed')).toBeVisible();
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${releaseId}$`));
  await expect(page.getByTestId('release-status')).toHaveText('Uploaded');
}
