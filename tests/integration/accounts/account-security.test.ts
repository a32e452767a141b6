// Accounts hold against an admin acting as another user: each test replays one finding of issue 13.
import { db } from '@/lib/platform/db';
import { authenticate } from '@/lib/platform/auth/authenticate';
import { requestPasswordReset } from '@/lib/accounts/credentials';
import { LOGIN_LIMITS } from '@/lib/platform/auth/login-throttle';
import { clientIp, resolveClientAddress, markClientAddressHookInstalled } from '@/lib/platform/auth/client-address';
import {
  endSession,
  issueSessionCookie,
  sessionUserFromRequest,
  decodeSessionCookie,
} from '@/lib/platform/auth/session';
import { sessionCookieName } from '@/lib/platform/auth/cookies';
import { REDACTED, sendEmail } from '@/lib/platform/mail/service';
import { resetEnvCache } from '@/lib/platform/env';
import * as outbox from '@/app/api/admin/outbox/route';
import * as resend from '@/app/api/admin/outbox/[id]/resend/route';
import * as resetRoute from '@/app/api/auth/password-reset/route';
import * as confirmRoute from '@/app/api/auth/password-reset/confirm/route';
import * as invitations from '@/app/api/admin/invitations/route';
import * as acceptRoute from '@/app/api/auth/invitations/[token]/accept/route';
import * as me from '@/app/api/auth/me/route';
import * as changePw from '@/app/api/auth/password/route';
import { call, createUser, TEST_PASSWORD } from '../../helpers/api';
import { deliveredLink } from '../../helpers/mail';
import { callSteppedUp } from '../../helpers/step-up';
import * as distSettings from '@/app/api/distribution/settings/route';
import * as storeRoute from '@/app/api/distribution/stores/[id]/route';
import * as superSettings from '@/app/api/admin/super-settings/route';

describe('secrets never reach an admin', () => {
  it('an admin who triggers a super admin reset reads only a redacted link and cannot use it', async () => {
    const admin = await createUser('admin');
    const boss = await createUser('super_admin');
    expect((await call(resetRoute.POST, { body: { email: boss.email } })).status).toBe(202);

    const listed = await call(outbox.GET, { as: admin, url: `/api/admin/outbox?to=${encodeURIComponent(boss.email)}` });
    expect(listed.status).toBe(200);
    const mail = listed.json.items[0];
    expect(mail.kind).toBe('password_reset');
    expect(mail.text).toContain(`reset-password?token=${REDACTED}`);
    // The real token is only in the delivered copy, and nothing an admin can list contains it.
    const token = await deliveredLink(boss.email, /reset-password\?token=([\w-]+)/);
    expect(listed.text).not.toContain(token);
    expect(JSON.stringify(listed.json)).not.toMatch(/token=[\w-]{20,}/);

    // Guessing with what the admin can see fails; the super admin's password is unchanged.
    const tried = await call(confirmRoute.POST, { body: { token: REDACTED, password: 'admin took over now' } });
    expect(tried.status).toBe(400);
    await expect(authenticate({ email: boss.email, password: TEST_PASSWORD, ip: '192.0.2.1' })).resolves.toMatchObject({
      id: boss.id,
    });
  });

  it('an admin can send a token email again without reading it', async () => {
    const admin = await createUser('admin');
    const artist = await createUser('artist');
    await requestPasswordReset(artist.email);
    const row = await db.outboxEmail.findFirstOrThrow({ where: { to: artist.email } });
    const res = await call(resend.POST, { as: admin, params: { id: row.id }, method: 'POST' });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.json)).not.toContain('token=');
    expect(await db.auditLog.count({ where: { actorId: admin.id, action: 'email.resend' } })).toBe(1);
    expect((await call(resend.POST, { as: admin, params: { id: 'missing' }, method: 'POST' })).status).toBe(404);
    const artistTries = await call(resend.POST, { as: artist, params: { id: row.id }, method: 'POST' });
    expect(artistTries.status).toBe(403);
  });

  it('admin invitations are redacted in the outbox too', async () => {
    const admin = await createUser('super_admin');
    await call(invitations.POST, { as: admin, body: { email: 'redacted-invite@test.local' } });
    const stored = await db.outboxEmail.findFirstOrThrow({ where: { to: 'redacted-invite@test.local' } });
    expect(stored.text).toContain(`admin-invitation/${REDACTED}`);
  });
});

describe('without SMTP the full message is only in the server log', () => {
  it('logs the link for development while the outbox row stays redacted', async () => {
    const secret = 'tok_devlog_abcdefghijklmnopqrstuvwxyz012345';
    const lines: string[] = [];
    const realLog = console.log;
    process.env.LOG_LEVEL = 'info';
    resetEnvCache();
    console.log = (line: string) => lines.push(String(line));
    let id: string;
    try {
      id = await sendEmail({
        to: 'dev-log@test.local',
        subject: 'Reset',
        text: `Open http://localhost:3000/reset-password?token=${secret}`,
        kind: 'password_reset',
        secrets: [secret],
      });
    } finally {
      console.log = realLog;
      delete process.env.LOG_LEVEL;
      resetEnvCache();
    }
    expect(lines.some((l) => l.includes(secret) && l.includes('dev-log@test.local'))).toBe(true);
    expect((await db.outboxEmail.findUniqueOrThrow({ where: { id } })).text).toContain(`token=${REDACTED}`);
  });
});

describe('invitations and resets', () => {
  it('an admin invitation to an email with an account is refused and never touches its password or role', async () => {
    const admin = await createUser('admin');
    const artist = await createUser('artist');
    const res = await call(invitations.POST, { as: admin, body: { email: artist.email, role: 'admin' } });
    expect(res.status).toBe(409);
    expect(res.json.error).toMatch(/already has an account/);
    const after = await db.user.findUniqueOrThrow({ where: { id: artist.id } });
    expect(after).toMatchObject({ role: 'artist', passwordHash: artist.passwordHash });
  });

  it('an invitation accepted after the email got an account is refused; the account is unchanged', async () => {
    const admin = await createUser('super_admin');
    await call(invitations.POST, { as: admin, body: { email: 'later@test.local', role: 'super_admin' } });
    const token = await deliveredLink('later@test.local', /admin-invitation\/([\w-]+)/);
    const meanwhile = await createUser('artist', { email: 'later@test.local' });
    const res = await call(acceptRoute.POST, { params: { token }, body: { name: 'X', password: 'take over please' } });
    expect(res.status).toBe(409);
    const after = await db.user.findUniqueOrThrow({ where: { id: meanwhile.id } });
    expect(after).toMatchObject({ role: 'artist', passwordHash: meanwhile.passwordHash });
  });

  it('using one reset link voids the others and ends every session; links last 30 minutes', async () => {
    const user = await createUser('artist');
    const cookie = await issueSessionCookie(user);
    await requestPasswordReset(user.email);
    const first = await deliveredLink(user.email, /token=([\w-]+)/);
    await requestPasswordReset(user.email);
    const second = await deliveredLink(user.email, /token=([\w-]+)/);
    expect(first).not.toBe(second);
    const rows = await db.passwordResetToken.findMany({ where: { userId: user.id } });
    for (const r of rows) {
      expect(r.expiresAt.getTime() - r.createdAt.getTime()).toBeLessThanOrEqual(30 * 60 * 1000 + 1000);
      expect(r.tokenHash).not.toBe(first);
      expect(r.tokenHash).not.toBe(second);
    }

    expect((await call(confirmRoute.POST, { body: { token: second, password: 'the new password' } })).status).toBe(200);
    const stale = await call(confirmRoute.POST, { body: { token: first, password: 'attacker password' } });
    expect(stale.status).toBe(400);
    await expect(authenticate({ email: user.email, password: 'the new password', ip: '192.0.2.2' })).resolves.not.toBe(
      null,
    );
    expect((await call(me.GET, { headers: { cookie } })).status).toBe(401);
  });
});

describe('changing the password', () => {
  it('voids outstanding reset links and ends the other sessions, keeping this one', async () => {
    const user = await createUser('artist');
    const elsewhere = await issueSessionCookie(user);
    const here = await issueSessionCookie(user);
    await requestPasswordReset(user.email);
    const token = await deliveredLink(user.email, /token=([\w-]+)/);
    const wrong = await call(changePw.POST, {
      headers: { cookie: here },
      body: { currentPassword: 'not it', newPassword: 'a different password' },
    });
    expect(wrong.status).toBe(400);
    const ok = await call(changePw.POST, {
      headers: { cookie: here },
      body: { currentPassword: TEST_PASSWORD, newPassword: 'a different password' },
    });
    expect(ok.status).toBe(200);
    expect((await call(confirmRoute.POST, { body: { token, password: 'attacker password' } })).status).toBe(400);
    expect((await call(me.GET, { headers: { cookie: elsewhere } })).status).toBe(401);
    expect((await call(me.GET, { headers: { cookie: here } })).status).toBe(200);
  });
});

describe('sessions', () => {
  it('signing out ends the session on the server: the old cookie is 401', async () => {
    const user = await createUser('admin');
    const cookie = await issueSessionCookie(user);
    expect((await call(me.GET, { headers: { cookie } })).status).toBe(200);
    const claims = await decodeSessionCookie(cookie.slice(sessionCookieName().length + 1));
    await endSession(claims?.sid);
    expect((await call(me.GET, { headers: { cookie } })).status).toBe(401);
    // Another browser of the same user stays signed in.
    const other = await issueSessionCookie(user);
    expect((await call(me.GET, { headers: { cookie: other } })).status).toBe(200);
  });

  it('a cookie without a server-side session (forged from an old format) is refused', async () => {
    const user = await createUser('artist');
    const cookie = await issueSessionCookie(user);
    const claims = await decodeSessionCookie(cookie.slice(sessionCookieName().length + 1));
    await db.authSession.delete({ where: { id: claims!.sid! } });
    expect(await sessionUserFromRequest(new Request('http://x', { headers: { cookie } }))).toBeNull();
  });
});

describe('login throttling', () => {
  it('the client address comes from the connection; a client-sent X-Forwarded-For is ignored', () => {
    const spoofed = '10.9.8.7, 203.0.113.50';
    expect(resolveClientAddress({ socketAddress: '198.51.100.4', forwardedFor: spoofed, trustedProxies: 0 })).toBe(
      '198.51.100.4',
    );
    // One trusted proxy: the entry it appended (the rightmost), never the ones the client wrote.
    expect(resolveClientAddress({ socketAddress: '10.0.0.2', forwardedFor: spoofed, trustedProxies: 1 })).toBe(
      '203.0.113.50',
    );
    expect(resolveClientAddress({ socketAddress: '::ffff:10.0.0.2', forwardedFor: undefined, trustedProxies: 1 })).toBe(
      '10.0.0.2',
    );
    markClientAddressHookInstalled();
    const headers = new Headers({ 'x-forwarded-for': '1.2.3.4', 'x-platform-client-address': '198.51.100.4' });
    expect(clientIp(headers)).toBe('198.51.100.4');
    expect(clientIp(new Headers({ 'x-forwarded-for': '1.2.3.4' }))).toBe('unknown');
  });

  it('changing X-Forwarded-For does not reset the limit, and the victim is not locked out', async () => {
    const victim = await createUser('super_admin');
    // Warm up: the owner signs in from their usual address.
    await expect(authenticate({ email: victim.email, password: TEST_PASSWORD, ip: '192.0.2.10' })).resolves.not.toBe(
      null,
    );
    const attackerSocket = '203.0.113.66';
    let refused = 0;
    for (let i = 0; i < LOGIN_LIMITS.perPair + 3; i++) {
      const ip = resolveClientAddress({
        socketAddress: attackerSocket,
        forwardedFor: `10.0.0.${i}`,
        trustedProxies: 0,
      });
      try {
        await authenticate({ email: victim.email, password: `guess-${i}`, ip });
      } catch (err) {
        expect((err as { status: number }).status).toBe(429);
        refused += 1;
      }
    }
    expect(refused).toBeGreaterThan(0);
    // Even the right password waits at the attacker's address ...
    await expect(
      authenticate({ email: victim.email, password: TEST_PASSWORD, ip: attackerSocket }),
    ).rejects.toMatchObject({ status: 429 });
    // ... while the owner signs in at once, from their address and from a new one.
    await expect(
      authenticate({ email: victim.email, password: TEST_PASSWORD, ip: '192.0.2.10' }),
    ).resolves.toMatchObject({ id: victim.id });
    await expect(
      authenticate({ email: victim.email, password: TEST_PASSWORD, ip: '192.0.2.11' }),
    ).resolves.toMatchObject({ id: victim.id });
  });

  it('delays grow with each failure instead of a fixed lock', async () => {
    const user = await createUser('artist');
    const ip = '198.51.100.99';
    const waits: number[] = [];
    for (let i = 0; i < LOGIN_LIMITS.perPair + 3; i++) {
      await db.rateLimiterFlexible.deleteMany({ where: { key: { startsWith: 'login_wait' } } });
      await authenticate({ email: user.email, password: 'wrong', ip }).catch(() => null);
      const row = await db.rateLimiterFlexible.findUnique({ where: { key: `login_wait:pair:${user.email}|${ip}` } });
      if (row?.expire) waits.push(Math.round((row.expire.getTime() - Date.now()) / 1000));
    }
    expect(waits.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThan(waits[i - 1]);
  });
});

describe('platform-wide settings need a super admin after step-up', () => {
  it('an admin gets 403 and a super admin without step-up 428 on distribution settings and stores', async () => {
    const store = await db.store.create({
      data: { slug: `trust-${Date.now()}`, name: 'Trust Store', ddexPartyId: `PADPIDA${Date.now()}`, requirements: {} },
    });
    const admin = await createUser('admin');
    const boss = await createUser('super_admin');
    const patchSettings = { method: 'PATCH', body: { simFailurePercent: 40 } };
    expect((await call(distSettings.PATCH, { as: admin, ...patchSettings })).status).toBe(403);
    expect((await call(distSettings.PATCH, { as: boss, ...patchSettings })).status).toBe(428);
    expect((await callSteppedUp(distSettings.PATCH, boss, patchSettings)).status).toBe(200);
    const patchStore = { method: 'PATCH', params: { id: store.id }, body: { enabled: false } };
    expect((await call(storeRoute.PATCH, { as: admin, ...patchStore })).status).toBe(403);
    expect((await call(storeRoute.PATCH, { as: boss, ...patchStore })).status).toBe(428);
    expect((await db.store.findUniqueOrThrow({ where: { id: store.id } })).enabled).toBe(true);
    expect((await callSteppedUp(storeRoute.PATCH, boss, patchStore)).status).toBe(200);
    // Brand domains and registrant codes go through the super admin settings, step-up required too.
    const patchSuper = { method: 'PATCH', body: { isrcRegistrant: 'ZZ9' } };
    expect((await call(superSettings.PATCH, { as: admin, ...patchSuper })).status).toBe(403);
    expect((await call(superSettings.PATCH, { as: boss, ...patchSuper })).status).toBe(428);
  });
});
