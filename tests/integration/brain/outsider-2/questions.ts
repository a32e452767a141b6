// The second outsider set: 100 questions written blind (without reading the assistant's code, its eval set
// or the first outsider set's questions), numbered 1..100 in this order. Fixed split: odd ids are the
// `tune` half (the builders may be told about its misses), even ids are the `heldout` half (the measure).
import { type Question } from '../outsider/needs';
import { areaQuestions2 } from './areas';
import { catalogQuestions2 } from './catalog';
import { earningQuestions2 } from './earnings';
import { moneyQuestions2 } from './money';
import { opsQuestions2 } from './ops';

export interface NumberedQuestion extends Question {
  id: number;
  half: 'tune' | 'heldout';
}

export const questions2: NumberedQuestion[] = [
  ...earningQuestions2,
  ...catalogQuestions2,
  ...moneyQuestions2,
  ...areaQuestions2,
  ...opsQuestions2,
].map((q, i) => ({ ...q, id: i + 1, half: (i + 1) % 2 === 1 ? 'tune' : 'heldout' }));
