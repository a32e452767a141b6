// The demo school teaches something (issue 21): three real courses with several substantive lessons,
// video lessons by URL, downloadable PDF handouts in storage, quizzes with explanations; the catalog lists
// them and the demo student is enrolled.
jest.setTimeout(180_000);
import { db } from '@/lib/platform/db';
import { seedDemo } from '@/prisma/seed';
import { courseCatalog } from '@/lib/school/catalog';
import { studentDashboard } from '@/lib/school/learning';
import * as file from '@/app/api/files/[id]/route';
import * as learn from '@/app/api/school/lessons/[id]/learn/route';
import { call } from '../../helpers/api';

beforeAll(async () => {
  process.env.UPLOAD_DIR = `.data/test-uploads-catalog-${process.pid}`;
  await seedDemo(db);
}, 180_000);

const TITLES = ['Music Distribution Basics', 'Royalties and Splits', 'Marketing a Release'];

it('seeds three real courses: several lessons of several paragraphs, videos, handouts and explained quizzes', async () => {
  const student = await db.user.findUniqueOrThrow({ where: { email: 'student@demo.test' } });
  const catalog = await courseCatalog({ ...student, role: 'student' } as never);
  const real = catalog.filter((c) => TITLES.includes(c.title));
  expect(real.map((c) => c.title)).toEqual(TITLES);
  for (const c of real) {
    expect(c).toMatchObject({ enrolled: true, percent: 0 });
    expect(c.lessonCount).toBeGreaterThanOrEqual(3);
    expect(c.videoCount).toBeGreaterThanOrEqual(1);
    expect(c.quizCount).toBeGreaterThanOrEqual(2);
    expect(c.resourceCount).toBeGreaterThanOrEqual(1);
  }
  const lessons = await db.lesson.findMany({
    where: { module: { course: { title: { in: TITLES } } } },
    include: { resources: true, quiz: { include: { questions: true } } },
  });
  for (const l of lessons) {
    const paragraphs = l.content.split(/\n\n+/).filter((p) => !p.startsWith('#') && p.length > 120);
    expect({ lesson: l.title, paragraphs: paragraphs.length >= 3 }).toEqual({ lesson: l.title, paragraphs: true });
    for (const q of l.quiz?.questions ?? []) expect(q.explanation?.length).toBeGreaterThan(10);
  }

  // A handout downloads as a real PDF through the files route.
  const pdf = lessons.flatMap((l) => l.resources).find((r) => r.type === 'pdf' && r.fileId)!;
  const res = await call(file.GET, { as: student, params: { id: pdf.fileId! } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(res.text.startsWith('%PDF-')).toBe(true);

  // A video lesson reaches the enrolled student with its URL.
  const video = lessons.find((l) => l.videoUrl)!;
  const seen = await call(learn.GET, { as: student, params: { id: video.id } });
  expect(seen.status).toBe(200);
  expect(seen.json.videoUrl).toMatch(/^https:\/\//);

  // The dashboard lists certificates with their verification link (the graduate has one).
  const graduate = await db.user.findUniqueOrThrow({ where: { email: 'graduate@demo.test' } });
  const dash = await studentDashboard({ ...graduate, role: 'student' } as never);
  expect(dash.certificates).toEqual([
    expect.objectContaining({
      programName: 'Career Accelerator Practicum (CRP)',
      revoked: false,
      verifyUrl: expect.stringMatching(/^\/musicbizcert\/verify\/TNM-/),
    }),
  ]);
});
