// Impact figures from real records: applications, acceptance, enrolments, completion, scores,
// certificates by month.
import { db } from '../platform/db';
import { PROGRAM_KEYS, PROGRAMS } from './programs';

function lastMonths(n: number, now = new Date()): string[] {
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (n - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

/** Rows per month (YYYY-MM, UTC) since `since`, counted in SQL, laid out on `months`. */
function byMonth(rows: { month: string; n: number }[], months: string[]) {
  const counts = new Map(rows.map((r) => [r.month, r.n]));
  return months.map((m) => counts.get(m) ?? 0);
}

/** Distinct students with an enrolment (only completed ones with `completed`), counted in SQL: Prisma's
 *  `distinct` read every enrolment into the process (20,000 at a label's scale). */
async function enrolledStudents(completed = false): Promise<number> {
  // A hashed DISTINCT in a subquery: `count(DISTINCT …)` sorts instead (42 ms against 14-37 ms for 20,000 rows).
  const [{ n }] = completed
    ? await db.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM (SELECT DISTINCT "studentId" FROM "Enrolment" WHERE "completedAt" IS NOT NULL) s`
    : await db.$queryRaw<
        { n: number }[]
      >`SELECT count(*)::int AS n FROM (SELECT DISTINCT "studentId" FROM "Enrolment") s`;
  return n;
}

export async function impactAnalytics() {
  const months = lastMonths(12);
  const since = new Date(`${months[0]}-01T00:00:00Z`);
  const [byStatus, byProgram, enrolments, students, certified, scores, certMonths, appMonths] = await Promise.all([
    db.application.groupBy({ by: ['status'], _count: { _all: true } }),
    db.application.groupBy({ by: ['program'], _count: { _all: true } }),
    db.enrolment.count(),
    enrolledStudents(),
    db.certificate.count({ where: { revokedAt: null } }),
    db.quizAttempt.aggregate({ where: { status: 'graded' }, _avg: { score: true }, _count: { _all: true } }),
    db.$queryRaw<{ month: string; n: number }[]>`
      SELECT to_char("issuedAt", 'YYYY-MM') AS month, count(*)::int AS n FROM "Certificate"
      WHERE "issuedAt" >= ${since} AND "revokedAt" IS NULL GROUP BY 1`,
    db.$queryRaw<{ month: string; n: number }[]>`
      SELECT to_char("submittedAt", 'YYYY-MM') AS month, count(*)::int AS n FROM "Application"
      WHERE "submittedAt" >= ${since} GROUP BY 1`,
  ]);
  const status = Object.fromEntries(byStatus.map((r) => [r.status, r._count._all])) as Record<string, number>;
  const total = Object.values(status).reduce((a, b) => a + b, 0);
  const decided = (status.accepted ?? 0) + (status.rejected ?? 0);
  const programCounts = Object.fromEntries(byProgram.map((r) => [r.program, r._count._all]));
  return {
    applications: total,
    byStatus: {
      pending: status.pending ?? 0,
      under_review: status.under_review ?? 0,
      accepted: status.accepted ?? 0,
      rejected: status.rejected ?? 0,
    },
    acceptanceRate: decided ? Math.round(((status.accepted ?? 0) * 1000) / decided) / 10 : null,
    enrolments,
    students,
    certified,
    completionRate: students ? Math.round((certified * 1000) / students) / 10 : null,
    averageQuizScore: scores._avg.score === null ? null : Math.round(scores._avg.score * 10) / 10,
    gradedAttempts: scores._count._all,
    byProgram: PROGRAM_KEYS.map((k) => ({ program: k, name: PROGRAMS[k].name, applications: programCounts[k] ?? 0 })),
    months,
    certificatesByMonth: byMonth(certMonths, months),
    applicationsByMonth: byMonth(appMonths, months),
  };
}

/** Students who completed at least one course (their enrolment is marked completed). */
export function studentsWithCompletedCourse(): Promise<number> {
  return enrolledStudents(true);
}

/** Certificates in force, with holder and program, the newest first (who received one). */
export function certificateHolders() {
  return db.certificate.findMany({
    where: { revokedAt: null },
    orderBy: { issuedAt: 'desc' },
    select: { holderName: true, program: true, issuedAt: true },
  });
}

/** The names of the students who graduated: a completed course or a certificate in force. */
export async function graduateNames(): Promise<string[]> {
  const [done, certs] = await Promise.all([
    db.enrolment.findMany({
      where: { completedAt: { not: null } },
      distinct: ['studentId'],
      select: { student: { select: { name: true } } },
    }),
    db.certificate.findMany({ where: { revokedAt: null }, select: { student: { select: { name: true } } } }),
  ]);
  return [...new Set([...done, ...certs].map((r) => r.student.name))].sort();
}
