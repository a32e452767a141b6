// The command center's server: stats, admin profile, step-up and settings, team.
import { db } from '@/lib/platform/db';
import * as stats from '@/app/api/stats/route';
import * as profile from '@/app/api/admin/profile/route';
import * as stepUp from '@/app/api/admin/step-up/route';
import * as settings from '@/app/api/admin/super-settings/route';
import * as team from '@/app/api/admin/team/route';
import * as teamMember from '@/app/api/admin/team/[id]/route';
import * as me from '@/app/api/auth/me/route';
import * as preview from '@/app/api/admin/view-preview/route';
import { issueSessionCookie } from '@/lib/platform/auth/session';
import { adminActivity } from '@/lib/command/admin-reports';
import { call, createUser, TEST_PASSWORD, type CallOptions, patchById } from '../../helpers/api';

/** Calls as `user` with extra cookies beside the session cookie. */
async function callWithCookies(
  handler: Parameters<typeof call>[0],
  user: Awaited<ReturnType<typeof createUser>>,
  cookie: string,
  opts: CallOptions = {},
) {
  return call(handler, { ...opts, as: null, headers: { cookie: `${await issueSessionCookie(user)}; ${cookie}` } });
}

async function release(ownerId: string, status: 'draft' | 'distributed' | 'under_review', title = 'Song') {
  return db.release.create({ data: { ownerId, title, primaryArtist: 'Artist', status } });
}

describe('GET /api/stats', () => {
  it('counts live releases, projects, active artists and enabled stores from the database', async () => {
    const admin = await createUser('admin');
    const a1 = await createUser('artist');
    await createUser('artist', { status: 'deactivated' });
    await release(a1.id, 'distributed');
    await release(a1.id, 'distributed');
    await release(a1.id, 'draft');
    const res = await call(stats.GET, { as: admin });
    expect(res.status).toBe(200);
    const artists = await db.user.count({ where: { role: 'artist', status: 'active' } });
    expect(res.json).toMatchObject({
      activeDistributions: 2,
      totalProjects: 3,
      totalArtists: artists,
      connectedStores: 0,
      totalRevenue: '0.00',
    });
    expect(res.json).not.toHaveProperty('connectedStoresIsFallback');
    // The tile counts the stores table: an empty table is 0 (no made-up 84), a disabled store does not count.
    await db.store.createMany({
      data: [
        { slug: 'one', name: 'One', ddexPartyId: 'PADPIDA0000000001', requirements: {} },
        { slug: 'two', name: 'Two', ddexPartyId: 'PADPIDA0000000002', requirements: {} },
        { slug: 'off', name: 'Off', ddexPartyId: 'PADPIDA0000000003', requirements: {}, enabled: false },
      ],
    });
    expect((await call(stats.GET, { as: admin })).json.connectedStores).toBe(2);
  });
});

describe('GET /api/admin/profile', () => {
  it('derives the level badge from recorded actions (10 -> Team Member) and maps the role title', async () => {
    const admin = await createUser('admin');
    const first = await call(profile.GET, { as: admin });
    expect(first.json).toMatchObject({
      actionCount: 0,
      level: 1,
      levelName: 'Initiate',
      role: 'Admin',
      roleTitle: 'Administrative Team',
      nextLevelAt: 10,
    });
    await db.auditLog.createMany({
      data: Array.from({ length: 10 }, (_, i) => ({
        actorId: admin.id,
        action: 'release.approve',
        entityType: 'Release',
        entityId: `r${i}`,
      })),
    });
    const after = await call(profile.GET, { as: admin });
    expect(after.json).toMatchObject({ actionCount: 10, level: 2, levelName: 'Team Member', nextLevelAt: 50 });
    const boss = await createUser('super_admin');
    expect((await call(profile.GET, { as: boss })).json).toMatchObject({
      role: 'SUPER ADMIN',
      roleTitle: 'Executive Leadership',
    });
  });
});

describe('super admin step-up and settings', () => {
  const cookieOf = (setCookie: string | null) => (setCookie ?? '').split(';')[0];

  it('refuses the settings without step-up (428), grants them after the right password, and saves valid settings', async () => {
    const boss = await createUser('super_admin');
    expect((await call(settings.GET, { as: boss })).status).toBe(428);
    const granted = await call(stepUp.POST, { as: boss, body: { password: TEST_PASSWORD } });
    expect(granted.status).toBe(200);
    const cookie = cookieOf(granted.headers.get('set-cookie'));
    expect(granted.headers.get('set-cookie')).toMatch(/HttpOnly/);
    const got = await callWithCookies(settings.GET, boss, cookie);
    expect(got.status).toBe(200);
    expect(got.json).toMatchObject({ payoutMinimumCents: 2500, brandDomains: { tnm: [] } });
    expect(typeof got.json.isrcRegistrant).toBe('string');

    const bad = await callWithCookies(settings.PATCH, boss, cookie, {
      method: 'PATCH',
      body: { upcPrefix: '12ab', isrcRegistrant: 'U' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.issues.map((i: { path: string }) => i.path).sort()).toEqual(['isrcRegistrant', 'upcPrefix']);
    const unknown = await callWithCookies(settings.PATCH, boss, cookie, {
      method: 'PATCH',
      body: { payoutMinimumCents: 1 },
    });
    expect(unknown.status).toBe(400);

    const store = await db.store.create({
      data: { slug: 'teststore', name: 'Test Store', ddexPartyId: 'PADPIDA2099010101Z', requirements: {} },
    });
    const saved = await callWithCookies(settings.PATCH, boss, cookie, {
      method: 'PATCH',
      body: {
        isrcRegistrant: 'usq7x',
        upcPrefix: '0860001',
        brandDomains: { tnm: ['Music.Example.com'], mastermusicsafe: [], distro80: [], sgr: [] },
        stores: [{ id: store.id, enabled: false }],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      isrcRegistrant: 'USQ7X',
      upcPrefix: '0860001',
      brandDomains: { tnm: ['music.example.com'] },
    });
    expect(saved.json.stores.find((s: { id: string }) => s.id === store.id)).toMatchObject({ enabled: false });
    expect((await db.store.findUniqueOrThrow({ where: { id: store.id } })).enabled).toBe(false);
    expect((await callWithCookies(settings.GET, boss, cookie)).json.isrcRegistrant).toBe('USQ7X');

    // Another super admin cannot use this grant.
    const other = await createUser('super_admin');
    expect((await callWithCookies(settings.GET, other, cookie)).status).toBe(428);
    // Ending the step-up closes the settings again.
    expect((await call(stepUp.DELETE, { as: boss, method: 'DELETE' })).status).toBe(204);
    expect((await callWithCookies(settings.GET, boss, cookie)).status).toBe(428);
  });

  it('counts wrong passwords and refuses further tries with 429, even the right one', async () => {
    const boss = await createUser('super_admin');
    for (let i = 0; i < 5; i++) {
      const wrong = await call(stepUp.POST, { as: boss, body: { password: `wrong-${i}` } });
      expect(wrong.status).toBe(403);
      expect(wrong.json.error).toBe('Invalid password');
      expect(wrong.headers.get('set-cookie')).toBeNull();
    }
    const locked = await call(stepUp.POST, { as: boss, body: { password: TEST_PASSWORD } });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('an expired grant no longer opens the settings', async () => {
    const boss = await createUser('super_admin');
    const granted = await call(stepUp.POST, { as: boss, body: { password: TEST_PASSWORD } });
    await db.stepUpGrant.updateMany({ where: { userId: boss.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await callWithCookies(settings.GET, boss, cookieOf(granted.headers.get('set-cookie')))).status).toBe(428);
  });
});

describe('team', () => {
  it('lists admins; deactivating one ends their session at once', async () => {
    const boss = await createUser('super_admin');
    const admin = await createUser('admin');
    const list = await call(team.GET, { as: boss });
    expect(list.json.map((a: { id: string }) => a.id)).toEqual(expect.arrayContaining([boss.id, admin.id]));
    expect((await call(me.GET, { as: admin })).status).toBe(200);
    const res = await patchById(teamMember, boss, admin.id, { status: 'deactivated' });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('deactivated');
    // The same cookie (signed with the old session version) is refused.
    expect((await call(me.GET, { as: admin })).status).toBe(401);
    const reread = await db.user.findUniqueOrThrow({ where: { id: admin.id } });
    expect((await call(me.GET, { as: reread })).status).toBe(401);
  });

  it('only a super admin changes roles; nobody changes their own', async () => {
    const boss = await createUser('super_admin');
    const a = await createUser('admin');
    const b = await createUser('admin');
    expect(
      (await call(teamMember.PATCH, { as: a, method: 'PATCH', params: { id: b.id }, body: { role: 'super_admin' } }))
        .status,
    ).toBe(403);
    expect((await patchById(teamMember, boss, boss.id, { status: 'deactivated' })).status).toBe(400);
    const promoted = await patchById(teamMember, boss, b.id, { role: 'super_admin' });
    expect(promoted.json.role).toBe('super_admin');
    const artist = await createUser('artist');
    expect((await patchById(teamMember, boss, artist.id, { status: 'deactivated' })).status).toBe(404);
  });
});

describe("an admin's action counts (running totals of the audit rows)", () => {
  it('counts every action per admin in the team list and the activity page, and follows deletions', async () => {
    const boss = await createUser('super_admin');
    const admin = await createUser('admin');
    const rows = (action: string, n: number) =>
      Array.from({ length: n }, (_, i) => ({ actorId: admin.id, action, entityType: 'Release', entityId: `r${i}` }));
    await db.auditLog.createMany({ data: [...rows('release.approve', 3), ...rows('release.reject', 2)] });
    await db.auditLog.create({ data: rows('team.set_status', 1)[0] });
    const countOf = async () =>
      (await call(team.GET, { as: boss })).json.find((a: { id: string }) => a.id === admin.id).actionCount;
    expect(await countOf()).toBe(6);
    expect(await adminActivity(admin.id)).toMatchObject({
      total: 6,
      byAction: [
        { action: 'release.approve', count: 3 },
        { action: 'release.reject', count: 2 },
        { action: 'team.set_status', count: 1 },
      ],
    });
    await db.auditLog.deleteMany({ where: { actorId: admin.id, action: 'release.reject' } });
    expect(await countOf()).toBe(4);
    expect((await adminActivity(admin.id)).byAction.map((a) => a.action)).toEqual([
      'release.approve',
      'team.set_status',
    ]);
    // The boss's own deactivation of someone counts for the boss.
    const other = await createUser('admin');
    expect((await patchById(teamMember, boss, other.id, { status: 'deactivated' })).status).toBe(200);
    expect((await call(team.GET, { as: boss })).json.find((a: { id: string }) => a.id === boss.id).actionCount).toBe(1);
  });
});

describe('view preview', () => {
  it('stores the preview record on switching to the artist view and removes it on return', async () => {
    const boss = await createUser('super_admin');
    const on = await call(preview.POST, { as: boss, method: 'POST' });
    expect(on.json).toMatchObject({
      active: true,
      record: { accountId: boss.id, customerEmail: boss.email, isAuthenticated: true, userType: 'admin_preview' },
    });
    expect(await db.viewPreview.count({ where: { userId: boss.id } })).toBe(1);
    expect((await call(preview.GET, { as: boss })).json.active).toBe(true);
    await call(preview.DELETE, { as: boss, method: 'DELETE' });
    expect((await call(preview.GET, { as: boss })).json.active).toBe(false);
  });
});
