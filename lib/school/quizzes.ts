// Quizzes for learners: questions without answers, attempts timed on the server, grading on submit.
import { db } from '../db';
import { paginate, type PageQuery } from '../paging';
import { BadRequest, Conflict, NotFound, Forbidden } from '../errors';
import { isAdminRole } from '../auth/roles';
import type { SessionUser } from '../auth/session';
import { Prisma, type Quiz, type QuizQuestion } from '../generated/prisma/client';
import { answersAsOfDeadline, gradeQuestion, totals, type GradableQuestion } from './grading';
import { learnableLessonOrThrow, visibleLessonWhere } from './access';
import { recordActivity } from './activity';
import { checkProgramCompletion, completionOf, programStatusSql, type ProgramStatus } from './certificates';

/** Network allowance after the deadline: a submit sent at the last second still counts. */
const SUBMIT_GRACE_MS = 5_000;

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

/** What a learner may see of a question before submitting: never the answer or the explanation. */
const publicQuestion = (q: QuizQuestion) => ({
  id: q.id,
  type: q.type,
  question: q.question,
  options: q.options,
  points: q.points,
});

/** How a stored response reads: the option's text for multiple choice, True/False, the text otherwise. */
function responseText(q: QuizQuestion, response: string): string {
  if (!response) return '';
  if (q.type === 'multiple_choice') return q.options[Number(response)] ?? response;
  if (q.type === 'true_false') return response === 'true' ? 'True' : response === 'false' ? 'False' : response;
  return response;
}

/** Where a student stands on a quiz: attempts used (submitted or running) and whether they passed. */
async function standing(studentId: string, quiz: Pick<Quiz, 'id' | 'maxAttempts'>) {
  const rows = await db.quizAttempt.findMany({ where: { quizId: quiz.id, studentId }, select: { passed: true } });
  return {
    used: rows.length,
    left: Math.max(0, quiz.maxAttempts - rows.length),
    passed: rows.some((r) => r.passed),
  };
}

/** Whether the quiz's setting lets the student see the answer key and explanations now. */
function mayReveal(quiz: Pick<Quiz, 'revealAnswers'>, s: { left: number; passed: boolean }): boolean {
  if (quiz.revealAnswers === 'never') return false;
  if (quiz.revealAnswers === 'after_passing') return s.passed;
  return s.left === 0;
}

/**
 * A graded attempt as its reader sees it: each response also as the text the student chose, the attempts
 * left, and the answer key and explanations only when the quiz's setting allows (staff always see them).
 */
async function asSeenBy<
  R extends {
    feedback: { questionId: string; response: string; correctAnswer: string | null; explanation: string | null }[];
  },
>(
  isStudent: boolean,
  studentId: string,
  quiz: Pick<Quiz, 'id' | 'maxAttempts' | 'revealAnswers'> & { questions: QuizQuestion[] },
  result: R,
) {
  const s = await standing(studentId, quiz);
  const reveal = !isStudent || mayReveal(quiz, s);
  const questions = new Map(quiz.questions.map((q) => [q.id, q]));
  return {
    ...result,
    maxAttempts: quiz.maxAttempts,
    attemptsLeft: s.left,
    revealAnswers: quiz.revealAnswers,
    answersShown: reveal,
    feedback: result.feedback.map((f) => {
      const q = questions.get(f.questionId);
      const shown = { ...f, responseText: q ? responseText(q, f.response) : f.response };
      return reveal ? shown : { ...shown, correctAnswer: null, explanation: null };
    }),
  };
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

function assertQuestionsBelong(questions: { id: string }[], answers: { questionId: string }[]) {
  const ids = new Set(questions.map((q) => q.id));
  const foreign = answers.filter((a) => !ids.has(a.questionId));
  if (foreign.length)
    throw new BadRequest(
      'Some answers are for questions that are not in this quiz',
      foreign.map((a) => ({ path: 'answers', message: `Unknown question ${a.questionId}` })),
    );
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

const toGradable = (q: QuizQuestion): GradableQuestion => ({
  id: q.id,
  type: q.type,
  options: q.options,
  correctAnswer: q.correctAnswer,
  acceptedAnswers: q.acceptedAnswers,
  points: q.points,
});

/** How an answer key is shown after submission. */
function answerKey(q: QuizQuestion): string | null {
  if (q.type === 'multiple_choice') return q.options[Number(q.correctAnswer)] ?? null;
  if (q.type === 'true_false') return q.correctAnswer === 'true' ? 'True' : 'False';
  if (q.type === 'short_answer') return q.acceptedAnswers.join(' / ');
  return null;
}

/** ProgramStatus as row_to_json renders it. */
type StatusJson = Omit<ProgramStatus, 'revokedAt' | 'required' | 'complete'> & {
  revokedAt: string | null;
  required: number;
  complete: number;
};

type GradingRow = {
  studentId: string;
  status: string;
  deadline: Date | null;
  title: string;
  passingScore: number;
  lessonId: string;
  quizId: string;
  maxAttempts: number;
  revealAnswers: Quiz['revealAnswers'];
  readAt: Date;
  questions: QuizQuestion[];
  answers: { questionId: string; response: string; savedAt: string }[] | null;
};

/** The attempt, its quiz's questions and the answers saved so far, in one query (null for a stranger's). */
async function attemptForGrading(user: SessionUser, attemptId: string) {
  const rows = await db.$queryRaw<GradingRow[]>`
    SELECT a."studentId", a.status::text AS status, a.deadline, q.title, q."passingScore", q."lessonId",
           q.id AS "quizId", q."maxAttempts", q."revealAnswers"::text AS "revealAnswers",
           clock_timestamp()::timestamp(3) AS "readAt",
           (SELECT json_agg(qq ORDER BY qq.position) FROM "QuizQuestion" qq WHERE qq."quizId" = q.id) AS questions,
           (SELECT json_agg(json_build_object('questionId', x."questionId", 'response', x.response, 'savedAt', x."savedAt"))
              FROM "QuizAnswer" x WHERE x."attemptId" = a.id) AS answers
    FROM "QuizAttempt" a JOIN "Quiz" q ON q.id = a."quizId"
    WHERE a.id = ${attemptId} AND a."studentId" = ${user.id}`;
  const row = rows[0];
  if (!row) throw new NotFound('Attempt not found');
  return {
    ...row,
    questions: (row.questions ?? []) as QuizQuestion[],
    // json_agg renders timestamp(3) without a zone: the stored values are UTC.
    saved: (row.answers ?? []).map((a) => ({ ...a, savedAt: new Date(`${a.savedAt}Z`) })),
  };
}

/**
 * Grades an attempt on the server. After the time limit only answers saved by then count.
 * Two queries (docs/performance.md, quiz grading): one reads the attempt, questions and saved answers;
 * one statement claims the attempt and writes the marks, the totals, the activity row and the lesson's
 * progress, so a class submitting together needs no interactive transaction per student. The claim
 * also checks that no answer was saved after the read; if one was, the grading is read again.
 */
export async function submitAttempt(
  user: SessionUser,
  attemptId: string,
  submitted: { questionId: string; response: string }[],
) {
  for (let round = 0; ; round++) {
    const attempt = await attemptForGrading(user, attemptId);
    if (attempt.status !== 'in_progress') throw new Conflict('This attempt is already submitted.');
    const questions = attempt.questions;
    assertQuestionsBelong(questions, submitted);
    const now = new Date();
    const deadline = attempt.deadline ? new Date(attempt.deadline.getTime() + SUBMIT_GRACE_MS) : null;
    const { late, answers } = answersAsOfDeadline(attempt.saved, submitted, now, deadline);
    const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
    const graded = questions.map((q) => {
      const a = byQuestion.get(q.id);
      return {
        q,
        response: a?.response ?? '',
        savedAt: a?.savedAt ?? now,
        ...gradeQuestion(toGradable(q), a?.response),
      };
    });
    const t = totals(
      graded.map((g) => ({ points: g.q.points, pointsAwarded: g.pointsAwarded })),
      attempt.passingScore,
    );
    // Answers saved after the deadline are dropped; the graded ones are written with their marks.
    const kept = graded.filter((g) => byQuestion.has(g.q.id));
    const summary = `${attempt.title}: ${t.pending ? 'waiting for an instructor' : `${t.score}%${t.passed ? ', passed' : ', not passed'}`}`;
    const claimed = await db.$queryRaw<{ n: bigint; status: StatusJson | null }[]>`
      WITH claimed AS (
        UPDATE "QuizAttempt" SET
          status = ${t.pending ? 'pending_review' : 'graded'}::"AttemptStatus",
          "submittedAt" = (${now.toISOString()}::timestamptz AT TIME ZONE 'UTC'),
          late = ${late}, "pointsEarned" = ${t.pointsEarned}, "pointsPossible" = ${t.pointsPossible},
          score = ${t.score}, passed = ${t.passed}
        WHERE id = ${attemptId} AND "studentId" = ${user.id} AND status = 'in_progress'
          AND NOT EXISTS (SELECT 1 FROM "QuizAnswer" x WHERE x."attemptId" = ${attemptId} AND x."savedAt" > ${attempt.readAt})
        RETURNING id
      ), marks AS (
        INSERT INTO "QuizAnswer" (id, "attemptId", "questionId", response, "savedAt", correct, "pointsAwarded")
        SELECT gen_random_uuid()::text, ${attemptId}, m.q, m.r, (m.s::timestamptz AT TIME ZONE 'UTC'), m.c, m.p
        FROM unnest(${kept.map((g) => g.q.id)}::text[], ${kept.map((g) => g.response)}::text[],
                    ${kept.map((g) => g.savedAt.toISOString())}::text[], ${kept.map((g) => g.correct)}::boolean[],
                    ${kept.map((g) => g.pointsAwarded)}::int[]) AS m(q, r, s, c, p)
        WHERE EXISTS (SELECT 1 FROM claimed)
        ON CONFLICT ("attemptId", "questionId") DO UPDATE SET response = EXCLUDED.response,
          "savedAt" = EXCLUDED."savedAt", correct = EXCLUDED.correct, "pointsAwarded" = EXCLUDED."pointsAwarded"
      ), dropped AS (
        DELETE FROM "QuizAnswer" WHERE "attemptId" = ${attemptId} AND EXISTS (SELECT 1 FROM claimed)
          AND NOT ("questionId" = ANY(${kept.map((g) => g.q.id)}::text[]))
      ), activity AS (
        INSERT INTO "StudentActivity" (id, "studentId", kind, summary)
        SELECT gen_random_uuid()::text, ${user.id}, 'quiz_submitted', ${summary} WHERE EXISTS (SELECT 1 FROM claimed)
      ), progress AS (
        INSERT INTO "LessonProgress" (id, "studentId", "lessonId")
        SELECT gen_random_uuid()::text, ${user.id}, ${attempt.lessonId} WHERE ${t.passed === true} AND EXISTS (SELECT 1 FROM claimed)
        ON CONFLICT ("studentId", "lessonId") DO NOTHING
      ), status AS (${t.passed ? programStatusSql(user.id, attempt.lessonId, true) : Prisma.sql`SELECT NULL::text AS program WHERE false`})
      SELECT (SELECT count(*) FROM claimed) AS n, (SELECT row_to_json(s) FROM status s LIMIT 1) AS status`;
    if (Number(claimed[0]?.n ?? 0) === 0) {
      // Submitted meanwhile (409), or an answer was autosaved after the read: grade again.
      if (round < 3) continue;
      throw new Conflict('This attempt is already submitted.');
    }
    const quiz = {
      id: attempt.quizId,
      maxAttempts: attempt.maxAttempts,
      revealAnswers: attempt.revealAnswers,
      questions,
    };
    return asSeenBy(
      true,
      user.id,
      quiz,
      await gradingResult(user, attemptId, attempt, { late, graded, totals: t }, claimed[0].status),
    );
  }
}

async function gradingResult(
  user: SessionUser,
  attemptId: string,
  attempt: { passingScore: number; lessonId: string },
  outcome: {
    late: boolean;
    graded: (ReturnType<typeof gradeQuestion> & { q: QuizQuestion; response: string })[];
    totals: ReturnType<typeof totals>;
  },
  status: StatusJson | null,
) {
  // The program's status was read in the grading statement (this lesson counted as done): a certificate
  // already held is returned as it is; one now due is issued after the commit.
  const certificate =
    outcome.totals.passed && status
      ? await completionOf(user.id, {
          ...status,
          revokedAt: status.revokedAt ? new Date(status.revokedAt) : null,
          required: BigInt(status.required),
          complete: BigInt(status.complete),
        })
      : null;
  return {
    attemptId,
    score: outcome.totals.score,
    passed: outcome.totals.passed,
    pending: outcome.totals.pending,
    pointsEarned: outcome.totals.pointsEarned,
    pointsPossible: outcome.totals.pointsPossible,
    passingScore: attempt.passingScore,
    late: outcome.late,
    certificate,
    feedback: outcome.graded.map((g) => ({
      questionId: g.q.id,
      question: g.q.question,
      type: g.q.type,
      response: g.response,
      correct: g.correct,
      pointsAwarded: g.pointsAwarded,
      points: g.q.points,
      correctAnswer: answerKey(g.q),
      explanation: g.q.explanation,
    })),
  };
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
  return asSeenBy(attempt.studentId === user.id, attempt.studentId, attempt.quiz, {
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
      where: { id: attemptId },
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
    return t;
  });
  if (result.passed) await checkProgramCompletion(attempt.studentId, attempt.quiz.lessonId);
  return result;
}
