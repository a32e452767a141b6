// Every page under a guarded group redirects on the server: no session -> login, wrong role -> access denied.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers';

type Level = 'public' | 'signedIn' | 'artist' | 'student' | 'member' | 'admin' | 'superAdmin' | 'emergency';
const GROUP_LEVEL: Record<string, Level> = {
  '(public)': 'public',
  '(public-record)': 'public',
  '(auth)': 'public',
  '(admin)': 'signedIn',
  '(tools)': 'artist',
  '(artist)': 'artist',
  '(staff)': 'admin',
  '(super)': 'superAdmin',
  '(school)': 'public',
  '(learner)': 'student',
  '(members)': 'member',
  '(emergency)': 'emergency',
};

function pages(dir = path.join(process.cwd(), 'app'), segments: string[] = []): { url: string; level: Level }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    if (d.isDirectory()) return d.name === 'api' ? [] : pages(path.join(dir, d.name), [...segments, d.name]);
    if (d.name !== 'page.tsx') return [];
    const levels = segments.filter((s) => s in GROUP_LEVEL).map((s) => GROUP_LEVEL[s]);
    const level = levels[levels.length - 1] ?? 'public';
    const url =
      '/' +
      segments
        .filter((s) => !s.startsWith('('))
        .map((s) => (s.startsWith('[') ? 'e2e-sample' : s))
        .join('/');
    return [{ url, level }];
  });
}

const allPages = pages();
const ALLOWED: Record<string, Level[]> = {
  artist: ['public', 'signedIn', 'artist'],
  student: ['public', 'signedIn', 'student'],
  admin: ['public', 'signedIn', 'artist', 'student', 'member', 'admin'],
};

async function sessionFor(request: APIRequestContext, email: string) {
  const csrf = await (await request.get('/api/auth/csrf')).json();
  const res = await request.post('/api/auth/callback/credentials', {
    form: { csrfToken: csrf.csrfToken, email, password: DEMO_PASSWORD, json: 'true' },
  });
  expect(res.ok()).toBe(true);
}

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
    await sessionFor(request, email);
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
