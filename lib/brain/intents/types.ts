// What an intent is: words that recognise a question about the platform's own data, and an answer
// read through the same service functions the pages use, as the asking user.
import type { SessionUser } from '../../platform/auth/session';
import type { Frame } from '../understand/frame';

export interface LiveAnswer {
  /** The intent that answered (cited as live data) */
  intent: string;
  /** One or a few plain sentences with the figures, each with its label */
  text: string;
  /** The page that shows the same figures */
  link?: { href: string; label: string };
  /** A name that matched nothing: the rest of retrieval (memories, code, signals) still runs */
  unresolved?: boolean;
}

export interface LiveContext {
  user: SessionUser;
  /** Per-turn memo of directory reads, so two intents of one question read a list once */
  memo: Map<string, Promise<unknown>>;
}

export type EntityKind = 'release' | 'student' | 'artist' | 'track' | 'work' | 'store';

export interface Intent {
  key: string;
  /** What the intent answers, also the LLM tool's description */
  description: string;
  /** A clause (understood as a frame: canonical words, shape, period) is about this intent */
  matches(f: Frame): boolean;
  /** The named thing the answer is about, resolved by name (fuzzy, case-insensitive) */
  entity?: EntityKind;
  /** Where the name sits in a clause when it is not a known one ("how much did X earn") */
  namePatterns?: RegExp[];
  /** A release intent asked about an artist instead ("How much did Nova Reyes earn?") */
  forArtist?(ctx: LiveContext, artist: string, f?: Frame): Promise<LiveAnswer>;
  /** A release intent asked about a track instead ("How much did Afterglow earn?") */
  forTrack?(ctx: LiveContext, trackId: string, f?: Frame): Promise<LiveAnswer>;
  /**
   * Answers for the resolved entity id (entity intents) or for the platform (the others); the frame, when
   * given, carries the period, the ranking direction and the names of the clause.
   */
  answer(ctx: LiveContext, entityId?: string, f?: Frame): Promise<LiveAnswer | null>;
}

export function newContext(user: SessionUser): LiveContext {
  return { user, memo: new Map() };
}

export function memo<T>(ctx: LiveContext, key: string, load: () => Promise<T>): Promise<T> {
  if (!ctx.memo.has(key)) ctx.memo.set(key, load());
  return ctx.memo.get(key) as Promise<T>;
}

/** "1 release", "2 releases" */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
