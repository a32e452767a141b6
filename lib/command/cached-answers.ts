// The cached JSON answers of the busiest read routes (issue #19, docs/performance.md "Routes and
// landings over HTTP"). Each names every table its service reads: a committed write to any of them
// drops the entries (lib/platform/cache/tables.ts), and the migration `cache_notify` announces those writes to
// the other processes. The caller's session and role are checked by withAuth before any of these runs.
import type { z } from 'zod';
import type { SessionUser } from '../platform/auth/session';
import { listProjects, type projectsQuery, nextGoLive } from '@/lib/distribution';
import { platformStats } from './dashboard/stats';
import { releaseEarningsCents, userEarningsSummary } from '@/lib/royalties';
import { listCoursesForStaff } from '@/lib/school';
import { JsonCache } from '../platform/cache/store';

/**
 * Every table a cached answer reads; each has the `cache_notify` trigger (tests/integration/platform/route-caches.test.ts).
 * The tables whose deletes cascade into them are named too (StatementImport for the earnings): this process
 * sees the table a statement names at once, and the rows a cascade or a trigger changes only through the
 * notification (a few milliseconds later on a server).
 */
export const CACHED_TABLES = {
  projects: ['Release', 'Track', 'Delivery', 'EarningAllocation'],
  stats: ['StatementImport', 'Release', 'Store', 'User'],
  earnings: [
    'StatementImport',
    'EarningMonthTotal',
    'EarningGroupTotal',
    'EarningAllocation',
    'PayoutRequest',
    'LedgerEntry',
    'LedgerAccount',
    'Track',
  ],
  courses: ['Course', 'CourseModule', 'Lesson', 'Quiz', 'Assignment', 'Enrolment'],
} as const;

const projects = new JsonCache(CACHED_TABLES.projects);
const stats = new JsonCache(CACHED_TABLES.stats, 1);
const earnings = new JsonCache(CACHED_TABLES.earnings);
const courses = new JsonCache(CACHED_TABLES.courses, 1);

/** GET /api/projects: per user, role (staff see every release) and query. */
export function projectsAnswer(user: SessionUser, query: z.infer<typeof projectsQuery>): Promise<Response> {
  const key = JSON.stringify([user.id, user.role, query.q, query.status, query.cursor, query.limit]);
  return projects.response(key, async () => {
    const value = await listProjects(user, query, releaseEarningsCents);
    // "Scheduled" turns into "Live" when a release date passes, without any write: keep the answer
    // only until the earliest such date.
    const now = Date.now();
    const turns = value.items
      .filter((i) => i.releaseStatus === 'distributed' && i.releaseDate)
      .map((i) => Date.parse(i.releaseDate!))
      .filter((t) => t > now);
    return { value, validUntil: Math.min(Infinity, ...turns) };
  });
}

export function statsAnswer(): Promise<Response> {
  // The Live and Scheduled figures change when a Scheduled release's date arrives, without any write.
  return stats.response('all', async () => {
    const now = new Date();
    const [value, turns] = await Promise.all([platformStats(now), nextGoLive(now)]);
    return { value, validUntil: turns ? turns.getTime() : Infinity };
  });
}

/** GET /api/earnings: per user and calendar month (This Month is the current month's sales). */
export function earningsAnswer(userId: string): Promise<Response> {
  const now = new Date();
  const month = now.toISOString().slice(0, 7);
  const nextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return earnings.response(`${userId}|${month}`, async () => ({
    value: await userEarningsSummary(userId),
    validUntil: nextMonth,
  }));
}

export function coursesAnswer(): Promise<Response> {
  return courses.response('all', async () => ({ value: await listCoursesForStaff() }));
}
