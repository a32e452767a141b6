// Lessons (draft/publish), quizzes graded on the server with a time limit, assignments, certificates.
import { db } from '@/lib/platform/db';
import * as lessons from '@/app/api/school/lessons/route';
import * as lesson from '@/app/api/school/lessons/[id]/route';
import * as learn from '@/app/api/school/lessons/[id]/learn/route';
import * as complete from '@/app/api/school/lessons/[id]/complete/route';
import * as quizzes from '@/app/api/school/quizzes/route';
import * as quiz from '@/app/api/school/quizzes/[id]/route';
import * as attempts from '@/app/api/school/quizzes/[id]/attempts/route';
import * as answers from '@/app/api/school/attempts/[id]/answers/route';
import * as submit from '@/app/api/school/attempts/[id]/submit/route';
import * as grade from '@/app/api/school/attempts/[id]/grade/route';
import * as submissions from '@/app/api/school/assignments/[id]/submissions/route';
import * as gradeSubmission from '@/app/api/school/submissions/[id]/grade/route';
import * as certificate from '@/app/api/school/certificates/[code]/route';
import * as revoke from '@/app/api/school/certificates/[code]/revoke/route';
import * as resources from '@/app/api/school/resources/route';
import { call, createUser } from '../../helpers/api';
import { textPretendingToBe } from '../../fixtures/files';

// Cold starts (argon2, Wasm) on a busy machine outlast Jest's 5 s default.
jest.setTimeout(60_000);

beforeAll(() => {
  process.env.UPLOAD_DIR = `.data/test-uploads-school-${process.pid}`;
});

const QUESTIONS = [
  {
    type: 'multiple_choice',
    question: 'Who collects performance royalties?',
    options: ['A PRO', 'A DSP', 'A label', 'A distributor'],
    correctAnswer: '0',
    explanation: 'Performing rights organisations collect them.',
  },
  { type: 'true_false', question: 'A split sheet should be signed before release.', correctAnswer: 'true' },
  {
    type: 'short_answer',
    question: 'Name the document that records ownership shares.',
    acceptedAnswers: ['split sheet', 'split agreement'],
  },
];

async function setup(program = 'music-business-101') {
  const admin = await createUser('admin');
  const student = await createUser('student');
  const course = await db.course.create({
    data: { slug: `c-${Math.random()}`, title: 'Rights 101', program, status: 'published' },
  });
  const mod = await db.courseModule.create({ data: { courseId: course.id, title: 'Week 1', position: 0 } });
  await db.enrolment.create({ data: { studentId: student.id, courseId: course.id } });
  const body = (over: Record<string, unknown> = {}) => ({
    moduleId: mod.id,
    title: 'Royalties basics',
    content: '# Royalties\n\nMoney flows **two** ways.',
    status: 'draft',
    quiz: { title: 'Royalties check', passingScore: 70, timeLimit: null, questions: QUESTIONS },
    ...over,
  });
  return { admin, student, course, mod, body };
}

describe('lesson builder', () => {
  it('saves a draft students cannot see, then publishes it so they can; the quiz key never reaches them', async () => {
    const { admin, student, body } = await setup();
    const draft = await call(lessons.POST, { as: admin, body: body() });
    expect(draft.status).toBe(201);
    expect(draft.json.message).toMatch(/saved as a draft; students cannot see it/);
    expect((await call(learn.GET, { as: student, params: { id: draft.json.id } })).status).toBe(404);
    expect((await call(quizzes.GET, { as: student })).json).toEqual([]);

    const editor = await call(lesson.GET, { as: admin, params: { id: draft.json.id } });
    const published = await call(lesson.PUT, {
      as: admin,
      params: { id: draft.json.id },
      body: body({
        status: 'published',
        quiz: { ...editor.json.quiz, timeLimit: 10, questions: editor.json.quiz.questions },
      }),
    });
    expect(published.status).toBe(200);
    const view = await call(learn.GET, { as: student, params: { id: draft.json.id } });
    expect(view.status).toBe(200);
    expect(view.json.html).toContain('<h2>Royalties</h2>');
    const list = await call(quizzes.GET, { as: student });
    expect(list.json).toHaveLength(1);
    const q = await call(quiz.GET, { as: student, params: { id: list.json[0].id } });
    expect(q.json.questions).toHaveLength(3);
    expect(q.text).not.toMatch(/correctAnswer|acceptedAnswers|explanation|split agreement|Performing rights/);
  });

  it('refuses a lesson without title or content with the spec message, and makes script in Markdown inert', async () => {
    const { admin, student, body } = await setup();
    const empty = await call(lessons.POST, { as: admin, body: body({ content: '  ' }) });
    expect(empty.status).toBe(400);
    expect(empty.json.error).toBe('Please fill in the lesson title and content');
    const bad = await call(lessons.POST, {
      as: admin,
      body: body({
        quiz: {
          title: 'x',
          questions: [{ type: 'multiple_choice', question: 'q', options: ['a', 'b'], correctAnswer: '0' }],
        },
      }),
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatch(/four options/);
    const xss = await call(lessons.POST, {
      as: admin,
      body: body({
        status: 'published',
        quiz: null,
        content: 'Hi <script>alert(1)</script><img src=x onerror=alert(1)> [x](javascript:alert(1))',
      }),
    });
    const view = await call(learn.GET, { as: student, params: { id: xss.json.id } });
    expect(view.json.html).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('refuses a non-PDF disguised as a PDF resource', async () => {
    const { admin } = await setup();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(textPretendingToBe())]), 'guide.pdf');
    const res = await call(resources.POST, { as: admin, url: '/api/school/resources?type=pdf', rawBody: form });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('"guide.pdf" is not a PDF document.');
  });
});

async function publishedQuiz(over: Record<string, unknown> = {}, questions: unknown[] = QUESTIONS) {
  const ctx = await setup();
  const saved = await call(lessons.POST, {
    as: ctx.admin,
    body: ctx.body({
      status: 'published',
      quiz: { title: 'Check', passingScore: 70, timeLimit: null, questions, ...over },
    }),
  });
  const quizRow = await db.quiz.findUniqueOrThrow({
    where: { lessonId: saved.json.id },
    include: { questions: { orderBy: { position: 'asc' } } },
  });
  return { ...ctx, lessonId: saved.json.id as string, quizId: quizRow.id, qs: quizRow.questions };
}

describe('quiz attempts', () => {
  it('grades each question type on the server and shows explanations only after submission', async () => {
    // One attempt, answers shown after it (the default, after passing, is tested in school-quiz-settings).
    const { student, quizId, qs } = await publishedQuiz({ maxAttempts: 1, revealAnswers: 'after_last_attempt' });
    const attempt = await call(attempts.POST, { as: student, params: { id: quizId } });
    expect(attempt.status).toBe(201);
    const res = await call(submit.POST, {
      as: student,
      params: { id: attempt.json.id },
      body: {
        answers: [
          { questionId: qs[0].id, response: '0' },
          { questionId: qs[1].id, response: 'False' },
          { questionId: qs[2].id, response: '  Split-Sheet! ' },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ score: 67, passed: false, pointsEarned: 20, pointsPossible: 30, late: false });
    expect(res.json.feedback.map((f: { correct: boolean }) => f.correct)).toEqual([true, false, true]);
    expect(res.json.feedback[0]).toMatchObject({
      correctAnswer: 'A PRO',
      explanation: 'Performing rights organisations collect them.',
    });
    const twice = await call(submit.POST, { as: student, params: { id: attempt.json.id }, body: { answers: [] } });
    expect(twice.status).toBe(409);
  });

  it('holds essays for an instructor, who grades them', async () => {
    const { admin, student, quizId, qs } = await publishedQuiz({}, [
      QUESTIONS[1],
      { type: 'essay', question: 'Explain a 360 deal.', points: 20 },
    ]);
    const attempt = await call(attempts.POST, { as: student, params: { id: quizId } });
    const res = await call(submit.POST, {
      as: student,
      params: { id: attempt.json.id },
      body: {
        answers: [
          { questionId: qs[0].id, response: 'true' },
          { questionId: qs[1].id, response: 'The label shares all income.' },
        ],
      },
    });
    expect(res.json).toMatchObject({ pending: true, passed: null });
    const graded = await call(grade.POST, {
      as: admin,
      params: { id: attempt.json.id },
      body: { grades: [{ questionId: qs[1].id, pointsAwarded: 15, feedback: 'Good' }] },
    });
    expect(graded.json).toMatchObject({ pending: false, passed: true, score: 83 });
    expect(
      (
        await call(grade.POST, {
          as: admin,
          params: { id: attempt.json.id },
          body: { grades: [{ questionId: qs[1].id, pointsAwarded: 50 }] },
        })
      ).status,
    ).toBe(400);
  });

  it('refuses answers to questions that are not in the quiz and changes nothing', async () => {
    const { student, quizId, qs } = await publishedQuiz();
    const attempt = await call(attempts.POST, { as: student, params: { id: quizId } });
    const res = await call(submit.POST, {
      as: student,
      params: { id: attempt.json.id },
      body: {
        answers: [
          { questionId: qs[0].id, response: '0' },
          { questionId: 'someone-elses-question', response: 'x' },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('Some answers are for questions that are not in this quiz');
    expect(await db.quizAttempt.findUniqueOrThrow({ where: { id: attempt.json.id } })).toMatchObject({
      status: 'in_progress',
      score: null,
    });
  });

  it('enforces the time limit from the attempt start on the server: graded as of the limit, later answers ignored', async () => {
    const { student, quizId, qs } = await publishedQuiz({ timeLimit: 10 });
    const attempt = await call(attempts.POST, { as: student, params: { id: quizId } });
    expect(new Date(attempt.json.deadline).getTime() - new Date(attempt.json.startedAt).getTime()).toBe(10 * 60_000);
    expect(
      (
        await call(answers.PUT, {
          as: student,
          params: { id: attempt.json.id },
          body: { questionId: qs[0].id, response: '0' },
        })
      ).status,
    ).toBe(200);
    // The clock ran out: move the attempt's start and deadline 11 minutes into the past.
    const row = await db.quizAttempt.findUniqueOrThrow({ where: { id: attempt.json.id } });
    await db.quizAttempt.update({
      where: { id: row.id },
      data: {
        startedAt: new Date(row.startedAt.getTime() - 11 * 60_000),
        deadline: new Date(row.deadline!.getTime() - 11 * 60_000),
      },
    });
    await db.quizAnswer.updateMany({
      where: { attemptId: row.id },
      data: { savedAt: new Date(Date.now() - 10 * 60_000) },
    });
    const late = await call(answers.PUT, {
      as: student,
      params: { id: attempt.json.id },
      body: { questionId: qs[1].id, response: 'true' },
    });
    expect(late.status).toBe(409);
    expect(late.json.error).toMatch(/time limit has passed/);
    const res = await call(submit.POST, {
      as: student,
      params: { id: attempt.json.id },
      body: {
        answers: [
          { questionId: qs[1].id, response: 'true' },
          { questionId: qs[2].id, response: 'split sheet' },
        ],
      },
    });
    expect(res.json).toMatchObject({ late: true, pointsEarned: 10, score: 33, passed: false });
    expect(res.json.feedback.map((f: { correct: boolean }) => f.correct)).toEqual([true, false, false]);
  });

  it('keeps quizzes from students who are not enrolled', async () => {
    const { quizId } = await publishedQuiz();
    const outsider = await createUser('student');
    expect((await call(quiz.GET, { as: outsider, params: { id: quizId } })).status).toBe(404);
    expect((await call(attempts.POST, { as: outsider, params: { id: quizId } })).status).toBe(404);
  });
});

describe('assignments', () => {
  it('flags a late submission, lets an instructor grade it, and shows the grade to the student', async () => {
    const { admin, student, body } = await setup();
    const saved = await call(lessons.POST, {
      as: admin,
      body: body({
        status: 'published',
        quiz: null,
        assignment: {
          title: 'Write a split sheet',
          dueDate: new Date(Date.now() - 3600_000).toISOString(),
          submissionType: 'text',
        },
      }),
    });
    const assignment = await db.assignment.findUniqueOrThrow({ where: { lessonId: saved.json.id } });
    expect((await call(submissions.POST, { as: student, params: { id: assignment.id }, body: {} })).status).toBe(400);
    const sub = await call(submissions.POST, {
      as: student,
      params: { id: assignment.id },
      body: { text: 'Song A: 50/50' },
    });
    expect(sub.status).toBe(201);
    expect(sub.json.late).toBe(true);
    expect(
      (await call(gradeSubmission.POST, { as: admin, params: { id: sub.json.id }, body: { grade: 101 } })).status,
    ).toBe(400);
    expect(
      (
        await call(gradeSubmission.POST, {
          as: admin,
          params: { id: sub.json.id },
          body: { grade: 88, feedback: 'Clear' },
        })
      ).status,
    ).toBe(200);
    const view = await call(learn.GET, { as: student, params: { id: saved.json.id } });
    expect(view.json.assignment.submission).toMatchObject({ grade: 88, feedback: 'Clear', late: true });
    expect(
      (await call(submissions.POST, { as: student, params: { id: assignment.id }, body: { text: 'again' } })).status,
    ).toBe(409);
  });
});

describe('certificates', () => {
  it('issues one when every required lesson is done with passing quizzes; verification confirms it, and fails for forged or revoked codes', async () => {
    const { admin, student, quizId, qs, lessonId, mod } = await publishedQuiz();
    const reading = await db.lesson.create({
      data: { moduleId: mod.id, title: 'Reading', content: 'Read this', status: 'published', position: 5 },
    });
    const attempt = await call(attempts.POST, { as: student, params: { id: quizId } });
    const passed = await call(submit.POST, {
      as: student,
      params: { id: attempt.json.id },
      body: {
        answers: [
          { questionId: qs[0].id, response: '0' },
          { questionId: qs[1].id, response: 'true' },
          { questionId: qs[2].id, response: 'split agreement' },
        ],
      },
    });
    expect(passed.json).toMatchObject({ score: 100, passed: true, certificate: null });
    expect((await call(complete.POST, { as: student, params: { id: lessonId } })).status).toBe(200);
    const done = await call(complete.POST, { as: student, params: { id: reading.id } });
    expect(done.json.certificate.code).toMatch(/^TNM-/);
    const code = done.json.certificate.code as string;

    const ok = await call(certificate.GET, { params: { code } });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ valid: true, holderName: student.name, programName: 'Music Business 101' });
    const forged = await call(certificate.GET, { params: { code: 'TNM-AAAA-BBBB-CCCC' } });
    expect(forged.status).toBe(404);
    expect(forged.json.error).toMatch(/forged/);
    expect(
      (await call(revoke.POST, { as: admin, params: { code }, body: { reason: 'Academic dishonesty' } })).status,
    ).toBe(200);
    const revoked = await call(certificate.GET, { params: { code } });
    expect(revoked.status).toBe(410);
    expect(revoked.json.error).toMatch(/revoked on \d{4}-\d{2}-\d{2}: Academic dishonesty/);
  });
});
