// A statement of a layout no preset knows: the admin uploads it, the page offers the mapping editor with
// the file loaded, the live preview says what each row would become, the mapping is saved and the file
// imported, and every row is accounted for (matched, review queue, skipped with its reason).
import { expect, test } from '@playwright/test';
import { loginAs, visit } from './helpers';

test('an unknown layout is mapped in the browser, imported, and its rows accounted for', async ({ browser }) => {
  const artistContext = await browser.newContext();
  const artist = await artistContext.newPage();
  await loginAs(artist, 'artist@demo.test', /\/mms\/dashboard$/);
  const releases = await (await artist.request.get('/api/royalties/splits/releases')).json();
  const golden = releases.items.find((r: { title: string }) => r.title === 'Golden Hour');
  const splits = await (await artist.request.get(`/api/royalties/splits?releaseId=${golden.id}`)).json();
  const isrc: string = splits.tracks[0].isrc;

  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, 'admin@demo.test', /\/dashboard$/);
  await visit(page, '/royalty-statements');
  const stamp = Date.now();
  const csv = [
    'Période,Titre,Interprète,Code ISRC,Plateforme,Pays,Écoutes,Montant net',
    `2025-02,Golden Hour,Nova Reyes,${isrc},Qobuz,FR,1200,8.40`,
    `2025-02,Golden Hour,Nova Reyes,${isrc.toLowerCase()},Qobuz,BE,300,2.10`,
    `2025-02,Sans code ${stamp},Autre Artiste,,Qobuz,FR,3,0.02`,
    `2025-02,Golden Hour,Nova Reyes,${isrc},Qobuz,LU,0,0.00`,
  ].join('\n');
  await page
    .getByLabel('Statement file')
    .setInputFiles({ name: `qobuz-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv, 'latin1') });
  await page.getByRole('button', { name: 'Import statement' }).click();
  await expect(page.getByText(/layout of this file is unknown/)).toBeVisible();

  const editor = page.getByRole('region', { name: 'Mapping editor' }).or(page.getByLabel('Mapping editor'));
  await expect(editor.getByText(`Map the columns of qobuz-${stamp}.csv`)).toBeVisible();
  await expect(editor.getByText(/Read as WINDOWS-1252, separated by commas/)).toBeVisible();
  const table = editor.getByRole('table', { name: 'First rows of the file' });
  await expect(table.getByRole('row')).toHaveCount(5);

  // Without the amount column nothing can be imported: the preview says so, live.
  await editor.getByRole('combobox', { name: 'Net amount' }).click();
  await page.getByRole('option', { name: 'Not in this file' }).click();
  await expect(editor.getByText('Choose the net amount column.')).toBeVisible();
  await expect(table).toContainText('Skipped: no amount');
  await editor.getByRole('combobox', { name: 'Net amount' }).click();
  await page.getByRole('option', { name: 'Montant net' }).click();
  await expect(
    editor.getByText('Of these 4 rows: 2 imported, 1 to the review queue, 1 skipped, 0 refused.'),
  ).toBeVisible();
  await expect(table).toContainText('Skipped: zero amount');
  await expect(table).toContainText('Review queue');

  await editor.getByLabel(/^Mapping name/).fill(`Qobuz e2e ${stamp}`);
  await editor.getByRole('button', { name: 'Save mapping and import' }).click();
  await expect(page.getByText('Import progress: 100%')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/4 rows read: 2 matched, 1 unmatched, 1 skipped\. Revenue read \$/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Why rows were skipped' })).toContainText('zero amount');
  await expect(page.getByRole('table', { name: /^Skipped rows/ })).toContainText('5zero amount');
  await context.close();
  await artistContext.close();
});
