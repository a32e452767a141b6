// The words of the memories a search can see, kept per process and rebuilt after a write that can change
// them (lib/platform/cache: version 'BrainMemoryText', bumped by new, edited, deleted or re-scoped memories, not by
// a chat turn counting memories as used). Retrieval uses it to tell a typo from a known word and to turn a
// typo into the title words it may stand for, which the tsvector index then finds: the trigram recheck of
// a typo over every title sharing trigrams with it cost 20-120 ms on the embedded PGlite at 10,000
// memories (docs/performance.md, assistant retrieval).
import { db } from '../platform/db';
import type { Prisma } from '../generated/prisma/client';
import { TableCache } from '../platform/cache/store';

export interface Lexicon {
  /** Every word of the visible memories' titles and contents. */
  words: Set<string>;
  /** The distinct title words, and for each trigram the indexes of the title words holding it. */
  titleWords: string[];
  byTrigram: Map<string, number[]>;
}

/** Words as pg_trgm cuts them: runs of letters and digits, lower-cased. */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A word's trigrams as pg_trgm makes them (two spaces before, one after). */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

function build(rows: { title: string; content: string }[]): Lexicon {
  const words = new Set<string>();
  const titles = new Set<string>();
  for (const r of rows) {
    for (const w of wordsOf(r.title)) {
      words.add(w);
      titles.add(w);
    }
    for (const w of wordsOf(r.content)) words.add(w);
  }
  const titleWords = [...titles];
  const byTrigram = new Map<string, number[]>();
  titleWords.forEach((w, i) => {
    for (const t of trigrams(w)) {
      const list = byTrigram.get(t);
      if (list) list.push(i);
      else byTrigram.set(t, [i]);
    }
  });
  return { words, titleWords, byTrigram };
}

// One entry per visibility filter (status, author, category, protocols only): a handful per process.
const cache = new TableCache<Lexicon>(['BrainMemoryText'], 64);

/**
 * The lexicon of the memories matching `filter` (SQL over the alias `m`), `key` naming that filter. The
 * cache keeps a value only when no write to the memories' words committed while it was read.
 */
export function lexiconFor(key: string, filter: Prisma.Sql): Promise<Lexicon> {
  return cache.get(key, async () => {
    const rows = await db.$queryRaw<{ title: string; content: string }[]>`
      SELECT m.title, m.content FROM "BrainMemory" m WHERE ${filter}`;
    return { value: build(rows) };
  });
}

/**
 * Title words a typo may stand for: those holding at least `threshold` of the typo's trigrams, pg_trgm's
 * word_similarity of the typo to a title containing the word; the best `max` of them.
 */
export function typoCandidates(lexicon: Lexicon, typo: string, threshold: number, max: number): string[] {
  const own = trigrams(typo);
  const shared = new Map<number, number>();
  for (const t of own) for (const i of lexicon.byTrigram.get(t) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
  return [...shared]
    .map(([i, n]) => ({ word: lexicon.titleWords[i], score: n / own.size }))
    .filter((c) => c.score >= threshold)
    .sort((a, b) => b.score - a.score || a.word.localeCompare(b.word))
    .slice(0, max)
    .map((c) => c.word);
}
