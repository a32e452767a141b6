// Royalties end to end: an admin imports a store statement in the browser (progress, summary), and the
// artist and their collaborator then see the new earnings, split to the cent.
import { expect, test, type Browser } from '@playwright/test';
import { loginAs, visit } from './helpers';

async function signedIn(browser: Browser, email: string, home: RegExp) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, email, home);
  return { context, page };
}

test('an imported statement shows progress and a summary, and the artists see their split to the cent', async ({
  browser,
}) => {
  // The artist splits "Golden Hour" 66.67% / 33.33% with Kairo James from January 2027.
  const artist = await signedIn(browser, 'artist@demo.test', /\/mms\/dashboard$/);
  const releases = await (await artist.page.request.get('/api/royalties/splits/releases')).json();
  const golden = releases.items.find((r: { title: string }) => r.title === 'Golden Hour');
  const splits = await (await artist.page.request.get(`/api/royalties/splits?releaseId=${golden.id}`)).json();
  const track = splits.tracks[0];
  const sheet = await artist.page.request.post('/api/royalties/splits', {
    data: {
      trackId: track.id,
      effectiveFrom: '2027-01',
      shares: [
        { name: 'Nova Reyes', email: 'artist@demo.test', role: 'main_artist', shareBps: 6667 },
        { name: 'Kairo James', email: 'kairo@demo.test', role: 'featured_artist', shareBps: 3333 },
      ],
    },
  });
  expect(sheet.status()).toBe(201);

  // The admin imports a statement: $100.01 for the track and one row that matches nothing.
  const admin = await signedIn(browser, 'admin@demo.test', /\/dashboard$/);
  await visit(admin.page, '/royalty-statements');
  const csv = `\uFEFFstore,isrc,track_title,net_amount,units,sale_period,country,currency,upc\r\nSpotify,${track.isrc},"Golden Hour, single",100.01,26000,2027-01,US,USD,\r\nSpotify,QZZZZ2799999,Unknown song,2.50,800,2027-01,US,USD,\r\n`;
  await admin.page
    .getByLabel('Statement file')
    .setInputFiles({ name: 'spotify-2027-01.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await admin.page.getByLabel(/^Store/).fill('Spotify');
  await admin.page.getByLabel(/^Statement period/).fill('2027-01');
  await admin.page.getByRole('button', { name: 'Import statement' }).click();
  await expect(admin.page.getByText('Import progress: 100%')).toBeVisible({ timeout: 60_000 });
  await expect(admin.page.getByRole('progressbar', { name: /Import progress/ })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(
    admin.page.getByText(/2 rows read: 1 matched, 1 unmatched, 0 skipped\. Revenue read \$102\.51/),
  ).toBeVisible();
  await expect(admin.page.getByText(/\$100\.01 allocated to 2 contributors/)).toBeVisible();
  await expect(admin.page.getByRole('table', { name: 'Totals per month' })).toContainText('2027-01$102.51');
  await expect(admin.page.getByText(/1 row matched no track/)).toBeVisible();

  // Importing the same file again is refused.
  await admin.page.getByRole('button', { name: 'Import statement' }).click();
  await expect(admin.page.getByText(/already imported/)).toBeVisible();

  // 10,001 cents at 66.67/33.33: 6,667.67 and 3,333.33 -> the leftover cent goes to the larger remainder.
  await visit(artist.page, '/earnings');
  await expect(artist.page.getByText('Total Earned')).toBeVisible(); // rendered by the client: the page is interactive
  await artist.page.getByLabel(/^From month/).fill('2027-01');
  await expect(artist.page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', /from=2027-01/);
  await expect(artist.page.getByText('Net total for the selection: $66.68')).toBeVisible();
  await expect(artist.page.getByRole('table', { name: 'Earnings by track' })).toContainText(
    `Golden Hour${track.isrc.replace(/^(..)(...)(..)(.....)$/, '$1-$2-$3-$4')}$66.68`, // shown as CC-XXX-YY-NNNNN
  );

  const kairo = await signedIn(browser, 'kairo@demo.test', /\/mms\/dashboard$/);
  await visit(kairo.page, '/earnings');
  await expect(kairo.page.getByText('Total Earned')).toBeVisible(); // rendered by the client: the page is interactive
  await kairo.page.getByLabel(/^From month/).fill('2027-01');
  await expect(kairo.page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', /from=2027-01/);
  await expect(kairo.page.getByText('Net total for the selection: $33.33')).toBeVisible();

  for (const c of [artist, admin, kairo]) await c.context.close();
});
