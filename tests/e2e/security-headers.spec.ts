// Security headers on every response, and pages that still render and hydrate under the nonce-based CSP
// (no CSP violation reported by the browser while signing in and opening dashboards).
import { expect, test, type Page } from '@playwright/test';
import { loginAs, visit } from './helpers';

function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (load|execute|apply)/i.test(msg.text())) violations.push(msg.text());
  });
  return violations;
}

test('pages, API answers and static files carry the security headers', async ({ request }) => {
  const page = await request.get('/login');
  const csp = page.headers()['content-security-policy'];
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-eval');
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  expect(page.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(page.headers()['x-frame-options']).toBe('DENY');
  // the e2e server runs in production mode, where cookies are Secure: HSTS is on
  expect(page.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
  // a new nonce per response
  const again = await request.get('/login');
  expect(again.headers()['content-security-policy']).not.toBe(csp);

  const api = await request.get('/api/version');
  expect(api.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(api.headers()['x-content-type-options']).toBe('nosniff');

  const html = await page.text();
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script!);
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  // static files skip proxy.ts: next.config.ts sends HSTS with them too (cookies are secure here)
  expect(asset.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
});

test('an undecodable address is a 400 with a message, not a 500', async ({ request }) => {
  for (const path of ['/api/releases/%E0%A4%A', '/api/projects?q=%00', '/releases/%']) {
    const res = await request.get(path);
    expect(res.status()).toBe(400);
    expect((await res.json()).error).toMatch(/percent-encoding|NUL/);
  }
});

test('pages render and hydrate under the CSP: sign-in works, styles apply, no violations', async ({ page }) => {
  const violations = watchCsp(page);
  await visit(page, '/login');
  // Emotion's style tags carry the nonce (the browser hides its value from attributes after parsing)
  const styles = await page.locator('style[data-emotion]').count();
  expect(styles).toBeGreaterThan(0);
  const button = page.getByRole('button', { name: /^Sign in/ });
  // MUI's contained button: a background colour from Emotion, not the browser default
  expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  await loginAs(page, 'artist@demo.test', /\/mms\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await visit(page, '/login');
  await loginAs(page, 'admin@demo.test', /\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Command Center');
  expect(violations).toEqual([]);
});
