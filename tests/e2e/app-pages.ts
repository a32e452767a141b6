// The pages of app/ with the access level their route groups give them, and a session for API requests:
// shared by the access matrix (page-access.spec.ts) and the 390 px sweep (mobile-sweep.spec.ts).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers';

export type Level = 'public' | 'signedIn' | 'artist' | 'student' | 'member' | 'admin' | 'superAdmin' | 'emergency';

const GROUP_LEVEL: Record<string, Level> = {
  '(public)': 'public',
  '(landing)': 'public',
  '(public-record)': 'public',
  '(auth)': 'public',
  '(admin)': 'signedIn',
  '(tools)': 'artist',
  '(tools-lean)': 'artist',
  '(artist)': 'artist',
  '(staff)': 'admin',
  '(staff-lean)': 'admin',
  '(super)': 'superAdmin',
  '(school)': 'public',
  '(learner)': 'student',
  '(members)': 'member',
  '(emergency)': 'emergency',
};

export interface AppPage {
  /** The address, with `e2e-sample` standing for each [segment]. */
  url: string;
  /** Whether the address has a [segment] (such pages need real records to render). */
  dynamic: boolean;
  /** The level of the innermost guarded route group. */
  level: Level;
}

export function appPages(dir = path.join(process.cwd(), 'app'), segments: string[] = []): AppPage[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    if (d.isDirectory()) return d.name === 'api' ? [] : appPages(path.join(dir, d.name), [...segments, d.name]);
    if (d.name !== 'page.tsx') return [];
    const levels = segments.filter((s) => s in GROUP_LEVEL).map((s) => GROUP_LEVEL[s]);
    const shown = segments.filter((s) => !s.startsWith('(')).map((s) => (s.startsWith('[') ? 'e2e-sample' : s));
    return [
      {
        url: '/' + shown.join('/'),
        dynamic: segments.some((s) => s.startsWith('[')),
        level: levels.at(-1) ?? 'public',
      },
    ];
  });
}

/** Signs the request context in with the demo password (its cookies then carry the session). */
export async function signInRequest(request: APIRequestContext, email: string) {
  const csrf = await (await request.get('/api/auth/csrf')).json();
  const res = await request.post('/api/auth/callback/credentials', {
    form: { csrfToken: csrf.csrfToken, email, password: DEMO_PASSWORD, json: 'true' },
  });
  expect(res.ok()).toBe(true);
}
