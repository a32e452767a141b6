import { db } from '@/lib/platform/db';
import * as route from '@/app/api/waiting-list/route';
import { call } from '../../helpers/api';

const entry = { name: 'Rae Sol', email: 'rae@test.local', interest: 'distribution', message: 'EP in March' };

describe('POST /api/waiting-list', () => {
  it('stores the entry for the brand of the host', async () => {
    const res = await call(route.POST, { body: entry, headers: { host: 'mms.localhost:3000' } });
    expect(res.status).toBe(201);
    expect(res.json.message).toMatch(/You are on the list/);
    await expect(db.waitingListEntry.findFirst({ where: { email: 'rae@test.local' } })).resolves.toMatchObject({
      brand: 'mastermusicsafe',
      interest: 'distribution',
    });
  });

  it('refuses a second sign-up politely (409) and keeps one row; another brand is a separate list', async () => {
    await call(route.POST, { body: { ...entry, email: 'twice@test.local' } });
    const again = await call(route.POST, { body: { ...entry, email: 'TWICE@test.local' } });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe('You are already on our waiting list with this email. We will be in touch soon.');
    expect(await db.waitingListEntry.count({ where: { email: 'twice@test.local' } })).toBe(1);
    const otherBrand = await call(route.POST, {
      body: { ...entry, email: 'twice@test.local' },
      headers: { host: 'sgr.localhost' },
    });
    expect(otherBrand.status).toBe(201);
  });

  it.each([
    ['wrong types', { name: 42, email: 'a@b.test', interest: 'distribution' }, 'name'],
    ['a bad email', { ...entry, email: 'nope' }, 'email'],
    ['an unknown interest', { ...entry, interest: 'crypto' }, 'interest'],
    ['a missing name', { email: 'a@b.test', interest: 'school' }, 'name'],
  ])('answers %s with 400 and issues, storing nothing', async (_label, body, field) => {
    const before = await db.waitingListEntry.count();
    const res = await call(route.POST, { body });
    expect(res.status).toBe(400);
    expect(res.json.issues.map((i: { path: string }) => i.path)).toContain(field);
    expect(await db.waitingListEntry.count()).toBe(before);
  });

  it('answers malformed JSON and oversized bodies with 400, never 500', async () => {
    const malformed = await call(route.POST, {
      rawBody: '{"name": "x",',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json.error).toBe('Malformed JSON in request body');
    const huge = await call(route.POST, { body: { ...entry, message: 'x'.repeat(40_000) } });
    expect(huge.status).toBe(400);
    expect(huge.json.error).toMatch(/too large/);
  });
});

describe('GET /api/admin/waiting-list', () => {
  it('lists sign-ups for admins with counts by interest, filtered by brand', async () => {
    const { createUser } = await import('../../helpers/api');
    const listRoute = await import('@/app/api/admin/waiting-list/route');
    const admin = await createUser('admin');
    await call(route.POST, {
      body: { ...entry, email: 'a1@test.local', interest: 'franchise' },
      headers: { host: 'distro80.localhost' },
    });
    await call(route.POST, {
      body: { ...entry, email: 'a2@test.local', interest: 'franchise' },
      headers: { host: 'distro80.localhost' },
    });
    await call(route.POST, {
      body: { ...entry, email: 'a3@test.local', interest: 'label' },
      headers: { host: 'sgr.localhost' },
    });
    const d80 = await call(listRoute.GET, { as: admin, url: '/api/admin/waiting-list?brand=distro80' });
    expect(d80.status).toBe(200);
    expect(d80.json.items.map((e: { email: string }) => e.email).sort()).toEqual(['a1@test.local', 'a2@test.local']);
    expect(d80.json.byInterest).toEqual({ franchise: 2 });
    const bad = await call(listRoute.GET, { as: admin, url: '/api/admin/waiting-list?brand=nope' });
    expect(bad.status).toBe(400);
  });
});
