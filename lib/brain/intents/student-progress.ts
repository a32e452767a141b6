// "How is Sam Lee doing?": a student's courses (lessons done of all), next lesson and certificates,
// from the same reads as the student CRM page.
import { allPages } from '../../platform/paging';
import { listStudents, studentCourses } from '@/lib/school';
import { staffOnly } from './staff';
import { memo, plural, type Intent } from './types';

const WORDS =
  /\b(?:progress|progressing|doing|how far|courses?|lessons?|certificates?|completed?|finished|student|learner|enrol\w*|quiz\w*|grades?)\b/;

export const studentProgressIntent: Intent = {
  key: 'student-progress',
  description: "A student's progress by name: lessons completed per course, the next lesson and certificates.",
  entity: 'student',
  matches: (c) => WORDS.test(c.toLowerCase()),
  namePatterns: [
    /(?:how (?:is|has|far (?:along )?is)) (?:the )?(?:student )?(.+?) (?:doing|progress\w*|getting on|along|in)\b/i,
    /(?:progress|courses|lessons|certificates?) (?:of|for) (?:the )?(?:student )?(.+?)\s*[?.!]*$/i,
    /^(.+?)(?:'s|’s) (?:progress|courses|lessons|certificates?)/i,
    /student (?:called |named )?(.+?)(?:'s|’s)?(?:\s+(?:progress|doing|courses?|lessons?))?\s*[?.!]*$/i,
  ],
  async answer(ctx, id) {
    const denied = staffOnly(ctx, this.key, "students' progress");
    if (denied) return denied;
    const student = (await memo(ctx, 'students', () => allPages(listStudents))).find((s) => s.id === id)!;
    const courses = await studentCourses(student.id);
    const link = { href: `/student-crm/${student.id}`, label: `${student.name} (student record)` };
    const certs = `${plural(student.certificates, 'certificate')}`;
    if (courses.length === 0)
      return { intent: this.key, text: `${student.name} is not enrolled in any course yet (${certs}).`, link };
    const list = courses.map(
      (c) =>
        `${c.title}: ${c.completed} of ${plural(c.lessonCount, 'lesson')} done (${c.percent}%)` +
        (c.nextLesson ? `, next "${c.nextLesson.title}"` : ', finished'),
    );
    return { intent: this.key, text: `${student.name}'s progress: ${list.join('; ')}. ${certs} issued.`, link };
  },
};
