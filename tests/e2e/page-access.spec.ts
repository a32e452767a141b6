// Every page under a guarded group redirects on the server: no session -> login, wrong role -> access denied.
import { expect, test } from '@playwright/test';
import { appPages, signInRequest, type Level } from './app-pages';

const allPages = appPages();
const ALLOWED: Record<string, Level[]> = {
  artist: ['public', 'signedIn', 'artist'],
  student: ['public', 'signedIn', 'student'],
  admin: ['public', 'signedIn', 'artist', 'student', 'member', 'admin'],
};

test('every guarded page sends an anonymous visitor to sign in', async ({ request }) => {
  for (const p of allPages.filter((x) => x.level !== 'public' && x.level !== 'emergency')) {
    const res = await request.get(p.url, { maxRedirects: 0 });
    expect({ url: p.url, status: res.status() }).toEqual({ url: p.url, status: 307 });
    expect(res.headers().location).toMatch(/\/(mms\/)?login\?callbackUrl=/);
  }
});

for (const [role, email] of [
  ['artist', 'artist@demo.test'],
  ['student', 'student@demo.test'],
  ['admin', 'admin@demo.test'],
] as const) {
  test(`a ${role} reaches only the pages of their role`, async ({ playwright }) => {
    const request = await playwright.request.newContext({
      baseURL: `http://localhost:${process.env.E2E_PORT ?? 3100}`,
    });
    await signInRequest(request, email);
    for (const p of allPages.filter((x) => x.level !== 'emergency' && !x.url.includes('e2e-sample'))) {
      const res = await request.get(p.url, { maxRedirects: 0 });
      const allowed = ALLOWED[role].includes(p.level);
      if (allowed) expect({ url: p.url, status: res.status() }).toEqual({ url: p.url, status: 200 });
      else {
        expect({ url: p.url, status: res.status() }).toEqual({ url: p.url, status: 307 });
        expect(res.headers().location).toContain('/access-denied');
      }
    }
    await request.dispose();
  });
}
