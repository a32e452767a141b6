// Failures from many addresses make every new address wait for the account; its owner keeps their known
// devices and gets past the wait on a new one with a sign-in link from their email (single use, hashed,
// redacted in the outbox, 15 minutes).
import { db } from '@/lib/platform/db';
import { authenticate } from '@/lib/platform/auth/authenticate';
import { authOptions } from '@/lib/platform/auth/options';
import { REDACTED } from '@/lib/platform/mail/service';
import { CLIENT_ADDRESS_HEADER, markClientAddressHookInstalled } from '@/lib/platform/auth/client-address';
import { UNLOCK_REQUESTS_PER_CLIENT } from '@/lib/platform/auth/sign-in-unlock';
import * as unlockRoute from '@/app/api/auth/sign-in-unlock/route';
import * as changePw from '@/app/api/auth/password/route';
import { call, createUser, TEST_PASSWORD } from '../../helpers/api';
import { deliveredLink } from '../../helpers/mail';

jest.setTimeout(180_000);

type User = Awaited<ReturnType<typeof createUser>>;
let client = 0;
/** An unlock request from a new client address (the per-client limit has its own test below). */
const askForLink = (email: string) =>
  call(unlockRoute.POST, { body: { email }, headers: { [CLIENT_ADDRESS_HEADER]: `192.0.2.${++client}` } });

beforeAll(() => markClientAddressHookInstalled());
const signIn = (user: User, ip: string, unlock?: string, password = TEST_PASSWORD) =>
  authenticate({ email: user.email, password, ip, unlock });

/** 60 wrong passwords from 12 addresses: past the account's 50, every address it never signed in from waits. */
async function attackFromTwelveAddresses(user: User) {
  for (let a = 0; a < 12; a++)
    for (let i = 0; i < 5; i++)
      await signIn(user, `203.0.113.${a + 1}`, undefined, `guess-${a}-${i}`).catch(() => null);
}

async function unlockLink(user: User): Promise<string> {
  const res = await askForLink(user.email);
  expect(res.status).toBe(202);
  return deliveredLink(user.email, /unlock=([\w-]+)/, 'sign_in_unlock');
}

describe('sign-in links past the account-wide wait', () => {
  it('60 failures from 12 addresses: known devices still sign in, a new one does with the emailed link, once', async () => {
    const owner = await createUser('artist');
    await expect(signIn(owner, '192.0.2.10')).resolves.toMatchObject({ id: owner.id });
    await attackFromTwelveAddresses(owner);
    await expect(signIn(owner, '198.51.100.50')).rejects.toMatchObject({ status: 429 });
    await expect(signIn(owner, '192.0.2.10')).resolves.toMatchObject({ id: owner.id });

    // The same answer for an email without an account, and nothing is sent to it.
    const unknown = await askForLink('nobody-unlock@test.local');
    const token = await unlockLink(owner);
    expect(unknown).toMatchObject({ status: 202 });
    const known = await askForLink(owner.email);
    expect(unknown.json).toEqual(known.json);
    expect(await db.outboxEmail.count({ where: { to: 'nobody-unlock@test.local' } })).toBe(0);
    const stored = await db.outboxEmail.findFirstOrThrow({ where: { to: owner.email, kind: 'sign_in_unlock' } });
    expect(stored.text).toContain(`unlock=${REDACTED}`);
    expect(stored.text).not.toContain(token);
    expect(await db.signInUnlockToken.count({ where: { tokenHash: token } })).toBe(0);

    // The link does not replace the password ...
    await expect(signIn(owner, '198.51.100.50', token, 'not the password')).resolves.toBeNull();
    // ... and with it, through the sign-in form's credentials, the owner is in from the new address.
    const provider = authOptions().providers[0] as unknown as {
      options: { authorize: (c: Record<string, string>, req: { headers: Record<string, string> }) => Promise<unknown> };
    };
    await expect(
      provider.options.authorize({ email: owner.email, password: TEST_PASSWORD, unlock: token }, { headers: {} }),
    ).resolves.toMatchObject({ id: owner.id });
    expect(await db.auditLog.count({ where: { actorId: owner.id, action: 'auth.unlock_used' } })).toBe(1);
    // Used once: from another new address the same link no longer helps.
    await expect(signIn(owner, '198.51.100.51', token)).rejects.toMatchObject({ status: 429 });
  });

  it('a link opens only its own account, expires after 15 minutes and dies with a password change', async () => {
    const owner = await createUser('artist');
    const other = await createUser('artist');
    await attackFromTwelveAddresses(owner);
    const otherToken = await unlockLink(other);
    await expect(signIn(owner, '198.51.100.60', otherToken)).rejects.toMatchObject({ status: 429 });

    const expiring = await unlockLink(owner);
    const row = await db.signInUnlockToken.findFirstOrThrow({
      where: { userId: owner.id },
      orderBy: { createdAt: 'desc' },
    });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(15 * 60 * 1000 + 1000);
    await db.signInUnlockToken.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await expect(signIn(owner, '198.51.100.61', expiring)).rejects.toMatchObject({ status: 429 });

    const voided = await unlockLink(owner);
    const changed = await call(changePw.POST, {
      as: owner,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'a brand new password' },
    });
    expect(changed.status).toBe(200);
    await expect(signIn(owner, '198.51.100.62', voided, 'a brand new password')).rejects.toMatchObject({ status: 429 });
  });

  it('sends one address at most three links an hour (429 after), whether or not it has an account', async () => {
    const owner = await createUser('artist');
    const statuses = [];
    for (const email of [owner.email, 'nobody-else@test.local'])
      for (let i = 0; i < 4; i++) statuses.push((await askForLink(email)).status);
    expect(statuses).toEqual([202, 202, 202, 429, 202, 202, 202, 429]);
    expect(await db.outboxEmail.count({ where: { to: owner.email, kind: 'sign_in_unlock' } })).toBe(3);
  });

  it(`takes ${UNLOCK_REQUESTS_PER_CLIENT.points} requests an hour from one client address, then 429`, async () => {
    const headers = { [CLIENT_ADDRESS_HEADER]: '198.51.100.99' };
    const statuses = [];
    for (let i = 0; i <= UNLOCK_REQUESTS_PER_CLIENT.points; i++)
      statuses.push((await call(unlockRoute.POST, { body: { email: `many-${i}@test.local` }, headers })).status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(UNLOCK_REQUESTS_PER_CLIENT.points);
    expect(statuses.at(-1)).toBe(429);
  });
});
