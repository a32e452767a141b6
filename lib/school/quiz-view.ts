// How quizzes and graded attempts read to a learner: questions without answers, responses as text, and the
// answer key only when the quiz's setting allows. Shared by quizzes.ts and quiz-grading.ts.
import { db } from '../platform/db';
import { BadRequest } from '../platform/errors';
import type { Quiz, QuizQuestion } from '../generated/prisma/client';

/** What a learner may see of a question before submitting: never the answer or the explanation. */
export const publicQuestion = (q: QuizQuestion) => ({
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
export async function standing(studentId: string, quiz: Pick<Quiz, 'id' | 'maxAttempts'>): Promise<Standing> {
  const rows = await db.quizAttempt.findMany({ where: { quizId: quiz.id, studentId }, select: { passed: true } });
  return standingOf(
    quiz,
    rows.length,
    rows.some((r) => r.passed),
  );
}

export interface Standing {
  used: number;
  left: number;
  passed: boolean;
}

export const standingOf = (quiz: Pick<Quiz, 'maxAttempts'>, used: number, passed: boolean): Standing => ({
  used,
  left: Math.max(0, quiz.maxAttempts - used),
  passed,
});

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
export function asSeenBy<
  R extends {
    feedback: { questionId: string; response: string; correctAnswer: string | null; explanation: string | null }[];
  },
>(
  isStudent: boolean,
  s: Standing,
  quiz: Pick<Quiz, 'id' | 'maxAttempts' | 'revealAnswers'> & { questions: QuizQuestion[] },
  result: R,
) {
  const reveal = !isStudent || mayReveal(quiz, s);
  const questions = new Map(quiz.questions.map((q) => [q.id, q]));
  return {
    ...result,
    maxAttempts: quiz.maxAttempts,
    attemptsLeft: s.left,
    revealAnswers: quiz.revealAnswers,
    answersShown: reveal,
    // Typed as R's own items (not the constraint's) so the caller's extra fields (points, correct…) reach its type.
    feedback: (result.feedback as R['feedback'][number][]).map((f) => {
      const q = questions.get(f.questionId);
      const shown = { ...f, responseText: q ? responseText(q, f.response) : f.response };
      return reveal ? shown : { ...shown, correctAnswer: null, explanation: null };
    }),
  };
}

export function assertQuestionsBelong(questions: { id: string }[], answers: { questionId: string }[]) {
  const ids = new Set(questions.map((q) => q.id));
  const foreign = answers.filter((a) => !ids.has(a.questionId));
  if (foreign.length)
    throw new BadRequest(
      'Some answers are for questions that are not in this quiz',
      foreign.map((a) => ({ path: 'answers', message: `Unknown question ${a.questionId}` })),
    );
}

/** How an answer key is shown after submission. */
export function answerKey(q: QuizQuestion): string | null {
  if (q.type === 'multiple_choice') return q.options[Number(q.correctAnswer)] ?? null;
  if (q.type === 'true_false') return q.correctAnswer === 'true' ? 'True' : 'False';
  if (q.type === 'short_answer') return q.acceptedAnswers.join(' / ');
  return null;
}
