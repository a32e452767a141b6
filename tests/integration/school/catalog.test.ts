// The demo school teaches something (issue 21): three real courses with several substantive lessons,
// lesson media made here (diagrams, listening examples; no links to a store's help pages, issue #41 item 10),
// downloadable PDF handouts in storage, quizzes with explanations; the catalog lists them and the demo student
// is enrolled.
jest.setTimeout(180_000);
import { db } from '@/lib/platform/db';
import { startsFromDemoData } from '../../helpers/demo-data';
import { courseCatalog } from '@/lib/school/catalog';
import { studentDashboard } from '@/lib/school/learning';
import * as file from '@/app/api/files/[id]/route';
import * as learn from '@/app/api/school/lessons/[id]/learn/route';
import { call } from '../../helpers/api';

startsFromDemoData();

beforeAll(async () => {}, 180_000);

const TITLES = ['Music Distribution Basics', 'Royalties and Splits', 'Marketing a Release'];

it('seeds three real courses: several lessons of several paragraphs, media made here, handouts and explained quizzes', async () => {
  const student = await db.user.findUniqueOrThrow({ where: { email: 'student@demo.test' } });
  const catalog = await courseCatalog({ ...student, role: 'student' } as never);
  const real = catalog.filter((c) => TITLES.includes(c.title));
  expect(real.map((c) => c.title)).toEqual(TITLES);
  for (const c of real) {
    expect(c).toMatchObject({ enrolled: true, percent: 0 });
    expect(c.lessonCount).toBeGreaterThanOrEqual(3);
    expect(c.mediaCount).toBeGreaterThanOrEqual(1);
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

  // Lesson media are files stored here, never links to a store's help pages (or any other site).
  const all = await db.lesson.findMany({ include: { resources: true } });
  for (const l of all) {
    expect({ lesson: l.title, videoUrl: l.videoUrl }).toEqual({ lesson: l.title, videoUrl: null });
    for (const r of l.resources)
      expect({ lesson: l.title, url: r.url }).toEqual({ lesson: l.title, url: `/api/files/${r.fileId}` });
  }
  // The artwork lesson's example covers and listening examples reach the enrolled student as real files.
  const artwork = lessons.find((l) => l.title === 'Artwork and audio that pass quality control')!;
  const seen = await call(learn.GET, { as: student, params: { id: artwork.id } });
  expect(seen.status).toBe(200);
  const media = (seen.json.resources as { type: string; url: string }[]).map((r) => ({
    type: r.type,
    id: r.url.replace('/api/files/', ''),
  }));
  expect(media.map((r) => r.type)).toEqual(['image', 'audio', 'audio']);
  const image = await call(file.GET, { as: student, params: { id: media[0].id } });
  expect(image.headers.get('content-type')).toBe('image/png');
  const clipped = await call(file.GET, { as: student, params: { id: media[2].id } });
  expect(clipped.headers.get('content-type')).toMatch(/^audio\/(wav|x-wav|wave)/);
  expect(clipped.text.slice(0, 4)).toBe('RIFF');

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
