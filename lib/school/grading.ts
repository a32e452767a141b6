// Quiz grading, pure: one question at a time, totals with the pass mark, and the server-side time limit.

export const QUESTION_TYPES = ['multiple_choice', 'true_false', 'short_answer', 'essay'] as const;
type QuestionType = (typeof QUESTION_TYPES)[number];

export interface GradableQuestion {
  id: string;
  type: QuestionType;
  /** Multiple choice: the four options; other types: empty. */
  options: string[];
  /** Multiple choice: the index of the right option as text ('0'..'3'); true-false: 'true' or 'false'. */
  correctAnswer: string | null;
  /** Short answer: every accepted answer (compared after normalising). */
  acceptedAnswers: string[];
  points: number;
}

export interface QuestionGrade {
  /** null while an essay waits for an instructor. */
  correct: boolean | null;
  pointsAwarded: number | null;
}

/** Lower case, punctuation and dashes as spaces, quotes dropped, runs of spaces collapsed. */
export function normaliseAnswer(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u201c\u201d'"`]/g, '')
    .replace(/[\p{P}\p{S}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const wrong: QuestionGrade = { correct: false, pointsAwarded: 0 };
const right = (q: GradableQuestion): QuestionGrade => ({ correct: true, pointsAwarded: q.points });

export function gradeQuestion(q: GradableQuestion, response: string | undefined | null): QuestionGrade {
  const answer = (response ?? '').trim();
  if (!answer) return wrong;
  switch (q.type) {
    case 'multiple_choice':
      return q.correctAnswer !== null && answer === q.correctAnswer.trim() ? right(q) : wrong;
    case 'true_false':
      return q.correctAnswer !== null && answer.toLowerCase() === q.correctAnswer.trim().toLowerCase()
        ? right(q)
        : wrong;
    case 'short_answer': {
      const given = normaliseAnswer(answer);
      const accepted = [...q.acceptedAnswers, ...(q.correctAnswer ? [q.correctAnswer] : [])]
        .map(normaliseAnswer)
        .filter(Boolean);
      return accepted.includes(given) ? right(q) : wrong;
    }
    case 'essay':
      return { correct: null, pointsAwarded: null };
  }
}

export interface Totals {
  pointsEarned: number;
  pointsPossible: number;
  /** Whole percent, rounded. */
  score: number;
  /** Some essay still waits for an instructor's grade. */
  pending: boolean;
  /** null while pending. */
  passed: boolean | null;
}

export function totals(items: { points: number; pointsAwarded: number | null }[], passingScore: number): Totals {
  const pointsPossible = items.reduce((s, i) => s + i.points, 0);
  const pointsEarned = items.reduce((s, i) => s + (i.pointsAwarded ?? 0), 0);
  const pending = items.some((i) => i.pointsAwarded === null);
  const score = pointsPossible === 0 ? 0 : Math.round((pointsEarned * 100) / pointsPossible);
  // Compare exactly (earned/possible >= passing%), not the rounded score.
  const passed = pending ? null : pointsEarned * 100 >= passingScore * pointsPossible;
  return { pointsEarned, pointsPossible, score, pending, passed };
}

export interface SavedAnswer {
  questionId: string;
  response: string;
  savedAt: Date;
}

/**
 * The answers an attempt is graded on. Before the deadline the submitted answers replace the saved
 * ones; after it, only answers saved by the deadline count (submitted and later answers are ignored).
 */
export function answersAsOfDeadline(
  saved: SavedAnswer[],
  submitted: { questionId: string; response: string }[],
  submittedAt: Date,
  deadline: Date | null,
): { late: boolean; answers: SavedAnswer[] } {
  const late = deadline !== null && submittedAt.getTime() > deadline.getTime();
  if (late) return { late, answers: saved.filter((a) => a.savedAt.getTime() <= deadline!.getTime()) };
  const byQuestion = new Map<string, SavedAnswer>();
  for (const a of saved) byQuestion.set(a.questionId, a);
  for (const a of submitted)
    byQuestion.set(a.questionId, { questionId: a.questionId, response: a.response, savedAt: submittedAt });
  return { late, answers: [...byQuestion.values()] };
}
