// The 60 outsider questions for the admin assistant, written without reading its parser or its tuning set,
// the way a busy label admin types (typos, abbreviations, time expressions, rankings, compound asks).
import type { Question } from './needs';
import { earningQuestions } from './earnings';
import { catalogQuestions } from './catalog';
import { areaQuestions } from './areas';

export type { Question };
export const questions: Question[] = [...earningQuestions, ...catalogQuestions, ...areaQuestions];
