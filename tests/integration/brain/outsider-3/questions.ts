// The third outsider set: 100 questions written blind, numbered in order; odd ids are the tune half,
// even ids the held-out half.
import type { Need } from './kit';
import { catalogAsks } from './catalog';
import { distributionAsks } from './distribution';
import { earningsAsks } from './earnings';
import { opsAsks } from './ops';
import { payoutAsks } from './payouts';
import { rightsAsks } from './rights';
import { schoolAsks } from './school';
import { servicesAsks } from './services';
import { supportAsks } from './support';

export interface Question3 {
  id: number;
  half: 'tune' | 'heldout';
  domain: string;
  q: string;
  expect: () => Promise<Need[]>;
}

export const questions3: Question3[] = [
  ...earningsAsks,
  ...catalogAsks,
  ...distributionAsks,
  ...payoutAsks,
  ...supportAsks,
  ...schoolAsks,
  ...servicesAsks,
  ...rightsAsks,
  ...opsAsks,
].map((a, i) => ({ ...a, id: i + 1, half: i % 2 === 0 ? 'tune' : 'heldout' }));
