// The quiz answers as the taker, its questions and its result read them (the routes' answers, lib/school/contract.ts).
import type { ApiAnswer } from '@/lib/api-client';

type QuizView = ApiAnswer<'/api/school/quizzes/[id]'>;
export type Result = ApiAnswer<'/api/school/attempts/[id]/submit', 'POST'>;
export type Question = QuizView['questions'][number];
