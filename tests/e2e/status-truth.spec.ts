// One status truth (issue #41 item 1): the seeded "Coming Tide" (Nova Reyes's single, acknowledged by the stores,
// release date ahead) reads Scheduled on the artist dashboard, the project page, the ticket picker and the
// ticket's side panel, and in the admin's Recent Uploads; the admin's Live tile does not count it.
import { expect, test } from '@playwright/test';
import { loginAs, visit } from './helpers';

const TITLE = 'Coming Tide';

test.setTimeout(120_000);

test('the artist sees the scheduled release as Scheduled on the dashboard, project page and ticket', async ({
  page,
}) => {
  await loginAs(page, 'artist@demo.test', /\/mms\/dashboard$/);
  // The dashboard lists the five newest releases: other specs may have added some since the seed, so the row is
  // checked where it is still shown (every surface is checked whatever the order in distribution/status-truth.test.ts).
  const mine = page.getByRole('region', { name: 'Your Releases' }).getByRole('listitem').filter({ hasText: TITLE });
  if (await mine.count()) await expect(mine).toContainText('Scheduled');

  const list = await (await page.request.get(`/api/projects?q=${encodeURIComponent(TITLE)}`)).json();
  const release = list.items.find((r: { title: string }) => r.title === TITLE);
  expect(release.statusLabel).toBe('Scheduled');
  await visit(page, `/project/${release.id}`);
  await expect(page.getByTestId('release-status')).toHaveText('Scheduled');

  await visit(page, '/support-ticket');
  await page.getByRole('combobox', { name: /What is it about/ }).click();
  await page.getByRole('option', { name: 'A release' }).click();
  await page.getByRole('combobox', { name: /Which release/ }).click();
  await page.getByRole('option', { name: `${TITLE} (Scheduled)` }).click();
  await page.getByLabel(/^Subject/).fill(`When is ${TITLE} out? ${Date.now()}`);
  await page.getByRole('textbox', { name: /^Message/ }).fill('Is it in the shops yet?');
  await page.getByRole('button', { name: 'Send to support' }).click();
  await expect(page).toHaveURL(/\/support-ticket\/[a-z0-9]+$/);
  await expect(page.getByRole('region', { name: 'Ticket context' }).getByText('Status: Scheduled')).toBeVisible();
});

test('the admin sees it Scheduled (Recent Uploads, project page) and not counted in the Live tile', async ({
  page,
}) => {
  await loginAs(page, 'admin@demo.test', /\/dashboard$/);
  const stats = await (await page.request.get('/api/stats')).json();
  expect(stats.scheduledDistributions).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('tile-live')).toHaveText(String(stats.activeDistributions));
  // Recent Uploads shows the five newest: checked where the row is still shown (see the artist's test).
  const row = page.getByRole('table', { name: 'Recent Uploads' }).getByRole('row').filter({ hasText: TITLE });
  if (await row.count()) {
    await expect(row).toContainText('Scheduled');
    await expect(row).not.toContainText('Live');
  }
  const list = await (await page.request.get(`/api/projects?q=${encodeURIComponent(TITLE)}`)).json();
  const release = list.items.find((r: { title: string }) => r.title === TITLE);
  await visit(page, `/project/${release.id}`);
  await expect(page.getByTestId('release-status')).toHaveText('Scheduled');
});
