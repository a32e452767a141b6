// Checkers of the catalogue-fact questions (issue #39, fifth outsider classes): a track's duration, the
// longest track, stores by delivery method, a delivery's attempts, statement exchange rates, the student in
// the most courses, releases by genre / type / label, and tracks without an ISRC.
import { db } from '@/lib/platform/db';
import { count, name } from './expect';
import type { Check } from './checks-money';

const clock = (ms: number) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

export const catalogueChecks: Record<string, Check> = {
  async trackDuration(title) {
    const t = await db.track.findFirstOrThrow({ where: { title } });
    return [name(clock(t.durationMs!))];
  },
  async longestTrack() {
    const t = await db.track.findFirstOrThrow({
      where: { durationMs: { not: null } },
      orderBy: { durationMs: 'desc' },
    });
    return [name(t.title), name(clock(t.durationMs!))];
  },
  async storesByMethod(method) {
    const stores = await db.store.findMany({ where: { deliveryMethod: method as 'api' } });
    return [count(stores.length, 'stores?'), ...stores.slice(0, 3).map((s) => name(s.name))];
  },
  async deliveryAttempts(release, store) {
    const d = await db.delivery.findFirstOrThrow({ where: { release: { title: release }, store: { name: store } } });
    return [count(d.attempts, 'attempts?')];
  },
  async mostAttempts() {
    const d = await db.delivery.findFirstOrThrow({ orderBy: { attempts: 'desc' }, include: { release: true } });
    return [name(d.release.title), count(d.attempts, 'attempts?')];
  },
  async statementRate(store) {
    const s = await db.statementImport.findFirstOrThrow({ where: { store, status: 'completed' } });
    const rate = s.exchangeRate
      .toString()
      .replace(/(\.\d*?)0+$/, '$1')
      .replace(/\.$/, '');
    return [name(s.currency), new RegExp(`\\b${rate.replace('.', '\\.')}\\b`)];
  },
  async studentMostCourses() {
    const rows = await db.enrolment.groupBy({ by: ['studentId'], _count: { _all: true } });
    const most = Math.max(...rows.map((r) => r._count._all));
    const tied = await db.user.findMany({
      where: { id: { in: rows.filter((r) => r._count._all === most).map((r) => r.studentId) } },
    });
    // Any of the students tied at the top, with their number of courses.
    return [(text: string) => tied.some((u) => text.includes(u.name)), count(most, 'courses?')];
  },
  async releasesBy(field) {
    const rows = await db.release.groupBy({ by: [field as 'genre'], _count: { _all: true } });
    const most = Math.max(...rows.map((r) => r._count._all));
    const top = rows.filter((r) => r._count._all === most)[0];
    const value = String((top as Record<string, unknown>)[field]);
    return [new RegExp(`${value.replace(/[.*+?^${}()|[\]\\/&]/g, '\\$&')}\\W{0,3}${top._count._all}\\b`, 'i')];
  },
  async tracksWithoutIsrc() {
    const tracks = await db.track.findMany({ where: { isrc: null } });
    return tracks.map((t) => name(t.title));
  },
};
