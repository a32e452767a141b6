// The brand landings are served to signed-out visitors from a cache per host and path (lib/platform/brands/landing-cache.ts):
// each host keeps its own brand, a store enabled or disabled shows at once, every response carries a fresh
// nonce that its scripts and styles carry too, the page still hydrates under the CSP, and a signed-in
// visitor gets their own page.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { loginAs, portUrl } from './helpers';

const BRANDS = [
  { host: 'tnm.localhost', title: /TNM Music Institute/ },
  { host: 'mms.localhost', title: /Master Music Safe/ },
  { host: 'distro80.localhost', title: /Distro80/ },
  { host: 'sgr.localhost', title: /Small Guy Records/i },
];

function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (load|execute|apply)/i.test(msg.text())) violations.push(msg.text());
  });
  return violations;
}

/** A signed-out visit: the document's status, headers and HTML. */
async function visit(browser: Browser, host: string) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  const res = await page.goto(portUrl(host));
  const out = { status: res!.status(), headers: res!.headers(), html: await res!.text(), title: await page.title() };
  await ctx.close();
  return out;
}

test('each brand host is served its own landing, however often the others were asked for', async ({ browser }) => {
  // Twice round, so the second visits are answered from the cache filled by the first.
  for (let round = 0; round < 2; round++)
    for (const b of BRANDS) {
      const got = await visit(browser, b.host);
      expect(got.status).toBe(200);
      expect(got.title).toMatch(b.title);
      for (const other of BRANDS.filter((o) => o !== b)) expect(got.title).not.toMatch(other.title);
    }
});

test('every landing response has a new nonce, carried by its scripts and styles, and hydrates without violations', async ({
  browser,
}) => {
  const nonces = new Set<string>();
  for (let i = 0; i < 3; i++) {
    const got = await visit(browser, 'mms.localhost');
    const csp = got.headers['content-security-policy'];
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(got.headers['x-frame-options']).toBe('DENY');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)![1];
    nonces.add(nonce);
    const scripts = [...got.html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // The landing's CSS is stylesheet files of this origin; a <style> tag, if any, must carry the nonce.
    for (const m of got.html.matchAll(/<style\b[^>]*>/g)) expect(m[0]).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size).toBe(3);

  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  const violations = watchCsp(page);
  await page.goto(portUrl('mms.localhost'));
  // Next's client bootstrap ran (it sets window.next) and the landing's nonced styles applied.
  await expect.poll(() => page.evaluate(() => Boolean((window as { next?: unknown }).next))).toBe(true);
  const button = page.getByRole('link', { name: 'Sign in' }).first();
  await expect(button).toBeVisible();
  expect(await page.locator('header').evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
  expect(violations).toEqual([]);
  await ctx.close();
});

test('a store disabled by a super admin changes the landings store count at once', async ({ browser }) => {
  const storeCount = async () => {
    const got = await visit(browser, 'mms.localhost');
    return Number(/releases to (\d+) digital stores/.exec(got.html.replace(/<!-- -->/g, ''))?.[1]);
  };
  const before = await storeCount();
  expect(before).toBeGreaterThan(1);
  expect(await storeCount()).toBe(before);

  const ctx = await browser.newContext();
  const admin = await ctx.newPage();
  await loginAs(admin, 'superadmin@demo.test', /dashboard/);
  expect((await admin.request.post('/api/admin/step-up', { data: { password: 'demo-password' } })).status()).toBe(200);
  const stores = (await (await admin.request.get('/api/distribution/stores')).json()) as { id: string }[];
  const store = stores[0];
  const setEnabled = (enabled: boolean) =>
    admin.request.patch(`/api/distribution/stores/${store.id}`, { data: { enabled } });
  try {
    expect((await setEnabled(false)).status()).toBe(200);
    expect(await storeCount()).toBe(before - 1);
  } finally {
    expect((await setEnabled(true)).status()).toBe(200);
  }
  expect(await storeCount()).toBe(before);
  await ctx.close();
});

test('a signed-in visitor gets a landing with their own menu, not the cached one', async ({ browser }) => {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await visit(browser, 'localhost');
  await loginAs(page, 'artist@demo.test', /\/mms\/dashboard$/);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'My dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await ctx.close();
});
