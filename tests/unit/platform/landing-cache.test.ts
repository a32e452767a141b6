// The landing cache (lib/platform/brands/landing-cache.ts) is kept per brand, not per Host header: any host is
// served its brand's page (an unmapped one, the fallback brand's), a flood of made-up hosts renders at most one
// page per brand, and the page is rendered for the brand's own host, so a hostile Host header never reaches it.
// A small server here stands in for this server's own render (what proxy.ts answers to the cache's request).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cachedLanding, invalidateLandingCache } from '@/lib/platform/brands/landing-cache';
import { defaultHostMap, resolveBrand } from '@/lib/platform/brands/hosts';
import { BRANDS, BRAND_KEYS, FALLBACK_BRAND } from '@/lib/platform/brands/brands';

const map = defaultHostMap();
const renderedFor: string[] = [];
let server: Server;
let origin: string;

/** What proxy.ts and the page would answer: the brand's landing with the render's nonce in it. */
function respond(req: IncomingMessage): { headers: Record<string, string>; body: string } {
  const host = req.headers.host ?? '';
  const brand = resolveBrand(host, map);
  const nonce = String(req.headers['x-landing-nonce']);
  return {
    // The proxy's echo: the brand it rendered (and, as before the brand-keyed cache, the host).
    headers: { 'content-type': 'text/html', 'x-landing-brand': brand, 'x-landing-host': host },
    body: `<html><title>${BRANDS[brand].name}</title><link rel="canonical" href="//${host}/"><script nonce="${nonce}"></script></html>`,
  };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    renderedFor.push(req.headers.host ?? '');
    const { headers, body } = respond(req);
    res.writeHead(200, headers).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  invalidateLandingCache();
  renderedFor.length = 0;
});

const titleOf = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];

describe('landing cache, kept per brand', () => {
  it('serves localhost, 127.0.0.1 and an unmapped domain the fallback brand from one kept page', async () => {
    const hosts = ['localhost:3000', '127.0.0.1:3000', 'music.example.test', 'localhost', '203.0.113.7:3000'];
    for (const host of hosts) {
      const page = await cachedLanding(origin, host, '/', 'visitor-nonce');
      expect(page).not.toBeNull();
      expect(titleOf(page!.body)).toBe(BRANDS[FALLBACK_BRAND].name);
      expect(page!.body).toContain('nonce="visitor-nonce"');
    }
    // Rendered once, for the brand's own address, whatever host asked first.
    expect(renderedFor).toEqual([BRANDS[FALLBACK_BRAND].publicDomain]);
  });

  it('gives each brand host its own brand, one render per brand', async () => {
    for (let round = 0; round < 2; round++)
      for (const host of ['tnm.localhost:3000', 'mms.localhost:3000', 'distro80.localhost', 'sgr.localhost']) {
        const page = await cachedLanding(origin, host, '/', 'n');
        expect(titleOf(page!.body)).toBe(BRANDS[resolveBrand(host, map)].name);
      }
    expect(renderedFor).toHaveLength(4);
  });

  it('a flood of 1,000 made-up Host headers renders no more pages than there are brands', async () => {
    for (let i = 0; i < 1000; i++) {
      const page = await cachedLanding(origin, `made-up-${i}.example.test:${1000 + i}`, '/', 'n');
      expect(page).not.toBeNull();
    }
    for (const host of ['mms.localhost', 'sgr.localhost']) await cachedLanding(origin, host, '/', 'n');
    expect(renderedFor.length).toBeLessThanOrEqual(BRAND_KEYS.length);
    expect(renderedFor.every((h) => Object.hasOwn(map, h))).toBe(true);
  });

  it('a hostile Host header is never rendered into, nor reflected by, the page', async () => {
    const hostile = `evil.test"><script>alert(1)</script>`;
    const page = await cachedLanding(origin, hostile, '/', 'n');
    expect(titleOf(page!.body)).toBe(BRANDS[FALLBACK_BRAND].name);
    expect(page!.body).not.toContain('<script>alert');
    expect(page!.body).not.toContain('evil.test');
    expect(JSON.stringify(page!.headers)).not.toContain('evil.test');
    expect(renderedFor).not.toContain(hostile);
  });
});
