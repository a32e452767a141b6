// The release wizard's first step for a new release is static markup with one island (docs/distribution.md,
// "First load"): its selects work with the keyboard and the mouse as MUI's did, an empty form gets the server's
// message, the page renders no MUI, and a created draft opens in the full wizard.
import { expect, test } from '@playwright/test';
import { loginAs, visit } from './helpers';

test('a new release starts in the lean Details step and continues in the full wizard', async ({ page }) => {
  await loginAs(page, 'kairo@demo.test', /\/mms\/dashboard$/);
  await visit(page, '/professional-release-workflow');
  await expect(page.getByRole('heading', { level: 2, name: 'Details', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Artwork' })).toBeDisabled();
  // Neither MUI's components nor Emotion's styles are on the page.
  expect(await page.locator('[class*="Mui"], style[data-emotion]').count()).toBe(0);

  // An empty form is answered by the server's message, as on the MUI form.
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByText('Title: Give the release a title')).toBeVisible();

  // The selects: the keyboard (arrows, Escape keeps the value, Enter chooses) and the mouse.
  const genre = page.getByRole('combobox', { name: /^Genre/ });
  await genre.focus();
  await page.keyboard.press('ArrowDown');
  await expect(genre).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(genre).not.toContainText('Blues');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(genre).toHaveText('Blues');
  await page.getByRole('combobox', { name: /^Release type/ }).click();
  await page.getByRole('option', { name: 'EP', exact: true }).click();
  await expect(page.getByRole('combobox', { name: /^Release type/ })).toHaveText('EP');

  await page.getByLabel(/^Release title/).fill('Harbour Lights');
  await page.getByLabel(/^Primary artist/).fill('Kairo James');
  await page.getByLabel('Release date').fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
  await page.getByLabel('(P) line').fill('2026 Kairo James');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(/professional-release-workflow\?id=[^&]+&step=tracks$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Tracks & audio', exact: true })).toBeVisible();

  // The draft keeps what the lean form sent: the full wizard's Details step shows it.
  await page.getByRole('tab', { name: /^Details/ }).click();
  await expect(page.getByLabel(/^Release title/)).toHaveValue('Harbour Lights');
  await expect(page.getByRole('combobox', { name: /Genre/ })).toHaveText('Blues');
  await expect(page.getByRole('combobox', { name: /Release type/ })).toHaveText('EP');
});
