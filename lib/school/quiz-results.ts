// A student's quiz results as their dashboard lists them: one line per quiz, however often it was retaken.

export type AttemptRow = {
  id: string;
  quizId: string;
  score: number | null;
  passed: boolean | null;
  status: string;
  submittedAt: Date | null;
  quiz: { title: string };
};

/**
 * One line per quiz, however often it was taken: its **best** graded attempt (highest score, the later one on a
 * tie), which is also the attempt that decides whether the quiz is passed. While no attempt is graded yet, the
 * latest one (waiting for an instructor). `attempts` counts the submitted attempts; the newest quiz comes first.
 */
export function bestAttemptPerQuiz(rows: AttemptRow[]) {
  const byQuiz = new Map<string, AttemptRow[]>();
  for (const r of rows) byQuiz.set(r.quizId, [...(byQuiz.get(r.quizId) ?? []), r]);
  return [...byQuiz.values()].map((list) => {
    // Newest first (the query's order): the first graded attempt with the top score is the later one on a tie.
    const graded = list.filter((a) => a.status === 'graded');
    const best = graded.length ? graded.reduce((b, a) => ((a.score ?? 0) > (b.score ?? 0) ? a : b)) : list[0];
    return {
      id: best.id,
      quizId: best.quizId,
      quizTitle: best.quiz.title,
      score: best.score,
      passed: best.passed,
      status: best.status,
      submittedAt: list[0].submittedAt,
      attempts: list.length,
      /** Whether a later attempt still waits for an instructor's grade */
      laterPending: list.some((a) => a.status === 'pending_review' && a !== best),
    };
  });
}
