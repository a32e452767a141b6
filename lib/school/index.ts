// The school's face: what other domains (the assistant) read from it, the same reads as the staff pages.
import { db } from '../platform/db';

export { listStudents } from './students';
export { studentCourses } from './learning';
export { listCoursesForStaff } from './courses';
export { impactAnalytics } from './analytics';

/** Students who completed at least one course (their enrolment is marked completed). */
export async function studentsWithCompletedCourse(): Promise<number> {
  const rows = await db.enrolment.findMany({
    where: { completedAt: { not: null } },
    distinct: ['studentId'],
    select: { studentId: true },
  });
  return rows.length;
}
