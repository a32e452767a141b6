// Which date each earnings figure uses (issue #41 item 7): a statement imported today holds last month's and this
// month's sales; the artist's Recent Earnings show each line's sale period beside its import date, the page says
// which date each figure uses, and This Month counts only this month's sales.
import { expect, test, type Browser } from '@playwright/test';
import { loginAs, visit } from './helpers';
import { formatDate, formatMonth, formatMoney } from '../../lib/platform/format';

test.setTimeout(180_000);

async function signedIn(browser: Browser, email: string, home: RegExp) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, email, home);
  return { context, page };
}

const month = (back: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
};

test('recent earnings show the sale period and the import date, and This Month counts sale dates', async ({
  browser,
}) => {
  // Darius Cole (a member who releases music) has "Old Roads" live: statements credit live releases only.
  const artist = await signedIn(browser, 'member@demo.test', /\/member-dashboard$/);
  const projects = await (await artist.page.request.get('/api/projects?q=Old%20Roads')).json();
  const isrc = (projects.items[0].isrcCode as string).replace(/-/g, '');
  const before = await (await artist.page.request.get('/api/earnings')).json();

  const admin = await signedIn(browser, 'admin@demo.test', /\/dashboard$/);
  await visit(admin.page, '/royalty-statements');
  const csv = [
    'store,isrc,track_title,net_amount,units,sale_period,country,currency,upc',
    `Qobuz,${isrc},Old Roads,4.00,900,${month(1)},US,USD,`,
    `Anghami,${isrc},Old Roads,1.50,300,${month(0)},US,USD,`,
  ].join('\r\n');
  await admin.page
    .getByLabel('Statement file')
    .setInputFiles({ name: `mixed-${month(1)}.csv`, mimeType: 'text/csv', buffer: Buffer.from(`${csv}\r\n`) });
  await admin.page.getByLabel(/^Store/).fill('Qobuz');
  await admin.page.getByLabel(/^Statement period/).fill(month(1));
  await admin.page.getByRole('button', { name: 'Import statement' }).click();
  await expect(admin.page.getByText('Import progress: 100%')).toBeVisible({ timeout: 60_000 });

  const today = formatDate(new Date());
  await visit(artist.page, '/earnings');
  const recent = artist.page.getByRole('table', { name: 'Recent earnings' });
  await expect(recent.getByRole('columnheader', { name: 'Sale period' })).toBeVisible();
  await expect(recent.getByRole('columnheader', { name: 'Imported' })).toBeVisible();
  await expect(recent.getByRole('row').filter({ hasText: 'Qobuz' })).toContainText(
    `Old Roads${formatMonth(month(1))}${today}$4.00`,
  );
  await expect(recent.getByRole('row').filter({ hasText: 'Anghami' })).toContainText(
    `Old Roads${formatMonth(month(0))}${today}$1.50`,
  );
  await expect(artist.page.getByTestId('earnings-dates-note')).toHaveText(
    /Sale period: the months the sales happened \(This Month counts these\)\. Imported: /,
  );
  // Both lines were imported today; only the one sold this month is in This Month.
  await expect(artist.page.getByTestId('tile-this month')).toHaveText(formatMoney(before.thisMonthCents + 150));

  // The dashboard's Recent Earnings say the same.
  await visit(artist.page, '/mms/dashboard');
  const card = artist.page.getByRole('region', { name: 'Recent Earnings' });
  await expect(card.getByText(`Sale period ${formatMonth(month(1))} · imported ${today}`)).toBeVisible();
  await expect(card.getByText(/This Month counts these/)).toBeVisible();

  await artist.context.close();
  await admin.context.close();
});
