// The per-process caches behind the busiest read routes (lib/platform/cache/*, the session lookup in lib/platform/auth/session.ts)
// never serve what a committed write changed: each test first reads (so the answer is cached), writes the way
// the product does, then reads again with the same cookie. Without the invalidation every second read would
// return the first answer. On a PostgreSQL server, a write made by another connection (another process) is
// seen within moments through NOTIFY.
import { Client } from 'pg';
import { db } from '@/lib/platform/db';
import { decodeSessionCookie, endSession, issueSessionCookie } from '@/lib/platform/auth/session';
import { cachesUsable } from '@/lib/platform/cache/notify';
import { CACHED_TABLES } from '@/lib/command/cached-answers';
import * as projectsRoute from '@/app/api/projects/route';
import * as releasesRoute from '@/app/api/releases/route';
import * as statsRoute from '@/app/api/stats/route';
import * as earningsRoute from '@/app/api/earnings/route';
import * as coursesRoute from '@/app/api/school/courses/route';
import * as artistStatusRoute from '@/app/api/admin/artists/[id]/route';
import * as meRoute from '@/app/api/auth/me/route';
import { call, createUser } from '../../helpers/api';
import { catalog, fixture, importFile } from '../../helpers/statement-fixtures';

jest.setTimeout(120_000);

const onServer = !!process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
  // On a server the caches answer only once the change feed listens: wait for it, so that every test
  // below really reads through the caches (and would fail on a stale entry).
  const end = Date.now() + 10_000;
  while (!cachesUsable() && Date.now() < end) await sleep(20);
  expect(cachesUsable()).toBe(true);
});

/** GET with a fixed cookie (the same session on every call, as a browser sends it). */
function get(handler: Parameters<typeof call>[0], cookie: string, url = '/') {
  return call(handler, { url, headers: { cookie } });
}

describe('session lookups', () => {
  it('a signed-out session is refused on its next request', async () => {
    const artist = await createUser('artist');
    const cookie = await issueSessionCookie(artist);
    expect((await get(meRoute.GET, cookie)).status).toBe(200);
    expect((await get(projectsRoute.GET, cookie)).status).toBe(200);
    const claims = await decodeSessionCookie(cookie.slice(cookie.indexOf('=') + 1));
    await endSession(claims?.sid);
    expect((await get(projectsRoute.GET, cookie)).status).toBe(401);
    expect((await get(meRoute.GET, cookie)).status).toBe(401);
  });

  it('a deactivated artist is refused at once, and a role change is a 403 at once', async () => {
    const admin = await createUser('admin');
    const artist = await createUser('artist');
    const adminCookie = await issueSessionCookie(admin);
    const artistCookie = await issueSessionCookie(artist);
    expect((await get(earningsRoute.GET, artistCookie)).status).toBe(200);
    expect((await get(statsRoute.GET, adminCookie)).status).toBe(200);

    const res = await call(artistStatusRoute.PATCH, {
      method: 'PATCH',
      headers: { cookie: adminCookie },
      params: { id: artist.id },
      body: { status: 'deactivated' },
    });
    expect(res.status).toBe(200);
    expect((await get(earningsRoute.GET, artistCookie)).status).toBe(401);

    await db.user.update({ where: { id: admin.id }, data: { role: 'artist', adminId: null } });
    expect((await get(statsRoute.GET, adminCookie)).status).toBe(403);
    expect((await get(projectsRoute.GET, adminCookie)).status).toBe(200);
  });
});

describe('route answers', () => {
  it('a new release shows in /api/projects and in the platform figures', async () => {
    const artist = await createUser('artist');
    const admin = await createUser('admin');
    const cookie = await issueSessionCookie(artist);
    const adminCookie = await issueSessionCookie(admin);
    const before = await get(projectsRoute.GET, cookie);
    const stats = await get(statsRoute.GET, adminCookie);
    expect(before.json.total).toBe(0);

    const made = await call(releasesRoute.POST, {
      headers: { cookie },
      body: { title: 'Cache Test Single', primaryArtist: 'Cache Tester' },
    });
    expect(made.status).toBe(201);
    const after = await get(projectsRoute.GET, cookie);
    expect(after.json.total).toBe(1);
    expect(after.json.items.map((i: { title: string }) => i.title)).toEqual(['Cache Test Single']);
    // The same query string twice is one cache entry; another page is another.
    expect((await get(projectsRoute.GET, cookie, `/?cursor=${after.json.items[0].id}`)).json.items).toEqual([]);
    expect((await get(statsRoute.GET, adminCookie)).json.totalProjects).toBe(stats.json.totalProjects + 1);
  });

  it('a statement import changes /api/earnings', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const cookie = await issueSessionCookie(owner);
    const before = await get(earningsRoute.GET, cookie);
    expect(before.json.totalEarnedCents).toBe(0);

    const imp = await importFile(admin, fixture('distrokid.tsv', rel), {}, 'distrokid.tsv');
    expect(imp.status).toBe('completed');
    const after = await get(earningsRoute.GET, cookie);
    const sum = await db.earningAllocation.aggregate({ where: { userId: owner.id }, _sum: { amountCents: true } });
    expect(after.json.totalEarnedCents).toBe(sum._sum.amountCents);
    expect(after.json.totalEarnedCents).toBeGreaterThan(0);
  });

  it('a new course shows in the school list', async () => {
    const admin = await createUser('admin');
    const cookie = await issueSessionCookie(admin);
    const before = await get(coursesRoute.GET, cookie);
    const made = await call(coursesRoute.POST, {
      headers: { cookie },
      body: { title: 'Caching for Musicians', description: 'Fresh answers.', program: 'music-business-101' },
    });
    expect(made.status).toBe(201);
    const after = await get(coursesRoute.GET, cookie);
    expect(after.json).toHaveLength(before.json.length + 1);
    expect(after.json.map((c: { title: string }) => c.title)).toContain('Caching for Musicians');
  });
});

describe('the change feed', () => {
  it('every table a cached answer reads announces its writes', async () => {
    const rows = await db.$queryRaw<{ table: string }[]>`
      SELECT c.relname AS table FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      WHERE t.tgname = 'cache_notify'`;
    const announced = new Set(rows.map((r) => r.table));
    const read = new Set(['AuthSession', 'User', ...Object.values(CACHED_TABLES).flat()]);
    expect([...read].filter((t) => !announced.has(t))).toEqual([]);
  });

  (onServer ? it : it.skip)('a session revoked by another process is refused within moments', async () => {
    const artist = await createUser('artist');
    const admin = await createUser('admin');
    const cookie = await issueSessionCookie(artist);
    const adminCookie = await issueSessionCookie(admin);
    expect((await get(projectsRoute.GET, cookie)).status).toBe(200);
    const courses = (await get(coursesRoute.GET, adminCookie)).json.length;
    const sid = (await decodeSessionCookie(cookie.slice(cookie.indexOf('=') + 1)))?.sid;

    // Another process: its own connection, plain SQL, none of this process's write tracking.
    const other = new Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    try {
      await other.query(`UPDATE "AuthSession" SET "endedAt" = now() WHERE id = $1`, [sid]);
      await other.query(
        `INSERT INTO "Course" (id, slug, title, description, program, position, "updatedAt")
         VALUES ('cache-feed-course', 'cache-feed-course', 'From elsewhere', '', 'music-business-101', 99, now())`,
      );
    } finally {
      await other.end();
    }
    const started = Date.now();
    let status = 200;
    let seen = courses;
    while ((status !== 401 || seen === courses) && Date.now() - started < 5_000) {
      await sleep(10);
      status = (await get(projectsRoute.GET, cookie)).status;
      seen = (await get(coursesRoute.GET, adminCookie)).json.length;
    }
    expect(status).toBe(401);
    expect(seen).toBe(courses + 1);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
