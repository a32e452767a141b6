// /learn/quizzes/{quizId}: take a quiz (graded on the server; no answers in the page before submission).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/ui/page-header';
import { requirePageAccess } from '@/lib/auth/current-user';
import { quizForStudent } from '@/lib/school/quizzes';
import { NotFound } from '@/lib/errors';
import { QuizTaker } from '@/components/school/quiz-taker';

export const metadata: Metadata = { title: 'Quiz' };

export default async function QuizPage({ params }: { params: Promise<{ quizId: string }> }) {
  const user = await requirePageAccess('student');
  const { quizId } = await params;
  // Only the title is read here; the questions (without answers) load in the browser.
  const quiz = await quizForStudent(user, quizId).catch((err) => {
    if (err instanceof NotFound) notFound();
    throw err;
  });
  return (
    <>
      <PageHeader title={quiz.title} />
      <QuizTaker quizId={quiz.id} />
    </>
  );
}
