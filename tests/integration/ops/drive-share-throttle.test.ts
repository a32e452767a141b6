// Share-link passwords are guessed only slowly: per link and per client address, and past the limit the
// right password waits too (429 with Retry-After) until the window has passed.
import { db } from '@/lib/platform/db';
import { markClientAddressHookInstalled, CLIENT_ADDRESS_HEADER } from '@/lib/platform/auth/client-address';
import { SHARE_PASSWORD_PER_ADDRESS, SHARE_PASSWORD_PER_LINK } from '@/lib/ops/drive/share-throttle';
import * as files from '@/app/api/drive/files/route';
import * as shares from '@/app/api/drive/files/[id]/shares/route';
import * as shared from '@/app/api/drive/shared/[token]/route';
import { call, createUser } from '../../helpers/api';

jest.setTimeout(180_000);

const PASSWORD = 'open sesame';
let artist: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
  markClientAddressHookInstalled();
  artist = await createUser('artist');
});

/** A new file shared with a password: the token of its link. */
async function passwordShare(): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob(['shared bytes']), 'mix.txt');
  const up = await call(files.POST, { method: 'POST', as: artist, url: '/api/drive/files', rawBody: form });
  const s = await call(shares.POST, {
    as: artist,
    params: { id: up.json.id },
    body: { expiresInHours: 1, password: PASSWORD },
  });
  expect(s.status).toBe(201);
  return (s.json.url as string).split('/').pop()!;
}

const open = (token: string, password: string, ip: string) =>
  call(shared.GET, {
    params: { token },
    url: `/api/drive/shared/${token}`,
    headers: { 'x-share-password': password, [CLIENT_ADDRESS_HEADER]: ip },
  });

/** The window passes (the limiter's rows expire). */
const windowPasses = () =>
  db.rateLimiterFlexible.updateMany({
    where: { key: { startsWith: 'route_share-password' } },
    data: { expire: new Date(Date.now() - 1000) },
  });

describe('share link passwords', () => {
  it(`40 simultaneous wrong guesses: ${SHARE_PASSWORD_PER_LINK.points} are checked, then even the right password waits`, async () => {
    const token = await passwordShare();
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => open(token, `guess-${i}`, `198.51.100.${i + 1}`)),
    );
    const statuses = guesses.map((g) => g.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(SHARE_PASSWORD_PER_LINK.points);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - SHARE_PASSWORD_PER_LINK.points);

    const right = await open(token, PASSWORD, '198.51.100.200');
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(right.json.error).toMatch(/Too many password attempts for this link/);

    await windowPasses();
    const later = await open(token, PASSWORD, '198.51.100.200');
    expect(later.status).toBe(200);
    expect(later.text).toBe('shared bytes');
  });

  it(`one client address gets ${SHARE_PASSWORD_PER_ADDRESS.points} wrong guesses over every link, then waits; others do not`, async () => {
    const ip = '203.0.113.9';
    const tokens: string[] = [];
    for (let i = 0; i < 4; i++) tokens.push(await passwordShare());
    let wrong = 0;
    for (const token of tokens)
      for (let i = 0; i < SHARE_PASSWORD_PER_LINK.points - 2; i++)
        if ((await open(token, `guess-${i}`, ip)).status === 401) wrong += 1;
    expect(wrong).toBe(SHARE_PASSWORD_PER_ADDRESS.points);
    const fresh = await passwordShare();
    const refused = await open(fresh, PASSWORD, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await open(fresh, PASSWORD, '203.0.113.10')).status).toBe(200);
  });

  it('right passwords do not add up: a collaborator can download again and again', async () => {
    const token = await passwordShare();
    for (let i = 0; i < SHARE_PASSWORD_PER_LINK.points + 5; i++)
      expect((await open(token, PASSWORD, '192.0.2.77')).status).toBe(200);
  });
});
