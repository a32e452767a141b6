// School: applications, students and courses: 10 questions.
import { db } from '@/lib/platform/db';
import { anyCount, count, has, oneOf, uid, type Ask } from './kit';

const D = 'school';
/** The four programs' keys and the names the pages give them. */
const PROGRAM_NAMES: Record<string, string> = {
  'music-business-101': 'Music Business 101',
  'cmbp-certification': 'CMBP',
  'year-2-graduate': 'Year 2',
  practicum: 'Practicum',
};
const program = (key: string) => oneOf(has(key), has(PROGRAM_NAMES[key] ?? key));

export const schoolAsks: Ask[] = [
  {
    domain: D,
    q: 'how many students are enrolled right now',
    expect: async () => {
      const e = await db.enrolment.findMany({ select: { studentId: true } });
      return [
        anyCount(
          new Set(e.map((x) => x.studentId)).size,
          e.length,
          await db.user.count({ where: { role: 'student' } }),
        ),
      ];
    },
  },
  {
    domain: D,
    q: 'pending applications?',
    expect: async () => [
      anyCount(
        await db.application.count({ where: { status: 'pending' } }),
        await db.application.count({ where: { status: { in: ['pending', 'under_review'] } } }),
      ),
    ],
  },
  {
    domain: D,
    q: 'who applied for the cmbp program',
    expect: async () =>
      (await db.application.findMany({ where: { program: 'cmbp-certification' } })).map((a) => has(a.applicantName)),
  },
  {
    domain: D,
    q: 'how many courses are published',
    expect: async () => [count(await db.course.count({ where: { status: 'published' } }))],
  },
  {
    domain: D,
    q: 'certificates issued so far and to who',
    expect: async () => {
      const c = await db.certificate.findMany();
      return [count(c.length), ...c.map((x) => has(x.holderName))];
    },
  },
  {
    domain: D,
    q: 'which applications are assigned to me',
    expect: async () =>
      (await db.application.findMany({ where: { assignedToId: await uid('admin@demo.test') } })).map((a) =>
        has(a.applicantName),
      ),
  },
  {
    domain: D,
    q: 'high priority applications still open',
    expect: async () =>
      (await db.application.findMany({ where: { priority: 'high', status: { in: ['pending', 'under_review'] } } })).map(
        (a) => has(a.applicantName),
      ),
  },
  {
    domain: D,
    q: "marcus lee's quiz score",
    expect: async () => {
      const a = await db.quizAttempt.findFirstOrThrow({
        where: { student: { name: 'Marcus Lee' }, score: { not: null } },
        orderBy: { startedAt: 'desc' },
      });
      return [
        oneOf(
          has(`${a.score}%`),
          has(`${a.score} %`),
          has(`${a.score}/100`),
          has(`${a.pointsEarned}/${a.pointsPossible}`),
        ),
      ];
    },
  },
  {
    domain: D,
    q: 'how many lessons are in Music Business Foundations',
    expect: async () => {
      const where = { module: { course: { title: 'Music Business Foundations' } } };
      return [
        anyCount(await db.lesson.count({ where }), await db.lesson.count({ where: { ...where, status: 'published' } })),
      ];
    },
  },
  {
    domain: D,
    q: 'which program did diego ramos apply to',
    expect: async () => [
      program((await db.application.findFirstOrThrow({ where: { applicantName: 'Diego Ramos' } })).program),
    ],
  },
];
