import { db } from '@/lib/platform/db';
import { authenticate } from '@/lib/platform/auth/authenticate';
import { requestPasswordReset } from '@/lib/accounts/credentials';
import { LOGIN_LIMITS } from '@/lib/platform/auth/login-throttle';
import { sessionUserFromRequest, issueSessionCookie } from '@/lib/platform/auth/session';
import * as me from '@/app/api/auth/me/route';
import * as resetRoute from '@/app/api/auth/password-reset/route';
import * as confirmRoute from '@/app/api/auth/password-reset/confirm/route';
import { call, createUser, TEST_PASSWORD } from '../../helpers/api';
import { deliveredLink } from '../../helpers/mail';

const IP = '203.0.113.9';

const lastLinkTo = (email: string, pattern: RegExp) => deliveredLink(email, pattern);

describe('sign-in', () => {
  it('accepts the right password and refuses a wrong one without saying which part was wrong', async () => {
    const user = await createUser('artist');
    await expect(authenticate({ email: user.email, password: TEST_PASSWORD, ip: IP })).resolves.toMatchObject({
      id: user.id,
      role: 'artist',
    });
    await expect(authenticate({ email: user.email, password: 'nope', ip: IP })).resolves.toBeNull();
    await expect(authenticate({ email: 'nobody@test.local', password: 'nope', ip: IP })).resolves.toBeNull();
  });

  it(`delays an address after ${LOGIN_LIMITS.perPair} failures on one account; the owner elsewhere is not locked out`, async () => {
    const user = await createUser('artist');
    for (let i = 0; i < LOGIN_LIMITS.perPair; i++) {
      await authenticate({ email: user.email, password: 'wrong', ip: '198.51.100.7' });
    }
    await expect(
      authenticate({ email: user.email, password: TEST_PASSWORD, ip: '198.51.100.7' }),
    ).rejects.toMatchObject({
      status: 429,
      message: expect.stringMatching(/Too many failed sign-in attempts/),
    });
    await expect(authenticate({ email: user.email, password: TEST_PASSWORD, ip: '192.0.2.77' })).resolves.toMatchObject(
      { id: user.id },
    );
  });

  it(`limits one IP to ${LOGIN_LIMITS.perIp} failures across accounts`, async () => {
    const ip = '198.18.0.1';
    for (let i = 0; i < LOGIN_LIMITS.perIp; i++) {
      await authenticate({ email: `spray${i}@test.local`, password: 'x', ip });
    }
    const user = await createUser('artist');
    await expect(authenticate({ email: user.email, password: TEST_PASSWORD, ip })).rejects.toMatchObject({
      status: 429,
    });
    await expect(
      authenticate({ email: user.email, password: TEST_PASSWORD, ip: '198.18.0.2' }),
    ).resolves.not.toBeNull();
  });

  it('refuses a deactivated account', async () => {
    const user = await createUser('admin', { status: 'deactivated' });
    await expect(authenticate({ email: user.email, password: TEST_PASSWORD, ip: IP })).resolves.toBeNull();
  });
});

describe('session', () => {
  it('identifies the user from the signed cookie, never from x-user-email', async () => {
    const artist = await createUser('artist');
    const admin = await createUser('admin');
    const res = await call(me.GET, { as: artist, headers: { 'x-user-email': admin.email } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ email: artist.email, isAdmin: false, isSuperAdmin: false });
    const forged = await call(me.GET, { headers: { 'x-user-email': admin.email } });
    expect(forged.status).toBe(401);
  });

  it('stops working at once when the account is deactivated or its password changes', async () => {
    const user = await createUser('admin');
    const cookie = await issueSessionCookie(user);
    const req = () => new Request('http://localhost/api/auth/me', { headers: { cookie } });
    expect(await sessionUserFromRequest(req())).not.toBeNull();
    await db.user.update({ where: { id: user.id }, data: { status: 'deactivated' } });
    expect(await sessionUserFromRequest(req())).toBeNull();
    await db.user.update({ where: { id: user.id }, data: { status: 'active', sessionVersion: { increment: 1 } } });
    expect(await sessionUserFromRequest(req())).toBeNull();
  });

  it('ignores a tampered cookie', async () => {
    const user = await createUser('artist');
    const cookie = await issueSessionCookie(user);
    const tampered = cookie.slice(0, -4) + (cookie.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect(await sessionUserFromRequest(new Request('http://x', { headers: { cookie: tampered } }))).toBeNull();
  });
});

describe('password reset', () => {
  it('emails a one-time link that sets a new password and ends old sessions', async () => {
    const user = await createUser('artist');
    const res = await call(resetRoute.POST, { body: { email: user.email.toUpperCase() } });
    expect(res.status).toBe(202);
    const token = await lastLinkTo(user.email, /reset-password\?token=([\w-]+)/);

    const done = await call(confirmRoute.POST, { body: { token, password: 'a brand new secret' } });
    expect(done.status).toBe(200);
    await expect(authenticate({ email: user.email, password: 'a brand new secret', ip: IP })).resolves.not.toBeNull();
    await expect(authenticate({ email: user.email, password: TEST_PASSWORD, ip: IP })).resolves.toBeNull();
    expect(
      await sessionUserFromRequest(new Request('http://x', { headers: { cookie: await issueSessionCookie(user) } })),
    ).toBeNull();

    const again = await call(confirmRoute.POST, { body: { token, password: 'yet another secret' } });
    expect(again.status).toBe(400);
    expect(again.json.error).toMatch(/invalid or has expired|already been used/);
  });

  it('answers the same for unknown emails and sends nothing', async () => {
    const res = await call(resetRoute.POST, { body: { email: 'ghost@test.local' } });
    expect(res.status).toBe(202);
    expect(await db.outboxEmail.count({ where: { to: 'ghost@test.local' } })).toBe(0);
  });

  it('refuses an expired token', async () => {
    const user = await createUser('artist');
    await requestPasswordReset(user.email);
    const token = await lastLinkTo(user.email, /token=([\w-]+)/);
    await db.passwordResetToken.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const res = await call(confirmRoute.POST, { body: { token, password: 'a brand new secret' } });
    expect(res.status).toBe(400);
  });

  it('validates the new password and the email', async () => {
    const short = await call(confirmRoute.POST, { body: { token: 'x'.repeat(40), password: 'short' } });
    expect(short.status).toBe(400);
    expect(short.json.issues[0]).toMatchObject({ path: 'password', message: 'Use at least 10 characters' });
    const bad = await call(resetRoute.POST, { body: { email: 'not-an-email' } });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatch(/valid email/);
  });

  it('sends at most 3 reset emails an hour to one address', async () => {
    const user = await createUser('artist');
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(resetRoute.POST, { body: { email: user.email } })).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    expect(await db.outboxEmail.count({ where: { to: user.email } })).toBe(3);
  });
});
