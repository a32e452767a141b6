// The staff's students list (GET /api/school/students): each student's courses, lessons done and certificates
// are that student's own, on every page and under a search (they are counted for the page's students only).
import { db } from '@/lib/platform/db';
import * as studentsRoute from '@/app/api/school/students/route';
import * as analyticsRoute from '@/app/api/school/analytics/route';
import { studentsWithCompletedCourse } from '@/lib/school/analytics';
import { call, createUser } from '../../helpers/api';

jest.setTimeout(60_000);

type Item = { id: string; courses: number; lessonsDone: number; certificates: number };

it("counts each listed student's enrolments, lessons done and certificates, page by page and when searching", async () => {
  const admin = await createUser('admin');
  const tag = `roster${Date.now()}`;
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, i));
  const students = await Promise.all(
    [0, 1, 2].map((i) =>
      db.user.create({
        data: {
          email: `${tag}-${i}@test.local`,
          name: `${tag} ${i}`,
          passwordHash: 'x',
          role: 'student',
          createdAt: at(i),
        },
      }),
    ),
  );
  const course = (n: number) =>
    db.course.create({
      data: {
        slug: `${tag}-c${n}`,
        title: `Course ${n}`,
        program: 'p',
        modules: {
          create: {
            title: 'M',
            position: 0,
            lessons: { create: [0, 1, 2].map((position) => ({ title: `L${position}`, position })) },
          },
        },
      },
      include: { modules: { include: { lessons: true } } },
    });
  const [c1, c2] = [await course(1), await course(2)];
  const lessons = [...c1.modules[0].lessons, ...c2.modules[0].lessons];
  // Student 0: two courses, four lessons, a certificate; student 1: one course, one lesson; student 2: nothing.
  await db.enrolment.createMany({
    data: [
      { studentId: students[0].id, courseId: c1.id },
      { studentId: students[0].id, courseId: c2.id },
      { studentId: students[1].id, courseId: c1.id },
    ],
  });
  await db.lessonProgress.createMany({
    data: [
      ...lessons.slice(0, 4).map((l) => ({ studentId: students[0].id, lessonId: l.id })),
      { studentId: students[1].id, lessonId: lessons[0].id },
    ],
  });
  await db.certificate.create({
    data: { code: `${tag}-cert`, studentId: students[0].id, holderName: 'x', program: 'p' },
  });
  const expected: Record<string, Omit<Item, 'id'>> = {
    [students[0].id]: { courses: 2, lessonsDone: 4, certificates: 1 },
    [students[1].id]: { courses: 1, lessonsDone: 1, certificates: 0 },
    [students[2].id]: { courses: 0, lessonsDone: 0, certificates: 0 },
  };
  const counts = (items: Item[]) =>
    Object.fromEntries(
      items.map(({ id, courses, lessonsDone, certificates }) => [id, { courses, lessonsDone, certificates }]),
    );

  const searched = await call(studentsRoute.GET, { as: admin, url: `/api/school/students?q=${tag}` });
  expect(searched.status).toBe(200);
  expect(searched.json.total).toBe(3);
  expect(counts(searched.json.items)).toEqual(expected);

  // One student a page: each page's counts are its own student's (newest first: 2, 1, 0).
  let cursor = '';
  const seen: Item[] = [];
  do {
    const page = await call(studentsRoute.GET, { as: admin, url: `/api/school/students?q=${tag}&limit=1${cursor}` });
    expect(page.json.items).toHaveLength(1);
    seen.push(...page.json.items);
    cursor = page.json.nextCursor ? `&cursor=${page.json.nextCursor}` : '';
  } while (cursor);
  expect(seen.map((s) => s.id)).toEqual([students[2].id, students[1].id, students[0].id]);
  expect(counts(seen)).toEqual(expected);
});

it('counts the impact figures in SQL: distinct students, completions, certificates and applications by month', async () => {
  const admin = await createUser('admin');
  const tag = `impact${Date.now()}`;
  const read = async () => {
    const res = await call(analyticsRoute.GET, { as: admin });
    expect(res.status).toBe(200);
    return res.json;
  };
  const [before, completedBefore] = [await read(), await studentsWithCompletedCourse()];
  const [a, b] = await Promise.all(
    [0, 1].map((i) =>
      db.user.create({
        data: { email: `${tag}-${i}@test.local`, name: `${tag} ${i}`, passwordHash: 'x', role: 'student' },
      }),
    ),
  );
  const courses = await Promise.all(
    [0, 1].map((n) => db.course.create({ data: { slug: `${tag}-c${n}`, title: `Course ${n}`, program: 'p' } })),
  );
  // Student a: two courses (one completed); student b: one course. Two students, three enrolments, one completion.
  await db.enrolment.createMany({
    data: [
      { studentId: a.id, courseId: courses[0].id, completedAt: new Date() },
      { studentId: a.id, courseId: courses[1].id, completedAt: new Date() },
      { studentId: b.id, courseId: courses[0].id },
    ],
  });
  // A certificate this month counts; a revoked one does not.
  await db.certificate.createMany({
    data: [
      { code: `${tag}-1`, studentId: a.id, holderName: 'A', program: 'p' },
      { code: `${tag}-2`, studentId: b.id, holderName: 'B', program: 'p', revokedAt: new Date() },
    ],
  });
  // An application this month counts in its month; one from two years ago only in the total.
  const application = (i: number, submittedAt: Date) => ({
    applicantName: `${tag} ${i}`,
    email: `${tag}-app${i}@test.local`,
    phone: '+10000000000',
    artistName: `${tag} ${i}`,
    program: 'p',
    submittedAt,
  });
  await db.application.createMany({
    data: [application(0, new Date()), application(1, new Date(Date.now() - 2 * 365 * 86_400_000))],
  });
  const after = await read();
  const last = (key: 'certificatesByMonth' | 'applicationsByMonth') =>
    after[key][after.months.length - 1] - before[key][before.months.length - 1];
  expect(after.students - before.students).toBe(2);
  expect(after.enrolments - before.enrolments).toBe(3);
  expect(after.certified - before.certified).toBe(1);
  expect(after.applications - before.applications).toBe(2);
  expect(last('certificatesByMonth')).toBe(1);
  expect(last('applicationsByMonth')).toBe(1);
  const sum = (xs: number[]) => xs.reduce((x, y) => x + y, 0);
  expect(sum(after.applicationsByMonth) - sum(before.applicationsByMonth)).toBe(1);
  expect((await studentsWithCompletedCourse()) - completedBefore).toBe(1);
});
