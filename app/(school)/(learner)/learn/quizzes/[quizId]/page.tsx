// /learn/quizzes/{quizId}: take a quiz (graded on the server; no answers in the page before submission).
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { quizForStudent } from '@/lib/school/quizzes';
import { QuizTaker } from '@/components/school/quiz-taker';
import { recordOrNotFound } from '@/lib/platform/http/not-found';

export const metadata: Metadata = { title: 'Quiz' };

export default async function QuizPage({ params }: { params: Promise<{ quizId: string }> }) {
  const user = await requirePageAccess('student');
  const { quizId } = await params;
  // Only the title is read here; the questions (without answers) load in the browser.
  const quiz = await recordOrNotFound(quizForStudent(user, quizId));
  return (
    <>
      <PageHeader title={quiz.title} />
      <QuizTaker quizId={quiz.id} />
    </>
  );
}
