// The school: how many students are enrolled, in which courses, certificates and completions ("how many
// students are enrolled"), and the students ranked by progress ("which student is furthest along"), from
// the staff pages' reads (student CRM, course management, impact analytics).
import {
  listCoursesForStaff,
  certificateHolders,
  graduateNames,
  impactAnalytics,
  studentCourses,
  studentsWithCompletedCourse,
} from '../../school';
import { studentsOf } from './entities';
import { staffOnly } from './staff';
import { plural, type Intent, type LiveContext } from './types';

const link = { href: '/student-crm', label: 'Student CRM' };

/** Enrolled students with their share of lessons done over all their courses, the furthest first. */
async function progressRanking(ctx: LiveContext) {
  const enrolled = (await studentsOf(ctx)).filter((s) => s.courses > 0);
  const rows = await Promise.all(
    enrolled.map(async (s) => {
      const courses = await studentCourses(s.id);
      const lessons = courses.reduce((n, c) => n + c.lessonCount, 0);
      const done = courses.reduce((n, c) => n + c.completed, 0);
      return { name: s.name, done, lessons, percent: lessons ? Math.round((done * 100) / lessons) : 0 };
    }),
  );
  return rows.sort((a, b) => b.done / (b.lessons || 1) - a.done / (a.lessons || 1) || a.name.localeCompare(b.name));
}

export const schoolIntent: Intent = {
  key: 'school-overview',
  description:
    'The school: students enrolled, courses and their enrolments, certificates issued, completions, and students ranked by progress.',
  matches: (f) =>
    f.has('student', 'enrol', 'course', 'school', 'graduate', 'lesson') ||
    (f.has('certificate') && !f.has('copyright', 'work', 'registration', 'rights')),
  async answer(ctx, _id, f) {
    const denied = staffOnly(ctx, this.key, 'the school figures');
    if (denied) return denied;
    // "which student is enrolled in the most courses": students ranked by their number of courses.
    if (
      f?.order &&
      f.has('course', 'enrol') &&
      (f.has('student') || /\bwho\b/i.test(f.raw)) &&
      !/\b(?:which|what) (?:course|class|program)/i.test(f.raw) &&
      !f.has('lesson', 'progress', 'furthest', 'behind')
    ) {
      const enrolled = (await studentsOf(ctx)).filter((s) => s.courses > 0);
      if (!enrolled.length) return { intent: this.key, text: 'No student is enrolled yet.', link };
      const fewest = f.order === 'least';
      const ranked = [...enrolled].sort(
        (a, b) => (fewest ? a.courses - b.courses : b.courses - a.courses) || a.name.localeCompare(b.name),
      );
      return {
        intent: this.key,
        text: `${fewest ? 'Fewest' : 'Most'} courses: ${ranked[0].name}, enrolled in ${plural(ranked[0].courses, 'course')}. Students by courses: ${ranked.map((s) => `${s.name} ${s.courses}`).join(', ')}.`,
        link,
      };
    }
    if (
      (f?.has('furthest', 'behind', 'most', 'least', 'progress') && !f.has('course')) ||
      f?.has('furthest', 'behind')
    ) {
      const ranked = await progressRanking(ctx);
      if (!ranked.length) return { intent: this.key, text: 'No student is enrolled yet.', link };
      const behind = f.order === 'least';
      const order = behind ? [...ranked].reverse() : ranked;
      const list = order.map(
        (r, i) => `${i + 1}. ${r.name} ${r.percent}% (${r.done} of ${plural(r.lessons, 'lesson')})`,
      );
      return {
        intent: this.key,
        text: `${behind ? 'Furthest behind' : 'Furthest along'}: ${order[0].name}, ${order[0].percent}% of their lessons done. Students by progress: ${list.join('; ')}.`,
        link,
      };
    }
    // "Certs issued + to who?", "who graduated": the names, not only the counts.
    if (f?.has('certificate', 'graduate') && !f.has('course', 'enrol')) {
      const [certs, graduates, completed] = await Promise.all([
        certificateHolders(),
        graduateNames(),
        studentsWithCompletedCourse(),
      ]);
      const held = certs.map((c) => `${c.holderName} (${c.program})`);
      return {
        intent: this.key,
        text:
          `${plural(certs.length, 'certificate')} issued${held.length ? `: ${held.join(', ')}` : ''}. ` +
          `${plural(completed, 'student')} completed a course; graduated (a completed course or a certificate): ${graduates.join(', ') || 'nobody yet'}.`,
        link,
      };
    }
    const [courses, impact, completed] = await Promise.all([
      listCoursesForStaff(),
      impactAnalytics(),
      studentsWithCompletedCourse(),
    ]);
    const published = courses.filter((c) => c.status === 'published');
    const byEnrolment = [...courses].sort((a, b) => b._count.enrolments - a._count.enrolments);
    return {
      intent: this.key,
      text:
        `${plural(impact.students, 'student')} ${impact.students === 1 ? 'is' : 'are'} enrolled (${plural(impact.enrolments, 'enrolment')}). ` +
        `${plural(published.length, 'course')} published: ${published.map((c) => c.title).join(', ')}. ` +
        `Enrolments per course: ${
          byEnrolment
            .filter((c) => c._count.enrolments)
            .map((c) => `${c.title} ${c._count.enrolments}`)
            .join(', ') || 'none'
        }. ` +
        `${plural(impact.certified, 'certificate')} issued; ${plural(completed, 'student')} completed a course.`,
      link,
    };
  },
};
