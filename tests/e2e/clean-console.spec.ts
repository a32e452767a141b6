// Issue 41 item 11, a clean console: no CSP violation (the drag-and-drop list and the email template preview
// write <style> tags with the page's nonce), no "preloaded but not used" warning, and no 401 from
// /api/affiliates for a visitor. The axe part (0 serious, 0 moderate region/heading-order) is
// mobile-sweep.spec.ts and a11y.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { keyboardMoveFirstArtist, loginAs, visit } from './helpers';

/** The console's errors and warnings, and every answer of 400 or more, from now on. */
function watch(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (msg) => {
    // The preview frame is sandboxed without scripts; Chromium logs this when a script is refused there, which
    // Playwright's own frame instrumentation can trigger (seen once in a full run, never alone; the email has
    // no script). The sandbox working is no CSP violation.
    if (/^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/.test(msg.text()))
      return;
    if (msg.type() === 'error' || msg.type() === 'warning') seen.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) seen.push(`${res.status()} ${new URL(res.url()).pathname}`);
  });
  return seen;
}

/** Opens a page and stays long enough for the browser's "preloaded but not used" check (a few seconds). */
async function open(page: Page, url: string) {
  await visit(page, url);
  await page.waitForLoadState('load');
  await page.waitForTimeout(3_500);
}

test('a visitor opens the landing, services and the affiliate program with a clean console', async ({ page }) => {
  const seen = watch(page);
  for (const url of ['/', '/services', '/affiliate-program', '/login']) await open(page, url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await visit(page, '/affiliate-program');
  await expect(page.getByText('Sign in to join the affiliate program')).toBeVisible();
  expect(seen).toEqual([]);
});

test('the roster (drag and drop) and the email template editor raise no CSP violation', async ({ page }) => {
  await loginAs(page, 'admin@demo.test', /\/dashboard$/);
  const seen = watch(page);
  // The drag-and-drop library writes its styles when the list mounts and while an item moves.
  await keyboardMoveFirstArtist(page);
  await page.waitForTimeout(3_500);
  // The template preview is an email's own HTML, with its <style>, in a frame under the page's policy.
  await open(page, '/admin-email-templates');
  // (Checked on the frame's attribute: the sandboxed frame runs no scripts, so none can be run in it to look.)
  await expect(page.locator('iframe[title="HTML preview"]')).toHaveAttribute('srcdoc', /<style nonce="[^"]+"/);
  await page.waitForTimeout(1_000);
  for (const url of ['/dashboard', '/projects', '/mms/dashboard']) await open(page, url);
  expect(seen).toEqual([]);
});
