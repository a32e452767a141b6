// The school landing's figures, counted in the database: published courses and lessons, certificates
// issued (not revoked), and courses per program.
import { db } from '../platform/db';

export async function schoolLandingFigures() {
  const [courses, lessons, certificates, byProgram] = await Promise.all([
    db.course.count({ where: { status: 'published' } }),
    db.lesson.count({ where: { status: 'published', module: { course: { status: 'published' } } } }),
    db.certificate.count({ where: { revokedAt: null } }),
    db.course.groupBy({ by: ['program'], where: { status: 'published' }, _count: { _all: true } }),
  ]);
  return {
    courses,
    lessons,
    certificates,
    byProgram: Object.fromEntries(byProgram.map((r) => [r.program, r._count._all])) as Record<string, number>,
  };
}
