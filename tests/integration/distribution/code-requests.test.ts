// Issue 13, "any artist can draw unlimited UPCs/ISRCs for drafts and they are never returned": requested
// codes are limited per artist, and a draft's codes go back to the pool when it is deleted or they are replaced.
jest.setTimeout(120_000);
import { db } from '@/lib/platform/db';
import * as upcRoute from '@/app/api/distribution/upc/route';
import * as isrcRoute from '@/app/api/distribution/isrc/route';
import * as releases from '@/app/api/releases/route';
import * as release from '@/app/api/releases/[id]/route';
import * as tracks from '@/app/api/releases/[id]/tracks/route';
import { setDistributionSettings } from '@/lib/distribution/settings';
import { codesOverview } from '@/lib/distribution/codes-overview';
import * as superSettings from '@/app/api/admin/super-settings/route';
import { call, createUser } from '../../helpers/api';
import { callSteppedUp } from '../../helpers/step-up';

type User = Awaited<ReturnType<typeof createUser>>;

async function draft(as: User, title: string) {
  const res = await call(releases.POST, { as, body: { title, primaryArtist: 'Artist' } });
  expect(res.status).toBe(201);
  return res.json.id as string;
}

async function track(as: User, releaseId: string, title: string) {
  const res = await call(tracks.POST, { as, params: { id: releaseId }, body: { title } });
  expect(res.status).toBe(201);
  return res.json.id as string;
}

const upcOf = async (as: User, releaseId: string) => call(upcRoute.POST, { as, body: { releaseId } });
const isrcOf = async (as: User, trackId: string) => call(isrcRoute.POST, { as, body: { trackId } });

beforeEach(async () => {
  await setDistributionSettings({ codeRequestLimit: 2 }, null);
  await db.returnedCode.deleteMany();
});

describe('an artist cannot draw unlimited UPCs and ISRCs for drafts', () => {
  it('refuses a request past the per-artist limit with a message, and counts per artist', async () => {
    const artist = await createUser('artist');
    const ids = [await draft(artist, 'One'), await draft(artist, 'Two'), await draft(artist, 'Three')];
    expect((await upcOf(artist, ids[0])).status).toBe(200);
    expect((await upcOf(artist, ids[1])).status).toBe(200);
    const third = await upcOf(artist, ids[2]);
    expect(third.status).toBe(409);
    expect(third.json.error).toMatch(/already hold 2 UPCs for releases that are not approved yet/);

    const t: string[] = [];
    for (const n of [1, 2, 3]) t.push(await track(artist, ids[0], `Song ${n}`));
    expect((await isrcOf(artist, t[0])).status).toBe(200);
    expect((await isrcOf(artist, t[1])).status).toBe(200);
    expect((await isrcOf(artist, t[2])).json.error).toMatch(/already hold 2 ISRCs/);

    // Another artist has their own allowance.
    const other = await createUser('artist');
    expect((await upcOf(other, await draft(other, 'Mine'))).status).toBe(200);
  });

  it('holds under simultaneous requests', async () => {
    const artist = await createUser('artist');
    const ids = await Promise.all([1, 2, 3, 4, 5].map((n) => draft(artist, `Burst ${n}`)));
    const answers = await Promise.all(ids.map((id) => upcOf(artist, id)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 409, 409, 409]);
  });
});

describe('the limit is a platform setting', () => {
  it('a super admin after step-up changes it; an admin cannot', async () => {
    const sa = await db.user.findUniqueOrThrow({ where: { id: (await createUser('super_admin')).id } });
    const admin = await createUser('admin');
    const body = { codeRequestLimit: 0 };
    expect((await call(superSettings.PATCH, { as: admin, body })).status).toBe(403);
    const bad = await callSteppedUp(superSettings.PATCH, sa, { body: { codeRequestLimit: -1 } });
    expect(bad.status).toBe(400);
    const ok = await callSteppedUp(superSettings.PATCH, sa, { body });
    expect(ok).toMatchObject({ status: 200, json: { codeRequestLimit: 0 } });
    const artist = await createUser('artist');
    expect((await upcOf(artist, await draft(artist, 'None left'))).status).toBe(409);
  });
});

describe('a deleted draft gives its codes back', () => {
  it('returns the UPC and ISRCs in the delete and issues them again before new ones', async () => {
    const artist = await createUser('artist');
    const id = await draft(artist, 'To delete');
    const t = await track(artist, id, 'Gone song');
    const upc = (await upcOf(artist, id)).json.upc as string;
    const isrc = (await isrcOf(artist, t)).json.isrc as string;
    const issued = async () => (await codesOverview()).sequences.map((q) => q.issued);
    const before = await issued();

    expect((await call(release.DELETE, { as: artist, params: { id }, method: 'DELETE' })).status).toBe(204);
    expect(await db.returnedCode.count({ where: { code: { in: [upc, isrc] } } })).toBe(2);
    // /admin-isrc counts what is really used: the returned codes are not.
    expect(await issued()).toEqual(before.map((n) => n - 1));

    const next = await createUser('artist');
    const other = await draft(next, 'Next');
    expect((await upcOf(next, other)).json.upc).toBe(upc);
    expect((await isrcOf(next, await track(next, other, 'Next song'))).json.isrc).toBe(isrc);
    expect(await db.returnedCode.count()).toBe(0);
  });

  it('a stranger cannot delete the draft, and a submitted release keeps its codes', async () => {
    const artist = await createUser('artist');
    const stranger = await createUser('artist');
    const id = await draft(artist, 'Kept');
    const upc = (await upcOf(artist, id)).json.upc as string;
    expect((await call(release.DELETE, { as: stranger, params: { id }, method: 'DELETE' })).status).toBe(404);
    await db.release.update({ where: { id }, data: { status: 'uploaded' } });
    const res = await call(release.DELETE, { as: artist, params: { id }, method: 'DELETE' });
    expect(res).toMatchObject({ status: 409, json: { error: 'Only drafts can be deleted.' } });
    expect(await db.release.findUnique({ where: { id } })).toMatchObject({ upc });
    expect(await db.returnedCode.count({ where: { code: upc } })).toBe(0);
  });

  it('a requested UPC replaced by a brought one goes back; a brought code is never pooled', async () => {
    const artist = await createUser('artist');
    const id = await draft(artist, 'Replaced');
    const upc = (await upcOf(artist, id)).json.upc as string;
    const brought = '036000291452';
    const patched = await call(release.PATCH, { as: artist, params: { id }, body: { upc: brought } });
    expect(patched).toMatchObject({ status: 200, json: { upc: brought } });
    expect(await db.returnedCode.findMany({ select: { code: true } })).toEqual([{ code: upc }]);
    expect((await call(release.DELETE, { as: artist, params: { id }, method: 'DELETE' })).status).toBe(204);
    expect(await db.returnedCode.count({ where: { code: brought } })).toBe(0);
  });
});

// The race needs two connections at once (one transaction holds the row, the request waits on it). The embedded
// database has one session, where transactions run one after another and this interleaving cannot happen:
// the test runs against a server only (CI's first pass).
const withConcurrentConnections = process.env.TEST_DATABASE_URL ? describe : describe.skip;

withConcurrentConnections('release edits and deletes carry ownership and status in the write', () => {
  /** Runs `request` while another transaction holds the release row, submits it, then commits. */
  async function racingASubmit(id: string, request: () => Promise<{ status: number }>) {
    let pending!: Promise<{ status: number }>;
    await db.$transaction(async (tx) => {
      await tx.$queryRawUnsafe(`SELECT "id" FROM "Release" WHERE "id" = $1 FOR UPDATE`, id);
      pending = request();
      // The request has read the draft and now waits on the row for its write.
      for (let i = 0; i < 100; i++) {
        const [{ n }] = await db.$queryRawUnsafe<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
        );
        if (n > 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await tx.release.update({ where: { id }, data: { status: 'uploaded' } });
    });
    return pending;
  }

  it('an edit or a delete that read a draft finds it submitted meanwhile and changes nothing', async () => {
    const artist = await createUser('artist');
    const id = await draft(artist, 'Racing');
    const edit = await racingASubmit(id, () =>
      call(release.PATCH, { as: artist, params: { id }, body: { title: 'Changed after submit' } }),
    );
    expect(edit.status).toBe(409);
    expect((await db.release.findUniqueOrThrow({ where: { id } })).title).toBe('Racing');

    const other = await draft(artist, 'Racing delete');
    const del = await racingASubmit(other, () =>
      call(release.DELETE, { as: artist, params: { id: other }, method: 'DELETE' }),
    );
    expect(del.status).toBe(409);
    expect(await db.release.findUnique({ where: { id: other } })).toMatchObject({ status: 'uploaded' });
  });
});
