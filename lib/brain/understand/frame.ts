// A clause understood: its canonical words (understand/normalise.ts), the shape of the question (a total,
// a ranking most/least or top N, a comparison, a count, what comes next) and its period. Intents match on
// the frame's words, not on the wording the admin chose.
import { canonical } from './normalise';
import { periodOf, type Period } from './time';

export interface Frame {
  /** The clause as written: names are resolved in it */
  raw: string;
  /** About the world outside the platform (awards, charts, followers, weather): no intent answers it */
  outside: boolean;
  /** One part of a listing clause ("Golden Hour earnings and delivery status"): the parts share a subject */
  part?: boolean;
  /** The canonical clause: lemmas, corrected typos, rewritten phrases */
  text: string;
  words: ReadonlySet<string>;
  period: Period | null;
  /** Ranking direction ("most", "top 3", "least", "worst") */
  order: 'most' | 'least' | null;
  /** "top 3" */
  top: number | null;
  /** A breakdown asked for ("by store", "per month", "each release", "monthly"): the unit, else null */
  per: 'store' | 'month' | 'release' | 'track' | 'artist' | 'country' | null;
  /** An average asked for ("avg earnings per release", "mean monthly revenue") */
  average: boolean;
  /** A share of the whole asked for ("what % of revenue comes from spotify", "what percentage") */
  share: boolean;
  /** Any of these canonical words is in the clause */
  has(...words: string[]): boolean;
  /** The canonical clause matches */
  test(re: RegExp): boolean;
}

// The world outside the platform and the future: awards, charts, followers, Shazams, projections; and the
// company's books and surveys the platform does not keep (margins, salaries, payroll, CSAT, NPS).
const OUTSIDE =
  /\b(?:grammys?|awards?|won|billboard|charts?|charting|nominated|nominations?|followers|listeners|weather|stock price|share price|shazam\w*|projections?|forecast\w*|predict\w*|gross margins?|margins?|salar(?:y|ies)|payroll|overheads?|ebitda|csat|nps|net promoter|customer satisfaction(?: score)?)\b/i;

// Money of a period still to come ("what will our royalties be next quarter"): no statement holds it yet.
const FUTURE =
  /\b(?:will|would|going to|expected to|gonna)\b[^?]*\b(?:earn\w*|royalt\w*|revenue|income|make|gross)\b[^?]*\bnext (?:quarter|month|year|week)\b|\b(?:will|would|going to|gonna)\b[^?]*\bnext (?:quarter|month|year|week)\b[^?]*\b(?:earn\w*|royalt\w*|revenue|income|make|gross)\b|\b(?:earn\w*|royalt\w*|revenue|income)\b[^?]*\b(?:next|coming) (?:quarter|month|year|week)\b/i;

export function frameOf(raw: string, names: ReadonlySet<string> = new Set(), now = new Date()): Frame {
  const text = canonical(raw, names);
  const words = new Set(text.split(' '));
  const has = (...ws: string[]) => ws.some((w) => words.has(w));
  const top = text.match(/\bmost (\d{1,2})\b/);
  const order = has('least', 'less', 'behind') ? 'least' : has('most', 'furthest') ? 'most' : null;
  const per = text.match(
    /\b(?:per|by|each|every|breakdown|between) (?:the |our |all )?(store|month|release|track|artist|country)\b/,
  );
  return {
    raw,
    text,
    per: per ? (per[1] as Frame['per']) : null,
    outside: OUTSIDE.test(raw) || FUTURE.test(raw),
    average: has('average'),
    share: /%|\b(?:percent|percentage|proportion|share of (?:the |our |all )?(?:total|earn|revenue|royalt))/i.test(raw),
    words,
    period: periodOf(text, now),
    order,
    top: top ? Number(top[1]) : null,
    has,
    test: (re) => re.test(text),
  };
}
