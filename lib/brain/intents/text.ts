// Text helpers of the intent parser: normalising a question, splitting it into clauses, and finding a
// known name in it (exact phrase first, then a typo-tolerant window of the same number of words).

/** Lower case, apostrophes dropped, everything else not a letter or digit becomes one space. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’`]s\b/g, '')
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const CLAUSE_START =
  /\s*(?:[?;]+|(?<!\b(?:feat|ft|vs|approx|incl|no|nr|st|mr|ms|dr|avg|est|qtr|mo|yr))\.\s+|,?\s+(?:and|plus) (?=the |any )|,?\s+(?:and|also|plus|then)\s+(?=(?:also\s+)?(?:what|which|who|whose|how|is|are|was|were|list|show|tell|give|did|does|do|has|have|any|where|when|why|can)\b))\s*/i;

// A dot ends a clause unless it ends an abbreviation ("feat. Luna", "vs. last month", "avg. payout").
/** A question cut where a second question starts ("... earn and which release is waiting ..."). */
export function clauses(question: string): string[] {
  return question
    .split(CLAUSE_START)
    .map((c) => c.trim())
    .filter((c) => /[a-z0-9]/i.test(c));
}

/** Levenshtein distance, two rows. */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length];
}

/** 1 for the same text, 0 for nothing in common (edit distance over the longer length). */
export function similarity(a: string, b: string): number {
  const x = normalize(a);
  const y = normalize(b);
  if (!x || !y) return 0;
  return 1 - distance(x, y) / Math.max(x.length, y.length);
}

/** Two names this close are the same name with a typo ("Golden Hoor"). */
export const NAME_SIMILARITY = 0.78;

export interface NameMatch<T> {
  item: T;
  score: number;
  /** The words of the clause that named it */
  phrase: string;
}

/**
 * The known name the text mentions: a whole-word phrase match scores 1 (longest name wins, so "Golden
 * Hour Remix" beats "Golden Hour"); otherwise the best window of the text's words within a typo of a name.
 */
export function findName<T>(text: string, items: readonly T[], nameOf: (t: T) => string): NameMatch<T> | null {
  const hay = ` ${normalize(text)} `;
  const words = hay.trim().split(' ').filter(Boolean);
  let best: NameMatch<T> | null = null;
  for (const item of items) {
    const name = normalize(nameOf(item));
    if (name.length < 2) continue;
    if (hay.includes(` ${name} `)) {
      const score = 1 + name.length / 1000;
      if (!best || score > best.score) best = { item, score, phrase: name };
      continue;
    }
    if (name.length < 5) continue; // short names only match exactly: "Ivy" is not "I"
    const n = name.split(' ').length;
    for (const size of [n, n + 1, n - 1].filter((s) => s > 0)) {
      for (let i = 0; i + size <= words.length; i++) {
        const phrase = words.slice(i, i + size).join(' ');
        const score = similarity(phrase, name);
        if (score >= NAME_SIMILARITY && (!best || score > best.score)) best = { item, score, phrase };
      }
    }
  }
  return best;
}

/** Every known name the text contains as whole words (a name inside a longer matched one is left out). */
export function findAllNames<T>(text: string, items: readonly T[], nameOf: (t: T) => string): T[] {
  const hay = ` ${normalize(text)} `;
  const hits = items
    .map((item) => ({ item, name: normalize(nameOf(item)) }))
    .filter((h) => h.name.length >= 2 && hay.includes(` ${h.name} `));
  return hits.filter((h) => !hits.some((o) => o.name !== h.name && o.name.includes(h.name))).map((h) => h.item);
}

/** A name given in quotes: "Golden Hour", 'Golden Hour', “Golden Hour”. */
export function quotedName(text: string): string | null {
  const m = text.match(/["“”]([^"“”]{2,120})["“”]|(?:^|\s)['‘]([^'‘’]{2,120})['’](?=\s|[?.!,]|$)/);
  return (m?.[1] ?? m?.[2])?.trim() ?? null;
}

/** The first capture of the first pattern that matches, trimmed of leading articles and trailing punctuation. */
export function captured(text: string, patterns: readonly RegExp[]): string | null {
  for (const p of patterns) {
    const m = text.match(p);
    const name = m?.[1]
      ?.replace(
        /^(?:the\s+)?(?:release|album|single|ep|song|track|record|student|artist)\s+(?:called\s+|named\s+)?/i,
        '',
      )
      .replace(/^(?:the|a|an|our|my)\s+/i, '')
      // "the producer Marcus Hill": a role before a person's name is no part of it.
      .replace(
        /^(?:producer|co-?producer|writer|co-?writer|songwriter|composer|engineer|mixer|mix engineer|featured artist|feature|collaborator|contributor|payee|artist)\s+/i,
        '',
      )
      .replace(/[?.!,;:]+$/, '')
      .trim();
    if (name && name.length >= 2 && !/^(?:it|this|that|they|them|he|she|we|you|i)$/i.test(name)) return name;
  }
  return null;
}
