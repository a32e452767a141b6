// Emailed links use the brand's own public address (#41 item 2): the address configured for the brand, else the
// one the request came in on when that is one of the platform's own hosts or a loopback name, never an arbitrary
// Host header; a fresh instance's links are no longer all http://localhost:3000.
import { db } from '@/lib/platform/db';
import { resetEnvCache } from '@/lib/platform/env';
import * as registerRoute from '@/app/api/auth/register/route';
import * as resetRoute from '@/app/api/auth/password-reset/route';
import { brandBaseUrl } from '@/lib/platform/brands/public-url';
import { runWithRequestOrigin } from '@/lib/platform/http/request-origin';
import { resetLimiters } from '@/lib/platform/auth/login-throttle';
import { call, createUser } from '../../helpers/api';
import { deliveredLink } from '../../helpers/mail';

const VERIFY = /(https?:\/\/\S+\/api\/auth\/verify\?token=\S+)/;
const RESET = /(https?:\/\/\S+\/reset-password\?token=\S+)/;

function withEnv(vars: Record<string, string | undefined>) {
  const before = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  for (const [k, v] of Object.entries(vars))
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  resetEnvCache();
  return () => {
    for (const [k, v] of Object.entries(before))
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    resetEnvCache();
  };
}

let restore: () => void;
beforeAll(() => {
  restore = withEnv({ APP_BASE_URL: undefined, BRAND_PUBLIC_URLS: undefined }); // a fresh instance
});
afterAll(() => restore());
beforeEach(() => resetLimiters());

async function signUp(host: string, extra: Record<string, string> = {}) {
  const email = `link-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const res = await call(registerRoute.POST, {
    headers: { host, ...extra },
    body: { name: 'Link Tester', email, password: 'a long enough password' },
  });
  expect(res.status).toBe(201);
  return new URL(await deliveredLink(email, VERIFY));
}

async function resetLinkFor(brand: string, host: string) {
  const user = await createUser('artist');
  await db.user.update({ where: { id: user.id }, data: { brand } });
  const res = await call(resetRoute.POST, { headers: { host }, body: { email: user.email } });
  expect(res.status).toBe(202);
  return new URL(await deliveredLink(user.email, RESET));
}

describe("a fresh instance's emailed links", () => {
  it('point at the brand host the request came in on, with its port', async () => {
    expect((await signUp('mms.localhost:3100')).origin).toBe('http://mms.localhost:3100');
    expect((await resetLinkFor('sgr', 'sgr.localhost:3100')).origin).toBe('http://sgr.localhost:3100');
  });

  it('use the address a loopback request came in on, and the brand alias of another brand on a *.localhost name', async () => {
    expect((await resetLinkFor('tnm', '127.0.0.1:4000')).origin).toBe('http://127.0.0.1:4000');
    expect((await resetLinkFor('distro80', 'tnm.localhost:4000')).origin).toBe('http://distro80.localhost:4000');
  });

  it("use a brand's public domain when the request came in on it", async () => {
    expect((await resetLinkFor('mastermusicsafe', 'mastermusicsafe.com')).origin).toMatch(
      /^https?:\/\/mastermusicsafe\.com$/,
    );
  });

  it('never use an arbitrary Host header, nor another brand public host', async () => {
    const fromEvil = await signUp('evil.example', { 'x-brand': 'mastermusicsafe' });
    expect(fromEvil.hostname).not.toBe('evil.example');
    const crossBrand = await resetLinkFor('tnm', 'mastermusicsafe.com');
    expect(crossBrand.hostname).not.toBe('mastermusicsafe.com');
  });
});

describe('configured addresses', () => {
  it("a brand's configured address wins over the request's", async () => {
    const undo = withEnv({ BRAND_PUBLIC_URLS: JSON.stringify({ mastermusicsafe: 'https://music.example.org/' }) });
    try {
      expect((await signUp('mms.localhost:3100')).origin).toBe('https://music.example.org');
      expect((await resetLinkFor('sgr', 'sgr.localhost:3100')).origin).toBe('http://sgr.localhost:3100');
    } finally {
      undo();
    }
  });

  it('APP_BASE_URL set in the environment wins over a loopback request, not over the brand own host', async () => {
    const undo = withEnv({ APP_BASE_URL: 'https://platform.example.net' });
    try {
      expect((await resetLinkFor('tnm', 'localhost:3000')).origin).toBe('https://platform.example.net');
      expect((await resetLinkFor('sgr', 'smallguyrecords.com')).origin).toMatch(/:\/\/smallguyrecords\.com$/);
    } finally {
      undo();
    }
  });

  it('outside a request, a brand keeps the last trusted address it was reached on', () => {
    const req = new Request('http://x/', { headers: { host: 'distro80.localhost:3999' } });
    expect(runWithRequestOrigin(req, () => brandBaseUrl('distro80'))).toBe('http://distro80.localhost:3999');
    expect(brandBaseUrl('distro80')).toBe('http://distro80.localhost:3999');
  });
});
