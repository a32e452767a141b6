// Quizzes for learners: questions without answers, attempts timed on the server, grading on submit.
import { db } from '../platform/db';
import { paginate, type PageQuery } from '../platform/paging';
import { BadRequest, Conflict, NotFound, Forbidden } from '../platform/errors';
import { isAdminRole } from '../platform/auth/roles';
import type { SessionUser } from '../platform/auth/session';
import { Prisma } from '../generated/prisma/client';
import { totals } from './grading';
import { learnableLessonOrThrow, visibleLessonWhere } from './access';
import { recordActivity } from './activity';
import { checkProgramCompletion } from './certificates';
import { SUBMIT_GRACE_MS, submitAttempt } from './quiz-grading';
import { answerKey, asSeenBy, assertQuestionsBelong, publicQuestion, standing } from './quiz-view';
import { recordAudit } from '../platform/audit';

export async function listQuizzesForStudent(user: SessionUser) {
  const quizzes = await db.quiz.findMany({
    where: { lesson: visibleLessonWhere(user.id) },
    include: {
      lesson: {
        select: { id: true, title: true, module: { select: { course: { select: { id: true, title: true } } } } },
      },
      _count: { select: { questions: true } },
      attempts: {
        where: { studentId: user.id, status: { not: 'in_progress' } },
        select: { score: true, passed: true, status: true },
      },
    },
    orderBy: { lesson: { position: 'asc' } },
  });
  return quizzes.map((q) => ({
    id: q.id,
    title: q.title,
    lessonId: q.lesson.id,
    lessonTitle: q.lesson.title,
    courseTitle: q.lesson.module.course.title,
    questionCount: q._count.questions,
    timeLimitMinutes: q.timeLimitMinutes,
    passingScore: q.passingScore,
    attempts: q.attempts.length,
    maxAttempts: q.maxAttempts,
    bestScore: q.attempts.reduce<number | null>(
      (b, a) => (a.score !== null && (b === null || a.score > b) ? a.score : b),
      null,
    ),
    passed: q.attempts.some((a) => a.passed),
  }));
}

async function quizForLearner(user: SessionUser, quizId: string) {
  const quiz = await db.quiz.findUnique({
    where: { id: quizId },
    include: { questions: { orderBy: { position: 'asc' } } },
  });
  if (!quiz) throw new NotFound('Quiz not found');
  await learnableLessonOrThrow(user, quiz.lessonId);
  return quiz;
}

export async function quizForStudent(user: SessionUser, quizId: string) {
  const quiz = await quizForLearner(user, quizId);
  const open = await db.quizAttempt.findFirst({
    where: { quizId, studentId: user.id, status: 'in_progress' },
    include: { answers: true },
    orderBy: { startedAt: 'desc' },
  });
  const past = await db.quizAttempt.findMany({
    where: { quizId, studentId: user.id, status: { not: 'in_progress' } },
    orderBy: { startedAt: 'desc' },
    select: { id: true, score: true, passed: true, status: true, submittedAt: true, late: true },
  });
  return {
    id: quiz.id,
    lessonId: quiz.lessonId,
    title: quiz.title,
    description: quiz.description,
    timeLimitMinutes: quiz.timeLimitMinutes,
    passingScore: quiz.passingScore,
    maxAttempts: quiz.maxAttempts,
    attemptsUsed: past.length + (open ? 1 : 0),
    revealAnswers: quiz.revealAnswers,
    questions: quiz.questions.map(publicQuestion),
    openAttempt: open
      ? {
          id: open.id,
          startedAt: open.startedAt,
          deadline: open.deadline,
          answers: open.answers.map((a) => ({ questionId: a.questionId, response: a.response })),
        }
      : null,
    pastAttempts: past,
  };
}

/** Starts an attempt, or returns the open one while its time runs. The clock starts on the server. */
export async function startAttempt(user: SessionUser, quizId: string) {
  const quiz = await quizForLearner(user, quizId);
  const open = await db.quizAttempt.findFirst({
    where: { quizId, studentId: user.id, status: 'in_progress' },
    orderBy: { startedAt: 'desc' },
  });
  if (open && (!open.deadline || open.deadline.getTime() > Date.now()))
    return { id: open.id, startedAt: open.startedAt, deadline: open.deadline, resumed: true };
  // An expired open attempt is graded as of its deadline before a new one starts.
  if (open) await submitAttempt(user, open.id, []);
  const used = await db.quizAttempt.count({ where: { quizId, studentId: user.id } });
  if (used >= quiz.maxAttempts)
    throw new Conflict(
      `You have used all ${quiz.maxAttempts} attempt${quiz.maxAttempts === 1 ? '' : 's'} at this quiz.`,
    );
  const startedAt = new Date();
  const deadline = quiz.timeLimitMinutes ? new Date(startedAt.getTime() + quiz.timeLimitMinutes * 60_000) : null;
  // The number is unique per student and quiz: a second start at the same moment fails here, not past the limit.
  const attempt = await db.quizAttempt
    .create({ data: { quizId, studentId: user.id, startedAt, deadline, attemptNumber: used + 1 } })
    .catch((err: unknown) => {
      if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002')
        throw new Conflict('Another attempt at this quiz was just started. Reload the page to continue it.');
      throw err;
    });
  return { id: attempt.id, startedAt: attempt.startedAt, deadline: attempt.deadline, resumed: false };
}

async function ownOpenAttempt(user: SessionUser, attemptId: string) {
  const attempt = await db.quizAttempt.findUnique({
    where: { id: attemptId },
    include: { quiz: { include: { questions: { orderBy: { position: 'asc' } } } } },
  });
  if (!attempt || attempt.studentId !== user.id) throw new NotFound('Attempt not found');
  return attempt;
}

/**
 * Autosave of one answer while the attempt runs; refused once the time is up. A save that arrives after
 * the submit (the submit carries every answer) is ignored, not an error: `{ saved: false, submitted: true }`.
 */
export async function saveAnswer(
  user: SessionUser,
  attemptId: string,
  answer: { questionId: string; response: string },
) {
  const attempt = await ownOpenAttempt(user, attemptId);
  if (attempt.status !== 'in_progress') return { saved: false, submitted: true };
  assertQuestionsBelong(attempt.quiz.questions, [answer]);
  if (attempt.deadline && Date.now() > attempt.deadline.getTime() + SUBMIT_GRACE_MS)
    throw new Conflict('The time limit has passed; this answer was not saved. Submit the quiz to see your result.');
  return db.$transaction(async (tx) => {
    // Lock the attempt row while it is open: a submit running now either finished first (nothing to lock,
    // the save is ignored) or waits for this save and grades it.
    const open = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM "QuizAttempt" WHERE id = ${attemptId} AND status = 'in_progress' FOR UPDATE`;
    if (open.length === 0) return { saved: false, submitted: true };
    await tx.quizAnswer.upsert({
      where: { attemptId_questionId: { attemptId, questionId: answer.questionId } },
      create: { attemptId, questionId: answer.questionId, response: answer.response },
      update: { response: answer.response, savedAt: new Date() },
    });
    return { saved: true, submitted: false };
  });
}

/** A submitted attempt's result with explanations (its student and staff). */
export async function attemptResult(user: SessionUser, attemptId: string) {
  const attempt = await db.quizAttempt.findUnique({
    where: { id: attemptId },
    include: {
      answers: true,
      quiz: { include: { questions: { orderBy: { position: 'asc' } } } },
      student: { select: { name: true } },
    },
  });
  if (!attempt || (attempt.studentId !== user.id && !isAdminRole(user.role))) throw new NotFound('Attempt not found');
  if (attempt.status === 'in_progress') throw new Conflict('This attempt is not submitted yet.');
  const byQuestion = new Map(attempt.answers.map((a) => [a.questionId, a]));
  // Staff always see the key; the student as the quiz's setting says.
  const s = await standing(attempt.studentId, attempt.quiz);
  return asSeenBy(attempt.studentId === user.id, s, attempt.quiz, {
    attemptId,
    quizId: attempt.quizId,
    quizTitle: attempt.quiz.title,
    studentName: attempt.student.name,
    status: attempt.status,
    score: attempt.score,
    passed: attempt.passed,
    late: attempt.late,
    pointsEarned: attempt.pointsEarned,
    pointsPossible: attempt.pointsPossible,
    passingScore: attempt.quiz.passingScore,
    feedback: attempt.quiz.questions.map((q) => {
      const a = byQuestion.get(q.id);
      return {
        questionId: q.id,
        question: q.question,
        type: q.type,
        response: a?.response ?? '',
        correct: a?.correct ?? false,
        pointsAwarded: a ? a.pointsAwarded : 0,
        points: q.points,
        correctAnswer: answerKey(q),
        explanation: q.explanation,
        feedback: a?.feedback ?? null,
      };
    }),
  });
}

/** Attempts waiting for an instructor (essays), oldest first, one page at a time. */
export function attemptsAwaitingReview(q: PageQuery) {
  const where: Prisma.QuizAttemptWhereInput = { status: 'pending_review', submittedAt: { not: null } };
  return paginate(
    q,
    (page) =>
      db.quizAttempt.findMany({
        where,
        orderBy: [{ submittedAt: 'asc' }, { id: 'asc' }],
        ...page,
        select: {
          id: true,
          submittedAt: true,
          student: { select: { id: true, name: true } },
          quiz: { select: { title: true } },
        },
      }),
    () => db.quizAttempt.count({ where }),
  );
}

/** An instructor grades the essays of an attempt; the totals and pass are computed again. */
export async function gradeEssays(
  actor: SessionUser,
  attemptId: string,
  grades: { questionId: string; pointsAwarded: number; feedback?: string }[],
) {
  if (!isAdminRole(actor.role)) throw new Forbidden();
  const attempt = await db.quizAttempt.findUnique({
    where: { id: attemptId },
    include: { quiz: { include: { questions: true } }, answers: true },
  });
  if (!attempt) throw new NotFound('Attempt not found');
  if (attempt.status === 'in_progress') throw new Conflict('This attempt is not submitted yet.');
  const questions = new Map(attempt.quiz.questions.map((q) => [q.id, q]));
  for (const g of grades) {
    const q = questions.get(g.questionId);
    if (!q) throw new BadRequest('That question is not in this quiz');
    if (q.type !== 'essay') throw new BadRequest('Only essay answers are graded by an instructor');
    if (g.pointsAwarded > q.points) throw new BadRequest(`At most ${q.points} points for this question`);
  }
  const result = await db.$transaction(async (tx) => {
    for (const g of grades) {
      await tx.quizAnswer.upsert({
        where: { attemptId_questionId: { attemptId, questionId: g.questionId } },
        create: {
          attemptId,
          questionId: g.questionId,
          response: '',
          pointsAwarded: g.pointsAwarded,
          correct: g.pointsAwarded > 0,
          feedback: g.feedback,
        },
        update: { pointsAwarded: g.pointsAwarded, correct: g.pointsAwarded > 0, feedback: g.feedback ?? null },
      });
    }
    const answers = await tx.quizAnswer.findMany({ where: { attemptId } });
    const awarded = new Map(answers.map((a) => [a.questionId, a.pointsAwarded]));
    const t = totals(
      attempt.quiz.questions.map((q) => ({
        points: q.points,
        pointsAwarded: awarded.has(q.id) ? awarded.get(q.id)! : 0,
      })),
      attempt.quiz.passingScore,
    );
    await tx.quizAttempt.update({
      where: { id: attemptId, status: { not: 'in_progress' } },
      data: {
        status: t.pending ? 'pending_review' : 'graded',
        pointsEarned: t.pointsEarned,
        score: t.score,
        passed: t.passed,
      },
    });
    if (t.passed)
      await tx.lessonProgress.upsert({
        where: { studentId_lessonId: { studentId: attempt.studentId, lessonId: attempt.quiz.lessonId } },
        create: { studentId: attempt.studentId, lessonId: attempt.quiz.lessonId },
        update: {},
      });
    await recordActivity(
      tx,
      attempt.studentId,
      'quiz_graded',
      `${attempt.quiz.title} graded by an instructor: ${t.score}%`,
    );
    const target = { type: 'QuizAttempt', id: attemptId };
    await recordAudit({ tx, actor: actor.id, action: 'quiz_attempt.grade', target, detail: { score: t.score } });
    return t;
  });
  if (result.passed) await checkProgramCompletion(attempt.studentId, attempt.quiz.lessonId);
  return result;
}
