// Release lifecycle in the browser (issue 21): a takedown asks first and says what it does; keeping the
// release changes nothing; confirming shows it Taken down, and staff can re-release it.
// Uses the seeded "Old Roads" (a member's live single no other browser test touches).
import { expect, test } from '@playwright/test';
import { loginAs, visit } from './helpers';

test.setTimeout(120_000);

test('takedown asks for confirmation, then the release shows Taken down and can be re-released', async ({ page }) => {
  await loginAs(page, 'admin@demo.test', /\/dashboard$/);
  const list = await (await page.request.get('/api/projects?q=Old%20Roads')).json();
  const release = list.items.find((r: { title: string }) => r.title === 'Old Roads');
  await visit(page, `/project/${release.id}`);

  const takeDown = page.getByRole('button', { name: 'Take down from stores' });
  await takeDown.click();
  const dialog = page.getByRole('dialog', { name: /Take “Old Roads” down\?/ });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('removed from every store it was delivered to');
  // Changing one's mind leaves the release where it was.
  await dialog.getByRole('button', { name: 'Keep it in the stores' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('release-status')).not.toHaveText('Taken down');
  await expect(takeDown).toBeVisible();

  await takeDown.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Take down from every store' }).click();
  await expect(page.getByTestId('release-status')).toHaveText('Taken down');
  await expect(page.getByTestId('release-availability')).toHaveText(/Taken down from the stores/);
  await expect(page.getByText('Live since')).toHaveCount(0);

  await page.getByRole('button', { name: 'Re-release to stores' }).click();
  await expect(page.getByTestId('release-status')).not.toHaveText('Taken down');
  await expect(page.getByRole('table', { name: 'History' })).toContainText('Re-released to the stores');
});
