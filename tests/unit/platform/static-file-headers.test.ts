// Files that skip proxy.ts (/_next/static, images, the favicon) get their headers from next.config.ts: the
// static security headers, and HSTS when cookies are secure (the rule proxy.ts applies to pages and API).
import config from '@/next.config';
import { resetEnvCache } from '@/lib/platform/env';
import { HSTS, STATIC_SECURITY_HEADERS, staticFileHeaders } from '@/lib/platform/security/headers';

async function staticRules(cookieSecure: '0' | '1') {
  const before = process.env.COOKIE_SECURE;
  process.env.COOKIE_SECURE = cookieSecure;
  resetEnvCache();
  try {
    return await config.headers!();
  } finally {
    if (before === undefined) delete process.env.COOKIE_SECURE;
    else process.env.COOKIE_SECURE = before;
    resetEnvCache();
  }
}

const hsts = (headers: { key: string; value: string }[]) =>
  headers.find((h) => h.key.toLowerCase() === 'strict-transport-security')?.value;

describe('headers of static files', () => {
  it('send HSTS with /_next/static, images and the favicon when cookies are secure', async () => {
    const rules = await staticRules('1');
    expect(rules.map((r) => r.source)).toEqual(['/_next/static/:path*', '/_next/image', '/favicon.ico']);
    for (const r of rules) {
      expect(hsts(r.headers)).toBe(HSTS);
      expect(r.headers).toEqual(expect.arrayContaining([...STATIC_SECURITY_HEADERS]));
    }
  });

  it('leave HSTS out on plain-HTTP deployments (COOKIE_SECURE=0)', async () => {
    for (const r of await staticRules('0')) expect(hsts(r.headers)).toBeUndefined();
    expect(staticFileHeaders(false)).toEqual([...STATIC_SECURITY_HEADERS]);
  });
});
