import { db } from '@/lib/platform/db';
import * as splitsRoute from '@/app/api/royalties/splits/route';
import * as defaultRoute from '@/app/api/royalties/default-split/route';
import * as claimRoute from '@/app/api/royalties/claims/[token]/route';
import { balanceCents } from '@/lib/royalties/ledger';
import { call, createUser } from '../../helpers/api';
import { importStatement, releaseWithTracks } from '../../helpers/royalties';
import { deliveredLink } from '../../helpers/mail';

jest.setTimeout(60_000);

beforeAll(() => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
});

// The claim link as the recipient gets it (the outbox copy has it redacted).
const tokenFromOutbox = (to: string) => deliveredLink(to, /claim-collaboration\/([A-Za-z0-9_-]+)/, 'split_invitation');

describe('split sheets', () => {
  it('refuses shares that do not sum to 100%, and splits of releases the caller does not own', async () => {
    const owner = await createUser('artist');
    const stranger = await createUser('artist');
    const rel = await releaseWithTracks(owner.id, 1);
    const bad = await call(splitsRoute.POST, {
      as: owner,
      body: {
        trackId: rel.tracks[0].id,
        effectiveFrom: '2026-01',
        shares: [
          { name: 'A', role: 'composer', shareBps: 5000 },
          { name: 'B', role: 'producer', shareBps: 4000 },
        ],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatch(/Shares must add up to exactly 100%/);
    const notMine = await call(splitsRoute.POST, {
      as: stranger,
      body: {
        trackId: rel.tracks[0].id,
        effectiveFrom: '2026-01',
        shares: [{ name: 'A', role: 'composer', shareBps: 10000 }],
      },
    });
    // a stranger is told the track does not exist, exactly as for an id that does not
    expect(notMine.status).toBe(404);
    const badPeriod = await call(splitsRoute.POST, {
      as: owner,
      body: { releaseId: rel.id, effectiveFrom: '2026-13', shares: [{ name: 'A', role: 'composer', shareBps: 10000 }] },
    });
    expect(badPeriod.status).toBe(400);
  });

  it('a change applies to later periods only, and the history is kept', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const co = await createUser('artist');
    const rel = await releaseWithTracks(owner.id, 1);
    const t = rel.tracks[0];
    const first = await call(splitsRoute.POST, {
      as: owner,
      body: {
        trackId: t.id,
        effectiveFrom: '2026-01',
        shares: [{ name: 'Me', email: owner.email, role: 'main_artist', shareBps: 10000 }],
      },
    });
    expect(first.status).toBe(201);
    await importStatement(admin, `isrc,net_amount,sale_period\n${t.isrc},10.00,2026-03\n`);
    const tooEarly = await call(splitsRoute.POST, {
      as: owner,
      body: {
        trackId: t.id,
        effectiveFrom: '2026-03',
        shares: [
          { name: 'Me', email: owner.email, role: 'main_artist', shareBps: 5000 },
          { name: 'Co', email: co.email, role: 'composer', shareBps: 5000 },
        ],
      },
    });
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.json.error).toMatch(/already allocated/);
    const later = await call(splitsRoute.POST, {
      as: owner,
      body: {
        trackId: t.id,
        effectiveFrom: '2026-04',
        shares: [
          { name: 'Me', email: owner.email, role: 'main_artist', shareBps: 5000 },
          { name: 'Co', email: co.email, role: 'composer', shareBps: 5000 },
        ],
      },
    });
    expect(later.status).toBe(201);
    await importStatement(admin, `isrc,net_amount,sale_period\n${t.isrc},10.00,2026-03\n${t.isrc},10.00,2026-04\n`);
    expect(await balanceCents(db, owner.id)).toBe(1000n + 1000n + 500n);
    expect(await balanceCents(db, co.id)).toBe(500n);
    const history = await call(splitsRoute.GET, { as: owner, url: `/api/royalties/splits?releaseId=${rel.id}` });
    expect(history.json.sheets.map((s: { effectiveFrom: string }) => s.effectiveFrom)).toEqual(['2026-04', '2026-01']);
  });

  it('default splits apply to releases without a split; an invited contributor claims their share once', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const email = `newcomer-${Date.now()}@test.local`;
    const def = await call(defaultRoute.PUT, {
      as: owner,
      body: {
        shares: [
          { name: 'Me', email: owner.email, role: 'main_artist', shareBps: 8000 },
          { name: 'Newcomer', email, role: 'producer', shareBps: 2000 },
        ],
      },
    });
    expect(def.status).toBe(200);
    const rel = await releaseWithTracks(owner.id, 1);
    await importStatement(admin, `isrc,net_amount\n${rel.tracks[0].isrc},20.00\n`);
    expect(await balanceCents(db, owner.id)).toBe(1600n);

    const token = await tokenFromOutbox(email);
    const info = await call(claimRoute.GET, { params: { token } });
    expect(info.json).toMatchObject({ email, shareBps: 2000, unclaimedCents: 400, hasAccount: false });
    const noAccount = await call(claimRoute.POST, { params: { token }, body: {} });
    expect(noAccount.status).toBe(400);
    const claimed = await call(claimRoute.POST, {
      params: { token },
      body: { name: 'New Comer', password: 'a-long-password' },
    });
    expect(claimed.status).toBe(200);
    expect(claimed.json).toMatchObject({ creditedCents: 400, createdAccount: true });
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    expect(await balanceCents(db, user.id)).toBe(400n);
    const reused = await call(claimRoute.POST, { params: { token }, body: { name: 'x', password: 'a-long-password' } });
    expect(reused.status).toBe(409);
    expect(reused.json.error).toBe('This claim link has already been used.');
    const unknown = await call(claimRoute.GET, { params: { token: 'nope' } });
    expect(unknown.status).toBe(404);
    // Later earnings go straight to the new account.
    await importStatement(admin, `isrc,net_amount,sale_period\n${rel.tracks[0].isrc},5.00,2026-10\n`);
    expect(await balanceCents(db, user.id)).toBe(500n);
  });
});
