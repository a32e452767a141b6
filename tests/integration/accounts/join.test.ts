// Artists can join: waiting list approval, invitations from /artists, self-serve sign-up with verification.
import { db } from '@/lib/platform/db';
import { authenticate } from '@/lib/platform/auth/authenticate';
import { REDACTED } from '@/lib/platform/mail/service';
import * as approve from '@/app/api/admin/waiting-list/[id]/approve/route';
import * as artists from '@/app/api/admin/artists/route';
import * as artist from '@/app/api/admin/artists/[id]/route';
import * as resend from '@/app/api/admin/artist-invitations/[id]/resend/route';
import * as describe_ from '@/app/api/auth/artist-invitations/[token]/route';
import * as accept from '@/app/api/auth/artist-invitations/[token]/accept/route';
import * as register from '@/app/api/auth/register/route';
import * as verify from '@/app/api/auth/verify/route';
import * as signup from '@/app/api/admin/signup-settings/route';
import * as submit from '@/app/api/releases/[id]/submit/route';
import * as me from '@/app/api/auth/me/route';
import { issueSessionCookie, toSessionUser } from '@/lib/platform/auth/session';
import { viewAsArtist } from '@/lib/accounts/view-as';
import { call, createUser, TEST_PASSWORD, patchById } from '../../helpers/api';
import { deliveredLink } from '../../helpers/mail';
import { callSteppedUp } from '../../helpers/step-up';

jest.setTimeout(60_000);

const mms = { 'x-brand': 'mastermusicsafe' };

async function draftFor(ownerId: string) {
  return db.release.create({ data: { ownerId, title: 'First Songs', primaryArtist: 'New Artist' } });
}

describe('waiting list approval', () => {
  it('an admin approves an entry; the invitation link sets a password for an artist of the entry brand', async () => {
    const admin = await createUser('admin');
    const entry = await db.waitingListEntry.create({
      data: { email: 'wl-artist@test.local', name: 'Wendy List', brand: 'distro80', interest: 'distribution' },
    });
    const res = await call(approve.POST, { as: admin, params: { id: entry.id }, method: 'POST' });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ email: 'wl-artist@test.local', brand: 'distro80' });
    const stored = await db.outboxEmail.findFirstOrThrow({ where: { to: 'wl-artist@test.local' } });
    expect(stored.text).toContain(`/join/${REDACTED}`);

    const token = await deliveredLink('wl-artist@test.local', /\/join\/([\w-]+)/);
    expect((await call(describe_.GET, { params: { token } })).json).toMatchObject({
      brand: 'distro80',
      name: 'Wendy List',
    });
    const done = await call(accept.POST, {
      params: { token },
      body: { name: 'Wendy List', password: 'wendy password 1' },
    });
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ home: '/mms/dashboard', brand: 'distro80' });
    const user = await db.user.findUniqueOrThrow({ where: { email: 'wl-artist@test.local' } });
    expect(user).toMatchObject({ role: 'artist', brand: 'distro80' });
    await expect(
      authenticate({ email: user.email, password: 'wendy password 1', ip: '192.0.2.40' }),
    ).resolves.not.toBeNull();
    // The link worked once; a second approval of the same person now has an account: 409.
    expect(
      (await call(accept.POST, { params: { token }, body: { name: 'X', password: 'another password' } })).status,
    ).toBe(409);
    expect((await call(approve.POST, { as: admin, params: { id: entry.id }, method: 'POST' })).status).toBe(409);
    expect((await call(approve.POST, { as: admin, params: { id: 'missing' }, method: 'POST' })).status).toBe(404);
    const artistUser = await createUser('artist');
    expect((await call(approve.POST, { as: artistUser, params: { id: entry.id }, method: 'POST' })).status).toBe(403);
  });
});

describe('/artists: invite, search, pages, resend, deactivate', () => {
  it('invites, resends (the old link dies), searches with pages and deactivates with sessions ending', async () => {
    const admin = await createUser('admin');
    const inv = await call(artists.POST, {
      as: admin,
      body: { email: 'invited-artist@test.local', name: 'Ivy', brand: 'sgr' },
    });
    expect(inv.status).toBe(201);
    const first = await deliveredLink('invited-artist@test.local', /\/join\/([\w-]+)/);
    const again = await call(resend.POST, { as: admin, params: { id: inv.json.id }, method: 'POST' });
    expect(again.status).toBe(201);
    const second = await deliveredLink('invited-artist@test.local', /\/join\/([\w-]+)/);
    expect(second).not.toBe(first);
    // Stored hashed (the link is not in the database) and valid for 7 days.
    const row = await db.artistInvitation.findFirstOrThrow({
      where: { email: 'invited-artist@test.local', revokedAt: null },
      orderBy: { createdAt: 'desc' },
    });
    expect(JSON.stringify(row)).not.toContain(second);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(7 * 24 * 3600_000 + 60_000);
    expect((await call(describe_.GET, { params: { token: first } })).status).toBe(404);
    expect((await call(describe_.GET, { params: { token: second } })).status).toBe(200);

    const existing = await createUser('artist', { name: 'Zed Searchable' });
    expect((await call(artists.POST, { as: admin, body: { email: existing.email, brand: 'sgr' } })).status).toBe(409);
    const found = await call(artists.GET, { as: admin, url: '/api/admin/artists?q=zed%20search&limit=1' });
    expect(found.status).toBe(200);
    expect(found.json.items.map((a: { id: string }) => a.id)).toEqual([existing.id]);
    expect(found.json).toMatchObject({ total: 1, nextCursor: null });
    const pending = await call(artists.GET, { as: admin, url: '/api/admin/artists?q=invited-artist' });
    expect(pending.json.invitations.map((i: { email: string }) => i.email)).toEqual(['invited-artist@test.local']);
    expect((await call(artists.GET, { as: admin, url: '/api/admin/artists?limit=0' })).status).toBe(400);

    const cookie = await issueSessionCookie(existing);
    expect((await call(me.GET, { headers: { cookie } })).status).toBe(200);
    const off = await patchById(artist, admin, existing.id, { status: 'deactivated' });
    expect(off.json).toEqual({ id: existing.id, status: 'deactivated' });
    expect((await call(me.GET, { headers: { cookie } })).status).toBe(401);
    // An admin account cannot be deactivated from the artists list.
    const otherAdmin = await createUser('admin');
    expect((await patchById(artist, admin, otherAdmin.id, { status: 'deactivated' })).status).toBe(404);
  });
});

describe('self-serve sign-up', () => {
  it('registers on Master Music Safe with a verification email; a first release waits for the confirmation', async () => {
    const res = await call(register.POST, {
      headers: mms,
      body: { name: 'Sam Self', email: 'Self.Serve@Test.Local', password: 'self serve password' },
    });
    expect(res.status).toBe(201);
    const user = await db.user.findUniqueOrThrow({ where: { email: 'self.serve@test.local' } });
    expect(user).toMatchObject({ role: 'artist', brand: 'mastermusicsafe' });
    const stored = await db.outboxEmail.findFirstOrThrow({ where: { to: user.email, kind: 'email_verification' } });
    expect(stored.text).toContain(`token=${REDACTED}`);

    const draft = await draftFor(user.id);
    const blocked = await call(submit.POST, { as: user, params: { id: draft.id }, method: 'POST' });
    expect(blocked.status).toBe(403);
    expect(blocked.json.error).toMatch(/Confirm your email address before submitting your first release/);

    const token = await deliveredLink(user.email, /verify\?token=([\w-]+)/);
    expect((await call(verify.GET, { url: '/api/auth/verify?token=not-the-right-token-x' })).status).toBe(404);
    const ok = await call(verify.GET, { url: `/api/auth/verify?token=${token}` });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ verified: true });
    const browser = await call(verify.GET, {
      url: `/api/auth/verify?token=${token}`,
      headers: { accept: 'text/html' },
    });
    expect(browser.status).toBe(303);
    // Verified: the submission now reaches the release checks (this bare draft has problems to fix, not 403).
    const after = await call(submit.POST, { as: user, params: { id: draft.id }, method: 'POST' });
    expect(after.status).not.toBe(403);
  });

  it('an existing email gets the same answer and its account is untouched', async () => {
    const existing = await createUser('artist');
    const res = await call(register.POST, {
      headers: mms,
      body: { name: 'Someone', email: existing.email, password: 'attacker password' },
    });
    expect(res.status).toBe(201);
    const after = await db.user.findUniqueOrThrow({ where: { id: existing.id } });
    expect(after.passwordHash).toBe(existing.passwordHash);
    await expect(
      authenticate({ email: existing.email, password: TEST_PASSWORD, ip: '192.0.2.41' }),
    ).resolves.not.toBeNull();
  });

  it('is off where the super admin switched it off (and by default on other brands); switching needs step-up', async () => {
    const body = { name: 'Tess', email: 'tnm-signup@test.local', password: 'long enough pass' };
    const closed = await call(register.POST, { headers: { 'x-brand': 'tnm' }, body });
    expect(closed.status).toBe(403);
    expect(closed.json.error).toMatch(/Sign-up is closed/);
    const boss = await createUser('super_admin');
    const admin = await createUser('admin');
    const on = { method: 'PUT', body: { brand: 'tnm', enabled: true } };
    expect((await call(signup.PUT, { as: admin, ...on })).status).toBe(403);
    expect((await call(signup.PUT, { as: boss, ...on })).status).toBe(428);
    expect((await callSteppedUp(signup.PUT, boss, on)).status).toBe(200);
    expect((await call(register.POST, { headers: { 'x-brand': 'tnm' }, body })).status).toBe(201);
    const off = { method: 'PUT', body: { brand: 'mastermusicsafe', enabled: false } };
    expect((await callSteppedUp(signup.PUT, boss, off)).status).toBe(200);
    const refused = await call(register.POST, { headers: mms, body: { ...body, email: 'mms-closed@test.local' } });
    expect(refused.status).toBe(403);
    expect((await call(register.POST, { headers: mms, body: { ...body, password: 'short' } })).status).toBe(400);
  });
});

describe('View as Artist', () => {
  it('shows a super admin one artist dashboard figures, audited; an admin is refused', async () => {
    const boss = await createUser('super_admin');
    const admin = await createUser('admin');
    const someone = await createUser('artist');
    await draftFor(someone.id);
    const view = await viewAsArtist(toSessionUser(boss), someone.id);
    expect(view).toMatchObject({ artist: { id: someone.id }, releaseCount: 1 });
    expect(
      await db.auditLog.count({ where: { actorId: boss.id, action: 'artist.view_as', entityId: someone.id } }),
    ).toBe(1);
    await expect(viewAsArtist(toSessionUser(admin), someone.id)).rejects.toMatchObject({ status: 403 });
    await expect(viewAsArtist(toSessionUser(boss), admin.id)).rejects.toMatchObject({ status: 404 });
  });
});
