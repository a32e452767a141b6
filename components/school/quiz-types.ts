// The quiz answers as the taker, its questions and its result read them (types only, from the services).
import type { quizForStudent, startAttempt } from '@/lib/school/quizzes';
import type { submitAttempt } from '@/lib/school/quiz-grading';
import type { Json } from '@/lib/platform/json-types';

export type QuizView = Json<Awaited<ReturnType<typeof quizForStudent>>>;
export type Result = Json<Awaited<ReturnType<typeof submitAttempt>>>;
export type Question = QuizView['questions'][number];
export type Attempt = Json<Awaited<ReturnType<typeof startAttempt>>>;
