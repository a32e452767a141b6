// The fifth outsider set: 100 questions in five voices (20 each), interleaved so that each voice has ten in
// each half. Odd ids are the `tune` half, even ids the `heldout` half.
import type { Question } from '../outsider/needs';
import { catalog } from './catalog';
import { labelHead } from './label';
import { operator } from './operator';
import { royalty } from './royalty';
import { support } from './support';

const voices: Question[][] = [labelHead, catalog, royalty, support, operator];

export const questions5 = voices[0].flatMap((_, i) =>
  voices.map((v, j) => {
    const id = i * voices.length + j + 1;
    return { ...v[i], id, half: id % 2 ? ('tune' as const) : ('heldout' as const) };
  }),
);
