// What moved after load on Lighthouse's mobile runs (docs/performance.md, third round of issue #40): the artist
// dashboard's business panel closed itself once the first visit's cookie was set (the server action refreshes
// the route, whose new render says it is no longer the first visit), and the statement import's paragraph grew
// when the recognised layouts' names arrived from the API. Both are now fixed at first render.
import { expect, test } from '@playwright/test';
import { BUSINESS_PANEL_SEEN_COOKIE } from '../../lib/command/dashboard/business-panel';
import { LAYOUT_CATALOG } from '../../lib/royalties/import/csv/presets';
import { loginAs, visit } from './helpers';

test('the business panel open on the first visit stays open once the visit is remembered', async ({ page }) => {
  // The server action that sets the cookie answers with the refreshed route.
  const remembered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && !!r.request().headers()['next-action'],
  );
  await loginAs(page, 'artist@demo.test', /\/mms\/dashboard$/);
  const toggle = page.getByRole('button', { name: 'Hide' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await remembered;
  expect((await page.context().cookies()).some((c) => c.name === BUSINESS_PANEL_SEEN_COOKIE)).toBe(true);
  await page.waitForTimeout(1_000);
  await expect(page.locator('#business-panel-body')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // The next visit opens it closed.
  await visit(page, '/mms/dashboard');
  await expect(page.getByRole('button', { name: 'Show' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#business-panel-body')).toBeHidden();
});

test("the statement import names the recognised layouts in the page's first HTML", async ({ page }) => {
  await loginAs(page, 'admin@demo.test', /\/dashboard$/);
  // Without the API the names must still be there: they come with the page.
  await page.route('**/api/royalties/layouts', (route) => route.abort());
  await visit(page, '/royalty-statements');
  const form = page.getByRole('form', { name: 'Import a store statement' });
  for (const layout of LAYOUT_CATALOG.slice(0, 3)) await expect(form).toContainText(layout.name);
});
