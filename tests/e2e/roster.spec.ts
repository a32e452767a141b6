// The roster's unsaved order: Preview Changes shows it, and leaving it (the Add tab, a link) asks first.
// Nothing here saves, so the order other specs rely on is left as it was.
import { expect, test, type Page } from '@playwright/test';
import { keyboardMoveFirstArtist, loginAs, rosterNames } from './helpers';

const previewNames = (page: Page) =>
  page
    .getByTestId('roster-preview-row')
    .evaluateAll((rows) => rows.map((r) => r.querySelectorAll('td')[1]?.textContent ?? ''));

test('Preview Changes shows the unsaved order, and leaving it asks first', async ({ page }) => {
  await loginAs(page, 'admin@demo.test', /\/dashboard$/);
  const { before, moved } = await keyboardMoveFirstArtist(page);

  await page.getByRole('tab', { name: 'Preview Changes' }).click();
  await expect(page.getByText('Not saved yet')).toBeVisible();
  await expect.poll(() => previewNames(page)).toEqual(moved.slice(0, 6));

  // Cancelling the question keeps the draft and the tab.
  const asked: string[] = [];
  page.once('dialog', (d) => {
    asked.push(d.message());
    void d.dismiss();
  });
  await page.getByRole('tab', { name: 'Add New Artist' }).click();
  await expect.poll(() => asked).toEqual(['The new artist order is not saved. Leave and discard it?']);
  await expect(page.getByRole('tab', { name: 'Preview Changes' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => previewNames(page)).toEqual(moved.slice(0, 6));
  await page.getByRole('tab', { name: 'Reorder Artists' }).click();
  await expect.poll(() => rosterNames(page)).toEqual(moved);

  // A link out of the page asks too; cancelling stays here with the order.
  page.once('dialog', (d) => {
    asked.push(d.message());
    void d.dismiss();
  });
  await page.getByRole('link', { name: 'featured artists', exact: true }).click();
  await expect.poll(() => asked.length).toBe(2);
  await expect(page).toHaveURL(/\/artist-management$/);
  await expect.poll(() => rosterNames(page)).toEqual(moved);

  // Accepting discards the draft: the Add tab opens and the saved order is back.
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('tab', { name: 'Add New Artist' }).click();
  await expect(page.getByRole('button', { name: 'Add Artist' })).toBeVisible();
  await page.getByRole('tab', { name: 'Reorder Artists' }).click();
  await expect.poll(() => rosterNames(page)).toEqual(before);
});
