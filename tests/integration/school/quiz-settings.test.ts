// Quiz settings (issues 13 and 21): attempts per student (default 3, a further start is a 409), when the
// answer key and explanations are shown (after passing, after the last attempt, never), results in the
// words the student chose, and autosave that never conflicts with the submit.
import { db } from '@/lib/platform/db';
import * as lessons from '@/app/api/school/lessons/route';
import * as quiz from '@/app/api/school/quizzes/[id]/route';
import * as attempts from '@/app/api/school/quizzes/[id]/attempts/route';
import * as answers from '@/app/api/school/attempts/[id]/answers/route';
import * as submit from '@/app/api/school/attempts/[id]/submit/route';
import * as result from '@/app/api/school/attempts/[id]/route';
import { call, createUser } from '../../helpers/api';

jest.setTimeout(60_000);

const QUESTIONS = [
  {
    type: 'multiple_choice',
    question: 'Who collects performance royalties?',
    options: ['A PRO', 'A DSP', 'A label', 'A distributor'],
    correctAnswer: '0',
    explanation: 'Performing rights organisations collect them.',
  },
  {
    type: 'true_false',
    question: 'A split sheet should be signed before release.',
    correctAnswer: 'true',
    explanation: 'Before release everyone still agrees.',
  },
];

async function publishedQuiz(settings: Record<string, unknown> = {}) {
  const admin = await createUser('admin');
  const student = await createUser('student');
  const course = await db.course.create({
    data: { slug: `qs-${Math.random()}`, title: 'Rights 101', program: 'music-business-101', status: 'published' },
  });
  const mod = await db.courseModule.create({ data: { courseId: course.id, title: 'Week 1', position: 0 } });
  await db.enrolment.create({ data: { studentId: student.id, courseId: course.id } });
  const saved = await call(lessons.POST, {
    as: admin,
    body: {
      moduleId: mod.id,
      title: 'Royalties basics',
      content: 'Money flows two ways.',
      status: 'published',
      quiz: { title: 'Check', passingScore: 70, timeLimit: null, questions: QUESTIONS, ...settings },
    },
  });
  expect(saved.status).toBe(201);
  const row = await db.quiz.findUniqueOrThrow({
    where: { lessonId: saved.json.id },
    include: { questions: { orderBy: { position: 'asc' } } },
  });
  return { admin, student, quizId: row.id, qs: row.questions, mod };
}

type Who = Awaited<ReturnType<typeof createUser>>;
async function attempt(student: Who, quizId: string, qs: { id: string }[], responses: string[]) {
  const started = await call(attempts.POST, { as: student, params: { id: quizId } });
  expect(started.status).toBe(201);
  const res = await call(submit.POST, {
    as: student,
    params: { id: started.json.id },
    body: { answers: responses.map((response, i) => ({ questionId: qs[i].id, response })) },
  });
  expect(res.status).toBe(200);
  return res;
}

const WRONG = ['1', 'false'];
const RIGHT = ['0', 'true'];

it('gives three attempts by default, hides the key until the student passes, and refuses a fourth start', async () => {
  const { admin, student, quizId, qs } = await publishedQuiz();
  const view = await call(quiz.GET, { as: student, params: { id: quizId } });
  expect(view.json).toMatchObject({ maxAttempts: 3, attemptsUsed: 0, revealAnswers: 'after_passing' });
  expect(JSON.stringify(view.json)).not.toMatch(/Performing rights organisations/);

  const first = await attempt(student, quizId, qs, WRONG);
  expect(first.json).toMatchObject({ passed: false, attemptsLeft: 2, maxAttempts: 3, answersShown: false });
  // The result reads in the student's words; the key and the explanation stay hidden.
  expect(first.json.feedback[0]).toMatchObject({
    response: '1',
    responseText: 'A DSP',
    correctAnswer: null,
    explanation: null,
  });
  expect(first.json.feedback[1]).toMatchObject({ responseText: 'False', correctAnswer: null });
  expect(JSON.stringify(first.json)).not.toMatch(/A PRO|Performing rights/);
  const again = await call(result.GET, { as: student, params: { id: first.json.attemptId } });
  expect(again.json).toMatchObject({ answersShown: false, attemptsLeft: 2 });
  expect(JSON.stringify(again.json)).not.toMatch(/A PRO"|Performing rights/);
  // Staff always see the key.
  const staff = await call(result.GET, { as: admin, params: { id: first.json.attemptId } });
  expect(staff.json.feedback[0]).toMatchObject({
    correctAnswer: 'A PRO',
    explanation: 'Performing rights organisations collect them.',
  });

  const second = await attempt(student, quizId, qs, RIGHT);
  expect(second.json).toMatchObject({ passed: true, attemptsLeft: 1, answersShown: true });
  expect(second.json.feedback[0]).toMatchObject({ responseText: 'A PRO', correctAnswer: 'A PRO' });
  // Once passed, the first attempt's result shows the key too.
  expect((await call(result.GET, { as: student, params: { id: first.json.attemptId } })).json).toMatchObject({
    answersShown: true,
  });

  await attempt(student, quizId, qs, RIGHT);
  const fourth = await call(attempts.POST, { as: student, params: { id: quizId } });
  expect(fourth.status).toBe(409);
  expect(fourth.json.error).toBe('You have used all 3 attempts at this quiz.');
  expect(await db.quizAttempt.count({ where: { quizId, studentId: student.id } })).toBe(3);
});

it('shows the key after the last attempt, or never, as the quiz says', async () => {
  const last = await publishedQuiz({ maxAttempts: 2, revealAnswers: 'after_last_attempt' });
  const a1 = await attempt(last.student, last.quizId, last.qs, RIGHT);
  expect(a1.json).toMatchObject({ passed: true, attemptsLeft: 1, answersShown: false });
  expect(a1.json.feedback[0].explanation).toBeNull();
  const a2 = await attempt(last.student, last.quizId, last.qs, WRONG);
  expect(a2.json).toMatchObject({ attemptsLeft: 0, answersShown: true });
  expect(a2.json.feedback[0]).toMatchObject({
    correctAnswer: 'A PRO',
    explanation: 'Performing rights organisations collect them.',
  });
  expect((await call(attempts.POST, { as: last.student, params: { id: last.quizId } })).json.error).toBe(
    'You have used all 2 attempts at this quiz.',
  );

  const never = await publishedQuiz({ maxAttempts: 1, revealAnswers: 'never' });
  const n1 = await attempt(never.student, never.quizId, never.qs, RIGHT);
  expect(n1.json).toMatchObject({ passed: true, attemptsLeft: 0, answersShown: false });
  expect(JSON.stringify(n1.json)).not.toMatch(/Performing rights|Before release everyone/);
  const staff = await call(result.GET, { as: never.admin, params: { id: n1.json.attemptId } });
  expect(staff.json.feedback[1]).toMatchObject({ explanation: 'Before release everyone still agrees.' });
});

it('refuses settings that make no sense, in words', async () => {
  const { admin, mod } = await publishedQuiz();
  const body = (quizOver: Record<string, unknown>) => ({
    moduleId: mod.id,
    title: 'Another',
    content: 'Text',
    status: 'draft',
    quiz: { title: 'Q', passingScore: 70, questions: QUESTIONS, ...quizOver },
  });
  const zero = await call(lessons.POST, { as: admin, body: body({ maxAttempts: 0 }) });
  expect(zero.status).toBe(400);
  expect(zero.json.error).toBe('Max attempts: Allow at least one attempt');
  const odd = await call(lessons.POST, { as: admin, body: body({ revealAnswers: 'sometimes' }) });
  expect(odd.status).toBe(400);
  expect(odd.json.error).toBe('Reveal answers: Choose when the answers are shown');
});

it('never lets autosave conflict with the submit: late saves are ignored, the submit carries the answers', async () => {
  const { student, quizId, qs } = await publishedQuiz();
  const started = await call(attempts.POST, { as: student, params: { id: quizId } });
  const id = started.json.id;
  const save = (i: number, response: string) =>
    call(answers.PUT, { as: student, params: { id }, body: { questionId: qs[i].id, response } });
  expect((await save(0, '1')).json).toEqual({ saved: true, submitted: false });
  // Saves racing the submit: every call succeeds, and the graded answers are the submitted ones.
  const [s1, sub, s2] = await Promise.all([
    save(0, '2'),
    call(submit.POST, {
      as: student,
      params: { id },
      body: { answers: RIGHT.map((response, i) => ({ questionId: qs[i].id, response })) },
    }),
    save(1, 'false'),
  ]);
  expect([s1.status, sub.status, s2.status]).toEqual([200, 200, 200]);
  expect(sub.json).toMatchObject({ passed: true, score: 100 });
  const after = await save(1, 'false');
  expect(after.status).toBe(200);
  expect(after.json).toEqual({ saved: false, submitted: true });
  const stored = await db.quizAnswer.findMany({ where: { attemptId: id }, orderBy: { questionId: 'asc' } });
  expect(new Set(stored.map((a) => a.response))).toEqual(new Set(RIGHT));
});
