// The quiz answers as the taker, its questions and its result read them (the routes' answers, lib/school/contract.ts).
import type { ApiAnswer } from '@/lib/api-client';

export type QuizView = ApiAnswer<'/api/school/quizzes/[id]'>;
export type Result = ApiAnswer<'/api/school/attempts/[id]/submit', 'POST'>;
export type Question = QuizView['questions'][number];
export type Attempt = ApiAnswer<'/api/school/quizzes/[id]/attempts', 'POST'>;
