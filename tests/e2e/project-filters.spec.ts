// /projects' filter form is a plain GET form: it works before or without JavaScript (its empty fields arrive as
// `q=&status=` and read as not set), and with it a changed status applies at once, the address carrying only the
// filters that are set.
import { expect, test } from '@playwright/test';
import { loginAs, visit } from './helpers';

test('the projects filter works without JavaScript, and with it a status applies at once', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, 'artist@demo.test', /\/mms\/dashboard$/);

  await visit(page, '/projects');
  const table = page.getByRole('table', { name: 'Projects' });
  await expect(table.getByRole('link', { name: 'Golden Hour' })).toBeVisible();
  await page.getByLabel('Status').selectOption('live');
  await expect(page).toHaveURL(/\/projects\?status=live$/);
  await expect(table.getByRole('row').filter({ hasText: 'Golden Hour' })).toContainText('Live');
  for (const chip of await table
    .getByRole('row')
    .filter({ has: page.getByRole('link') })
    .all())
    await expect(chip).toContainText(/Live|Scheduled/);

  const plain = await browser.newContext({ javaScriptEnabled: false, storageState: await context.storageState() });
  const noJs = await plain.newPage();
  await visit(noJs, '/projects?status=live');
  await noJs.getByLabel('Search title, artist or UPC').fill('Golden');
  await noJs.getByLabel('Status').selectOption('');
  await noJs.getByRole('button', { name: 'Search' }).click();
  await expect(noJs).toHaveURL(/\/projects\?q=Golden&status=$/);
  await expect(noJs.getByRole('table', { name: 'Projects' }).getByRole('link')).toHaveText(['Golden Hour']);
  await expect(noJs.getByRole('progressbar', { name: 'Golden Hour progress 100%' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await plain.close();
  await context.close();
});
