// Normalising a question: lower case, phrases of the vocabulary rewritten, every word typo-corrected
// against the vocabulary and the platform's names (Damerau-Levenshtein, transpositions count once), then
// replaced by its lemma. "what did City of Glass bring in" → "what did city of glass earn";
// "reveiw queue" → "review queue"; "give me Golden Hour's numbers" → "give me golden hour earn".
import { COMMON_WORDS } from './common-words';
import { LEMMAS, MONTHS, PHRASES, VOCABULARY } from './vocabulary';

/** Lower case, accents and apostrophes dropped, everything not a letter or digit one space. */
function plain(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’`]s\b/g, '')
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent transpositions. */
export function damerau(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.length][b.length];
}

/** How far a word may be from a known one to count as its typo: none under 4 letters, 1 up to 6, then 2. */
const allowed = (w: string) => (w.length < 4 ? 0 : w.length <= 6 ? 1 : 2);

const KNOWN = new Set(VOCABULARY);

/**
 * The known word a typo stands for, or the word itself. A word of everyday English is no typo ("match" is not
 * "march", "lines" not "lives"): it is kept as written unless `common` is false.
 */
function correct(word: string, names: ReadonlySet<string>, common = true): string {
  if (KNOWN.has(word) || names.has(word) || /\d/.test(word)) return word;
  if (common && COMMON_WORDS.has(word)) return word;
  const max = allowed(word);
  if (!max) return word;
  let best = word;
  let bestD = max + 1;
  for (const known of [...KNOWN, ...names]) {
    if (Math.abs(known.length - word.length) > max) continue;
    // Short words keep their first letter ("look" is not "book"); longer ones their first or second.
    if (word.length <= 5 ? known[0] !== word[0] : known[0] !== word[0] && known[1] !== word[1]) continue;
    const d = damerau(word, known);
    if (d < bestD) [best, bestD] = [known, d];
  }
  return bestD <= max ? best : word;
}

// "jul-sep", "q2–q3", "june/july": a span of months or quarters written with a dash or slash.
const SPAN_UNIT = `(?:${MONTHS.join('|')}|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|q[1-4])`;
const DASHED_SPAN = new RegExp(`\\b(${SPAN_UNIT})\\s*[-–—/]\\s*(${SPAN_UNIT})\\b`, 'gi');

/** The question as the intents read it: phrases rewritten, typos corrected, each word its lemma. */
export function canonical(text: string, names: ReadonlySet<string> = new Set()): string {
  // "#1 artist" is the top one.
  // "$ from spotify": a dollar sign without a figure is money asked for.
  let t = ` ${plain(
    text
      .replace(/#\s*1\b/g, ' top ')
      .replace(/\$(?!\s*\d)/g, ' money ')
      .replace(DASHED_SPAN, '$1 to $2'),
  )} `;
  // Phrases before and after typo correction: "bring in" is a phrase, not a typo of "being in".
  for (const [re, to] of PHRASES) t = t.replace(re, to);
  t = t
    .split(' ')
    .map((w) => (w ? correct(w, names) : w))
    .join(' ');
  for (const [re, to] of PHRASES) t = t.replace(re, to);
  return t
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => LEMMAS[w] ?? w)
    .join(' ');
}

/** Every word of the text is a word of the vocabulary ("Total", "top track"): not a name. */
export function isVocabulary(text: string): boolean {
  const words = plain(text).split(' ').filter(Boolean);
  return words.length > 0 && words.every((w) => KNOWN.has(w) || KNOWN.has(correct(w, new Set(), false)));
}
