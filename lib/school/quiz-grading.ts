// Grading a submitted attempt on the server: two queries per grading, three when it completes the
// student's program (docs/performance.md, quiz grading).
import { db } from '../platform/db';
import { Conflict, NotFound } from '../platform/errors';
import type { SessionUser } from '../platform/auth/session';
import { Prisma, type Quiz, type QuizQuestion } from '../generated/prisma/client';
import { answersAsOfDeadline, gradeQuestion, totals, type GradableQuestion } from './grading';
import {
  afterGradingIssue,
  certificateDue,
  completionOf,
  issueInGradingSql,
  prepareCertificate,
  programStatusSql,
  type ProgramStatus,
} from './certificates';
import { answerKey, asSeenBy, assertQuestionsBelong, standingOf } from './quiz-view';

/** Network allowance after the deadline: a submit sent at the last second still counts. */
export const SUBMIT_GRACE_MS = 5_000;

const toGradable = (q: QuizQuestion): GradableQuestion => ({
  id: q.id,
  type: q.type,
  options: q.options,
  correctAnswer: q.correctAnswer,
  acceptedAnswers: q.acceptedAnswers,
  points: q.points,
});

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
  used: number;
  passedBefore: boolean;
  /** The program's status if this lesson counts as done (its quiz passed): read before grading. */
  program: StatusJson | null;
};

/** The attempt, its quiz's questions and the answers saved so far, in one query (null for a stranger's). */
async function attemptForGrading(user: SessionUser, attemptId: string) {
  const rows = await db.$queryRaw<GradingRow[]>`
    SELECT a."studentId", a.status::text AS status, a.deadline, q.title, q."passingScore", q."lessonId",
           q.id AS "quizId", q."maxAttempts", q."revealAnswers"::text AS "revealAnswers",
           clock_timestamp()::timestamp(3) AS "readAt",
           (SELECT json_agg(qq ORDER BY qq.position) FROM "QuizQuestion" qq WHERE qq."quizId" = q.id) AS questions,
           (SELECT json_agg(json_build_object('questionId', x."questionId", 'response', x.response, 'savedAt', x."savedAt"))
              FROM "QuizAnswer" x WHERE x."attemptId" = a.id) AS answers,
           (SELECT count(*)::int FROM "QuizAttempt" o WHERE o."quizId" = q.id AND o."studentId" = a."studentId") AS used,
           EXISTS (SELECT 1 FROM "QuizAttempt" o WHERE o."quizId" = q.id AND o."studentId" = a."studentId" AND o.passed)
             AS "passedBefore",
           (SELECT row_to_json(s) FROM (${programStatusSql(user.id, Prisma.sql`q."lessonId"`, true)}) s LIMIT 1) AS program
    FROM "QuizAttempt" a JOIN "Quiz" q ON q.id = a."quizId"
    WHERE a.id = ${attemptId} AND a."studentId" = ${user.id}`;
  const row = rows[0];
  if (!row) throw new NotFound('Attempt not found');
  return {
    ...row,
    questions: (row.questions ?? []) as QuizQuestion[],
    // json_agg renders timestamp(3) without a zone: the stored values are UTC.
    saved: (row.answers ?? []).map((a) => ({ ...a, savedAt: new Date(`${a.savedAt}Z`) })),
    program: row.program
      ? {
          ...row.program,
          revokedAt: row.program.revokedAt ? new Date(row.program.revokedAt) : null,
          required: BigInt(row.program.required),
          complete: BigInt(row.program.complete),
        }
      : undefined,
  };
}

/**
 * Grades an attempt on the server. After the time limit only answers saved by then count.
 * Two queries (docs/performance.md, quiz grading): one reads the attempt, questions, saved answers, the
 * student's standing and the program's status; one statement claims the attempt and writes the marks,
 * the totals, the activity row, the lesson's progress and, when this completes the program, the
 * certificate with its email, so a class submitting together needs no interactive transaction per
 * student. The claim also checks that no answer was saved after the read; if one was, it reads again.
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
    // A certificate this grading completes is issued by the grading statement itself (its code and
    // email prepared here, from the program's status read above with this lesson counted as done).
    const due =
      t.passed && certificateDue(attempt.program) ? await prepareCertificate(user, attempt.program!.program) : null;
    const issue = due
      ? issueInGradingSql(user.id, due, now.toISOString())
      : Prisma.sql`, issued AS (SELECT NULL::text AS code WHERE false), mail AS (SELECT NULL::text AS id WHERE false)`;
    const claimed = await db.$queryRaw<{ n: bigint; issued: string | null; outboxId: string | null }[]>`
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
      )${issue}
      SELECT (SELECT count(*) FROM claimed) AS n, (SELECT code FROM issued) AS issued, (SELECT id FROM mail) AS "outboxId"`;
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
    const certificate = !t.passed
      ? null
      : due
        ? await afterGradingIssue(user.id, due, claimed[0])
        : await completionOf(user.id, attempt.program);
    return asSeenBy(
      true,
      standingOf(quiz, attempt.used, attempt.passedBefore || t.passed === true),
      quiz,
      gradingResult(attemptId, attempt, { late, graded, totals: t }, certificate),
    );
  }
}

function gradingResult(
  attemptId: string,
  attempt: { passingScore: number },
  outcome: {
    late: boolean;
    graded: (ReturnType<typeof gradeQuestion> & { q: QuizQuestion; response: string })[];
    totals: ReturnType<typeof totals>;
  },
  certificate: Awaited<ReturnType<typeof completionOf>>,
) {
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
