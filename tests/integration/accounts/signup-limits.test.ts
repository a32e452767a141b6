// What anonymous sign-ups can cost someone else: emails to one address, requests from one client address,
// and drive space for accounts whose email nobody confirmed.
import { db } from '@/lib/platform/db';
import { markClientAddressHookInstalled, CLIENT_ADDRESS_HEADER } from '@/lib/platform/auth/client-address';
import { SIGNUP_EMAILS_PER_ADDRESS, SIGNUP_PER_ADDRESS } from '@/lib/accounts/signup-limits';
import * as register from '@/app/api/auth/register/route';
import * as verify from '@/app/api/auth/verify/route';
import * as drive from '@/app/api/drive/route';
import * as files from '@/app/api/drive/files/route';
import { call, createUser } from '../../helpers/api';
import { deliveredLink } from '../../helpers/mail';

jest.setTimeout(120_000);

let address = 0;
const from = (ip = `192.0.2.${++address % 250}`) => ({ 'x-brand': 'mastermusicsafe', [CLIENT_ADDRESS_HEADER]: ip });
const signUp = (email: string, ip?: string) =>
  call(register.POST, { headers: from(ip), body: { name: 'Probe', email, password: 'probe password 1' } });

beforeAll(() => markClientAddressHookInstalled());

describe('sign-up emails per address', () => {
  it(`21 sign-ups for one address from 21 client addresses send its owner at most ${SIGNUP_EMAILS_PER_ADDRESS.points} emails`, async () => {
    const owner = await createUser('artist');
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await signUp(owner.email));
    for (const a of answers) {
      expect(a.status).toBe(201);
      expect(a.json).toEqual(answers[0].json);
    }
    expect(await db.outboxEmail.count({ where: { to: owner.email } })).toBe(SIGNUP_EMAILS_PER_ADDRESS.points);
  });

  it('an address without an account gets its verification and the same few notes, and the same answers', async () => {
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await signUp('many-times@test.local'));
    for (const a of answers) expect(a).toMatchObject({ status: 201, json: answers[0].json });
    const mails = await db.outboxEmail.findMany({
      where: { to: 'many-times@test.local' },
      orderBy: { createdAt: 'asc' },
    });
    expect(mails.map((m) => m.kind)).toEqual([
      'email_verification',
      ...Array(SIGNUP_EMAILS_PER_ADDRESS.points - 1).fill('signup_existing_account'),
    ]);
  });
});

describe('sign-ups per client address', () => {
  it(`allows ${SIGNUP_PER_ADDRESS.points} an hour, then answers 429 whether or not the email has an account`, async () => {
    const owner = await createUser('artist');
    const ip = '203.0.113.77';
    for (let i = 0; i < SIGNUP_PER_ADDRESS.points; i++)
      expect((await signUp(`from-one-address-${i}@test.local`, ip)).status).toBe(201);
    const existing = await signUp(owner.email, ip);
    const unknown = await signUp('never-seen@test.local', ip);
    for (const res of [existing, unknown]) {
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The same sentence either way; only the seconds left may have ticked between the two requests.
    const sentence = (res: typeof existing) => String(res.json.error).replace(/\d+/g, 'N');
    expect(sentence(unknown)).toBe(sentence(existing));
    expect(await db.user.count({ where: { email: 'never-seen@test.local' } })).toBe(0);
    // Another address is not held up.
    expect((await signUp('never-seen@test.local', '203.0.113.78')).status).toBe(201);
  });
});

describe('drive space before the email is confirmed', () => {
  it('a self-serve account gets no drive space until it confirms its email, then the default', async () => {
    expect((await signUp('drive-unconfirmed@test.local')).status).toBe(201);
    const user = await db.user.findUniqueOrThrow({ where: { email: 'drive-unconfirmed@test.local' } });
    const upload = () => {
      const form = new FormData();
      form.append('file', new Blob(['x'.repeat(2000)]), 'stem.bin');
      return call(files.POST, { method: 'POST', as: user, url: '/api/drive/files', rawBody: form });
    };
    const before = await call(drive.GET, { as: user, url: '/api/drive' });
    expect(before.json.quota).toMatchObject({ quotaBytes: 0, freeBytes: 0, unverified: true });
    const refused = await upload();
    expect(refused.status).toBe(413);
    expect(refused.json.error).toMatch(/Confirm your email address/);
    expect(await db.driveFile.count({ where: { ownerId: user.id } })).toBe(0);

    const token = await deliveredLink(user.email, /verify\?token=([\w-]+)/, 'email_verification');
    expect((await call(verify.GET, { url: `/api/auth/verify?token=${token}` })).status).toBe(200);
    const after = await call(drive.GET, { as: user, url: '/api/drive' });
    expect(after.json.quota.quotaBytes).toBeGreaterThan(1024 ** 3);
    expect((await upload()).status).toBe(201);
  });
});
