// The brand landings are served to signed-out visitors from a cache per brand and path (lib/platform/brands/landing-cache.ts):
// each host keeps its own brand, any other host (localhost, the bare IP, an unmapped domain) is served the
// fallback brand's kept page, made-up hosts cannot grow the cache and a hostile Host header is not reflected,
// a store enabled or disabled shows at once, every response carries a fresh nonce that its scripts and styles
// carry too, the page still hydrates under the CSP, and a signed-in visitor gets their own page.
import { connect } from 'node:net';
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

const PORT = Number(process.env.E2E_PORT ?? '3100');
const FALLBACK_TITLE = /TNM Music Institute/;

/**
 * A GET of `/` with this Host header, written on a raw socket (clients refuse odd Host values, and the test must
 * send exactly what an attacker could): the status, the response's header block and its body.
 */
function rawGet(host: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(PORT, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(60_000, () => socket.destroy(new Error('timed out')));
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const head = split < 0 ? text : text.slice(0, split);
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1] ?? 0), head, body: text.slice(split + 4) });
    });
    socket.write(`GET / HTTP/1.1\r\nHost: ${host}\r\nAccept: text/html\r\nConnection: close\r\n\r\n`);
  });
}

const cacheMarker = (head: string) => /^x-landing-cache: *(\w+)/im.exec(head)?.[1];
const titleOf = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '';

test('localhost, 127.0.0.1, the bare IP and an unmapped domain get the fallback landing from the cache', async () => {
  for (const host of [`localhost:${PORT}`, `127.0.0.1:${PORT}`, 'music.example.test', '203.0.113.9:8080']) {
    await rawGet(host);
    const got = await rawGet(host);
    expect(got.status, host).toBe(200);
    expect(cacheMarker(got.head), host).toBe('hit');
    expect(titleOf(got.body), host).toMatch(FALLBACK_TITLE);
  }
});

test('a flood of 1,000 made-up Host headers is served from one entry and pushes no brand out', async () => {
  const brandHosts = BRANDS.map((b) => `${b.host}:${PORT}`);
  for (const host of brandHosts) await rawGet(host);
  const markers = new Map<string, number>();
  for (let batch = 0; batch < 100; batch++)
    await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const got = await rawGet(`made-up-${batch * 10 + i}.example.test:${1000 + i}`);
        expect(got.status).toBe(200);
        expect(titleOf(got.body)).toMatch(FALLBACK_TITLE);
        const m = cacheMarker(got.head) ?? 'none';
        markers.set(m, (markers.get(m) ?? 0) + 1);
      }),
    );
  // At most the first batch may have waited for the fallback page's render; the rest were kept pages.
  expect(markers.get('hit') ?? 0).toBeGreaterThanOrEqual(990);
  // The cache holds one entry per brand: had the made-up hosts taken entries, the brands' would be gone.
  for (const [i, host] of brandHosts.entries()) {
    const got = await rawGet(host);
    expect(cacheMarker(got.head), host).toBe('hit');
    expect(titleOf(got.body)).toMatch(BRANDS[i].title);
  }
});

test('a hostile Host header (quotes, a script, CRLF) is not reflected in the landing or its headers', async () => {
  for (const hostile of [
    `evil.test"><script>alert(1)</script>`,
    `evil.test'onload='alert(1)`,
    `evil.test\r\nSet-Cookie: injected=1\r\nX-Injected: 1`,
    'evil.test%0d%0aX-Injected:%201',
  ]) {
    const got = await rawGet(hostile);
    expect(got.head, hostile).not.toMatch(/injected|evil\.test/i);
    expect(got.body, hostile).not.toContain('evil.test');
    expect(got.body, hostile).not.toContain('<script>alert');
    if (got.status === 200) expect(titleOf(got.body), hostile).toMatch(FALLBACK_TITLE);
  }
});

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
