// Quiz results for staff: every submitted attempt with its student, quiz, points and score (bounded).
import { db } from '../platform/db';

/** Submitted quiz attempts, newest first: who, which quiz, points earned of possible, score %, passed. */
export async function quizScores(take = 500) {
  const rows = await db.quizAttempt.findMany({
    where: { submittedAt: { not: null } },
    orderBy: { submittedAt: 'desc' },
    take,
    select: {
      score: true,
      pointsEarned: true,
      pointsPossible: true,
      passed: true,
      submittedAt: true,
      attemptNumber: true,
      student: { select: { id: true, name: true } },
      quiz: { select: { title: true } },
    },
  });
  return rows.map((r) => ({ ...r, student: r.student.name, studentId: r.student.id, quiz: r.quiz.title }));
}
