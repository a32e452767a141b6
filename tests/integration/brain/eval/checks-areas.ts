// Checkers of the statements, payouts, school, artists and tracks questions: what a right answer must
// contain, read from the database (the school's own progress read for percentages) at test time.
import { db } from '@/lib/platform/db';
import { isLive } from '@/lib/distribution';
import { studentCourses } from '@/lib/school/learning';
import { count, money, name } from './expect';
import type { Check } from './checks-money';

const monthName = (p: string) =>
  new RegExp(
    `${p}|${new Date(`${p}-01T00:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${p.slice(0, 4)}`,
    'i',
  );
const completedImports = () => db.statementImport.findMany({ where: { status: 'completed' } });

async function progress() {
  const ids = [...new Set((await db.enrolment.findMany({ select: { studentId: true } })).map((e) => e.studentId))];
  const users = await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
  const out = await Promise.all(
    users.map(async (u) => {
      const c = await studentCourses(u.id);
      const lessons = c.reduce((s, x) => s + x.lessonCount, 0);
      const done = c.reduce((s, x) => s + x.completed, 0);
      return { name: u.name, percent: lessons ? (done * 100) / lessons : 0, courses: c };
    }),
  );
  return out.sort((a, b) => b.percent - a.percent);
}
const payees = async () => {
  const users = await db.user.findMany({
    where: { OR: [{ payoutMethod: { isNot: null } }, { payoutRequests: { some: {} } }] },
    select: { id: true, name: true },
  });
  const taxed = new Set((await db.taxProfile.findMany({ select: { userId: true } })).map((t) => t.userId));
  return users.map((u) => ({ ...u, taxProfile: taxed.has(u.id) }));
};

export function areaChecks(): Record<string, Check> {
  return {
    async unmatched() {
      const rows = await db.earningLine.findMany({
        where: { status: 'unmatched' },
        select: { amountUsd: true, importId: true },
      });
      const done = new Set((await completedImports()).map((i) => i.id));
      const mine = rows.filter((r) => done.has(r.importId));
      return [count(mine.length, 'statement rows?|rows?|lines?')];
    },
    async statementCount() {
      return [count((await completedImports()).length, 'statements?|imports?')];
    },
    async latestStatement() {
      const latest = (await completedImports())
        .map((i) => i.period)
        .sort()
        .pop();
      return latest ? [monthName(latest)] : [count(0, 'statements?|imports?')];
    },
    async statementPeriods() {
      return [...new Set((await completedImports()).map((i) => i.period))].map(monthName);
    },
    async failedImports() {
      return [count(await db.statementImport.count({ where: { status: 'failed' } }), 'imports?|statements?')];
    },
    async statementStores() {
      return [...new Set((await completedImports()).map((i) => i.store))].map(name);
    },
    async statementStoreCount(store) {
      return [
        name(store),
        count((await completedImports()).filter((i) => i.store === store).length, 'statements?|imports?'),
      ];
    },
    async statementTotal() {
      return [money((await completedImports()).reduce((s, i) => s + Number(i.totalUsdCents), 0))];
    },
    async statementPeriodIn(p) {
      return [
        monthName(p),
        count((await completedImports()).filter((i) => i.period === p).length, 'statements?|imports?'),
      ];
    },
    async pendingPayouts() {
      const p = await db.payoutRequest.findMany({ where: { status: { in: ['requested', 'approved'] } } });
      return [count(p.length, 'payouts?'), ...(p.length ? [money(p.reduce((s, x) => s + x.amountCents, 0))] : [])];
    },
    async paidPayouts() {
      const p = await db.payoutRequest.findMany({ where: { status: 'paid' } });
      return [count(p.length, 'payouts?'), money(p.reduce((s, x) => s + x.amountCents, 0))];
    },
    async payoutStatusCount(status) {
      return [count(await db.payoutRequest.count({ where: { status: status as never } }), 'payouts?|requests?')];
    },
    async taxMissing() {
      const missing = (await payees()).filter((u) => !u.taxProfile);
      return [count(missing.length, 'payees?'), ...missing.map((u) => name(u.name))];
    },
    async taxOnFile() {
      return [count(await db.taxProfile.count(), 'tax (?:profiles?|forms?|details)|payees?')];
    },
    async studentCount() {
      const n = new Set((await db.enrolment.findMany({ select: { studentId: true } })).map((e) => e.studentId)).size;
      return [count(n, 'students?')];
    },
    async studentFurthest() {
      return [name((await progress())[0].name)];
    },
    async studentBehind() {
      const p = await progress();
      return [name(p[p.length - 1].name)];
    },
    async studentProgress(student) {
      const me = (await progress()).find((p) => p.name === student)!;
      return [name(student), ...me.courses.map((c) => `${c.percent}%`)];
    },
    async schoolCertificates() {
      return [count(await db.certificate.count({ where: { revokedAt: null } }), 'certificates?')];
    },
    async courseCount() {
      return [count(await db.course.count({ where: { status: 'published' } }), 'courses?')];
    },
    async courseList() {
      return (await db.course.findMany({ where: { status: 'published' } })).map((c) => name(c.title));
    },
    async courseEnrolments() {
      const c = await db.course.findMany({ where: { enrolments: { some: {} } } });
      return c.map((x) => name(x.title));
    },
    async courseMostStudents() {
      const c = await db.course.findMany({ include: { _count: { select: { enrolments: true } } } });
      const top = c.sort((a, b) => b._count.enrolments - a._count.enrolments)[0];
      return [name(top.title)];
    },
    async studentsCompleted() {
      const e = await db.enrolment.findMany({ where: { completedAt: { not: null } }, select: { studentId: true } });
      return [count(new Set(e.map((x) => x.studentId)).size, 'students?')];
    },
    async artistCount() {
      return [count(new Set((await db.release.findMany()).map((r) => r.primaryArtist)).size, 'artists?')];
    },
    async artistList() {
      return [...new Set((await db.release.findMany()).map((r) => r.primaryArtist))].map(name);
    },
    async artistReleases(artist) {
      const mine = await db.release.findMany({ where: { primaryArtist: artist } });
      return [count(mine.length, 'releases?'), ...mine.slice(0, 12).map((r) => name(r.title))];
    },
    async artistMostReleases() {
      const c = new Map<string, number>();
      for (const r of await db.release.findMany()) c.set(r.primaryArtist, (c.get(r.primaryArtist) ?? 0) + 1);
      return [name([...c].sort((a, b) => b[1] - a[1])[0][0])];
    },
    async artistsLive() {
      const live = (await db.release.findMany()).filter((r) => isLive(r.status, r.releaseDate));
      return [count(new Set(live.map((r) => r.primaryArtist)).size, 'artists?')];
    },
    async releaseTracks(title) {
      const t = await db.track.findMany({ where: { release: { title } } });
      return [count(t.length, 'tracks?'), ...t.map((x) => name(x.title))];
    },
    async trackCount() {
      return [count(await db.track.count(), 'tracks?')];
    },
    async trackIsrc(title) {
      const t = await db.track.findFirstOrThrow({ where: { title } });
      return [t.isrc ?? /no ISRC/i];
    },
    async trackRelease(title) {
      const t = await db.track.findFirstOrThrow({ where: { title }, include: { release: true } });
      return [name(t.release.title)];
    },
  };
}
