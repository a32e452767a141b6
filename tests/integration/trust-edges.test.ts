// Edges of issue 13 at the route wrapper: cross-site requests, content types, step-up and rate limits
// declared on withAuth/publicRoute, and the input hygiene every route gets.
import { z } from 'zod';
import { publicRoute, withAuth } from '@/lib/http';
import { grantStepUp, stepUpCookieName } from '@/lib/command/step-up';
import * as waitingList from '@/app/api/waiting-list/route';
import * as projects from '@/app/api/projects/route';
import * as release from '@/app/api/releases/[id]/route';
import { call, createUser, TEST_PASSWORD } from '../helpers/api';

const entry = { name: 'Ada', email: 'ada@example.test', interest: 'distribution', message: 'Let me in' };

describe('state-changing requests check Origin', () => {
  it('refuses a cross-site POST with 403 and accepts same-origin, brand hosts and no Origin', async () => {
    const evil = await call(waitingList.POST, { body: entry, headers: { origin: 'https://evil.example' } });
    expect(evil.status).toBe(403);
    expect(evil.json.error).toMatch(/another site/);
    const nullOrigin = await call(waitingList.POST, { body: entry, headers: { origin: 'null' } });
    expect(nullOrigin.status).toBe(403);
    for (const origin of ['http://localhost:3000', 'http://mms.localhost:3000', undefined]) {
      const res = await call(waitingList.POST, {
        body: { ...entry, email: `ok${Math.random()}@example.test` },
        headers: origin ? { origin } : {},
      });
      expect(res.status).toBeLessThan(300);
    }
  });

  it('lets a cross-site GET through (reads change nothing)', async () => {
    const artist = await createUser('artist');
    const res = await call(projects.GET, { as: artist, headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(200);
  });
});

describe('JSON routes require a JSON content type', () => {
  it('answers 415 for text/plain and form bodies', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await call(waitingList.POST, { rawBody: JSON.stringify(entry), headers: { 'content-type': type } });
      expect(res.status).toBe(415);
      expect(res.json.error).toMatch(/application\/json/);
    }
  });
});

describe('input hygiene on every route', () => {
  it('answers 400 with a message for NUL, lone surrogates, invalid UTF-8, bad percent-encoding', async () => {
    const artist = await createUser('artist');
    const nul = await call(waitingList.POST, { body: { ...entry, name: 'A\u0000da' } });
    expect(nul).toMatchObject({ status: 400, json: { error: expect.stringMatching(/NUL/) } });
    const lone = await call(waitingList.POST, {
      rawBody: JSON.stringify(entry).replace('Ada', '\\ud800'),
      headers: { 'content-type': 'application/json' },
    });
    expect(lone).toMatchObject({ status: 400, json: { error: expect.stringMatching(/surrogate/) } });
    const utf8 = await call(waitingList.POST, {
      rawBody: new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]),
      headers: { 'content-type': 'application/json' },
    });
    expect(utf8).toMatchObject({ status: 400, json: { error: expect.stringMatching(/UTF-8/) } });
    const query = await call(projects.GET, { as: artist, url: '/api/projects?q=%E0%A4%A' });
    expect(query).toMatchObject({ status: 400, json: { error: expect.stringMatching(/percent-encoding/) } });
    const queryNul = await call(projects.GET, { as: artist, url: '/api/projects?q=a%00' });
    expect(queryNul.status).toBe(400);
    const path = await call(release.GET, { as: artist, url: '/api/releases/%E0%A4%A', params: { id: 'x' } });
    expect(path).toMatchObject({ status: 400, json: { error: expect.stringMatching(/percent-encoding/) } });
    const param = await call(release.GET, { as: artist, params: { id: 'a\u0000' } });
    expect(param.status).toBe(400);
  });
});

describe('wrapper options: stepUp and rateLimit', () => {
  const guarded = withAuth('superAdmin', { stepUp: true, body: z.object({ v: z.number() }) }, ({ body }) => ({
    saved: body.v,
  }));

  it('stepUp: 428 without a live grant, the handler runs with one', async () => {
    const sa = await createUser('super_admin');
    const without = await call(guarded, { as: sa, method: 'PATCH', body: { v: 1 } });
    expect(without.status).toBe(428);
    const { token } = await grantStepUp(sa, TEST_PASSWORD);
    const other = await createUser('super_admin');
    const stolen = await call(guarded, {
      as: other,
      method: 'PATCH',
      body: { v: 2 },
      headers: { cookie: `${stepUpCookieName()}=${token}` },
    });
    expect(stolen.status).toBe(428);
    const withGrant = await call(guarded, {
      as: sa,
      method: 'PATCH',
      body: { v: 3 },
      headers: { cookie: `${stepUpCookieName()}=${token}` },
    });
    expect(withGrant).toMatchObject({ status: 200, json: { saved: 3 } });
  });

  it('rateLimit: 429 with Retry-After once the points are spent, per caller', async () => {
    const limited = publicRoute({ rateLimit: { key: 'test-edge', points: 3, duration: 60 } }, () => ({ ok: true }));
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await call(limited, { method: 'POST' })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const res = await call(limited, { method: 'POST' });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // a signed-in caller has their own budget
    const artist = await createUser('artist');
    expect((await call(limited, { method: 'POST', as: artist })).status).toBe(200);
  });
});
