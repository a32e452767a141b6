// Where a data route's time goes, in-process (issue #19; docs/performance.md "Routes and landings over
// HTTP"): the session pieces, one query, each service behind a cached route (what a cache miss costs),
// JSON, and the route handlers as they answer now (session and answer cached). Sequential calls on a
// seeded in-memory PGlite, or DATABASE_URL's server (a database that already holds the demo data).
//
// Usage: npx tsx bench/routes-profile.ts     (BENCH_CALLS=200 calls per line)
import { performance } from 'node:perf_hooks';
import { closeDb, db } from '../lib/platform/db';
import { migrate } from '../lib/platform/db/migrate';
import { seedDemo } from '../prisma/seed';
import { decodeSessionCookie, issueSessionCookie, userFromClaims } from '../lib/platform/auth/session';
import { listProjects } from '../lib/distribution/releases/list';
import { releaseEarningsCents } from '../lib/royalties/stats';
import { platformStats } from '../lib/command/dashboard/stats';
import { userEarningsSummary } from '../lib/royalties/earnings';
import { listCoursesForStaff } from '../lib/school/courses';
import * as projects from '../app/api/projects/route';
import * as stats from '../app/api/stats/route';
import * as earnings from '../app/api/earnings/route';
import * as courses from '../app/api/school/courses/route';
import * as version from '../app/api/version/route';
import { load } from './report';

const CALLS = Number(process.env.BENCH_CALLS ?? 200);

async function time(label: string, fn: () => Promise<unknown>) {
  for (let i = 0; i < 10; i++) await fn();
  const t = performance.now();
  for (let i = 0; i < CALLS; i++) await fn();
  console.log(`${label.padEnd(44)} ${((performance.now() - t) / CALLS).toFixed(3)} ms`);
}

async function main() {
  if (!process.env.DATABASE_URL) process.env.PGLITE_DIR = 'memory://';
  await migrate();
  if ((await db.user.count()) === 0) await seedDemo(db);
  const artist = await db.user.findUniqueOrThrow({ where: { email: 'artist@demo.test' } });
  const admin = await db.user.findUniqueOrThrow({ where: { email: 'admin@demo.test' } });
  const artistCookie = await issueSessionCookie(artist);
  const adminCookie = await issueSessionCookie(admin);
  const token = artistCookie.slice(artistCookie.indexOf('=') + 1);
  const claims = await decodeSessionCookie(token);
  const user = (await userFromClaims(claims))!;
  const ctx = { params: Promise.resolve({}) };
  const get = (url: string, cookie: string) =>
    new Request(`http://localhost:3000${url}`, { headers: { host: 'localhost:3000', cookie } });
  const page = { limit: 20 };

  console.log(
    `load ${load()}, ${CALLS} sequential calls per line, ${process.env.DATABASE_URL ? 'server' : 'embedded'}`,
  );
  await time('GET /api/version (handler)', async () => (await version.GET(get('/api/version', ''), ctx)).text());
  await time('one query: SELECT 1', () => db.$queryRaw`SELECT 1`);
  await time('one query: user by id', () => db.user.findUnique({ where: { id: artist.id } }));
  await time('session row + user (uncached read)', () =>
    db.authSession.findUnique({ where: { id: claims!.sid! }, include: { user: true } }),
  );
  await time('session lookup as routes do it (cached)', async () => userFromClaims(await decodeSessionCookie(token)));
  await time('service: listProjects (a miss)', () => listProjects(user, page, releaseEarningsCents));
  await time('service: platformStats (a miss)', () => platformStats());
  await time('service: userEarningsSummary (a miss)', () => userEarningsSummary(artist.id));
  await time('service: listCoursesForStaff (a miss)', () => listCoursesForStaff());
  const list = await listCoursesForStaff();
  console.log(`courses JSON ${JSON.stringify(list).length} bytes`);
  await time('JSON.stringify of the courses', async () => JSON.stringify(list));
  await time('GET /api/projects (handler, hit)', async () =>
    (await projects.GET(get('/api/projects', artistCookie), ctx)).text(),
  );
  await time('GET /api/stats (handler, hit)', async () =>
    (await stats.GET(get('/api/stats', adminCookie), ctx)).text(),
  );
  await time('GET /api/earnings (handler, hit)', async () =>
    (await earnings.GET(get('/api/earnings', artistCookie), ctx)).text(),
  );
  await time('GET /api/school/courses (handler, hit)', async () =>
    (await courses.GET(get('/api/school/courses', adminCookie), ctx)).text(),
  );
  await closeDb();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
