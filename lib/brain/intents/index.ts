// The offline intent parser: a question is cut into clauses, each clause is understood as a frame
// (understand/: canonical words, shape, period), matched against the intents, named things are resolved
// (known names first, then the name's place in the sentence), and every intent answers through the domain
// services as the asking user. Two intents in one question → two answers.
import { logger } from '../../platform/logger';
import { NotFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/auth/session';
import { artistReleasesIntent } from './artist-releases';
import { isAdminRole } from '../../platform/auth/roles';
import { listCoursesForStaff } from '@/lib/school';
import { byName, joinedNames, KIND_WORD, mentioned, nameWords, type Entity } from './entities';
import { captured, clauses, normalize, quotedName } from './text';
import { memo, newContext, type EntityKind, type Intent, type LiveAnswer, type LiveContext } from './types';
import { frameOf, type Frame } from '../understand/frame';
import { isVocabulary } from '../understand/normalise';
import { INTENTS, OVERLAPS } from './registry';

export { INTENTS };

const PRONOUN = /\b(?:it|its|it's|that one|this one|that release|this release|the same release|them|their)\b/i;

export function notFound(intent: string, kind: EntityKind, name: string): LiveAnswer {
  return {
    intent,
    unresolved: true,
    text: `I couldn't find ${KIND_WORD[kind] === 'artist' ? 'an' : 'a'} ${KIND_WORD[kind]} called "${name}".`,
  };
}

interface Resolution {
  entities: Entity[];
  /** The name a person gave that matches nothing */
  unknown?: string;
}

async function resolve(ctx: LiveContext, intent: Intent, clause: string, last: Map<EntityKind, Entity>, part = false) {
  const kind = intent.entity!;
  const known = await mentioned(ctx, kind, clause);
  if (known.length) return { entities: known } satisfies Resolution;
  const given = quotedName(clause) ?? captured(clause, intent.namePatterns ?? []);
  // "Total royalties ...": words of the vocabulary are not a name.
  if (given && !isVocabulary(given)) {
    const found = await byName(ctx, kind, given);
    if (found) return { entities: [found] };
    if (!PRONOUN.test(given)) return { entities: [], unknown: given };
  }
  if (PRONOUN.test(clause) && last.has(kind)) return { entities: [last.get(kind)!] };
  // "Golden Hour earnings and delivery status": the second part's subject is the first part's.
  if (part && last.has(kind)) return { entities: [last.get(kind)!] };
  return { entities: [] };
}

const PARTS = /\s*(?:,|\band\b|\bplus\b|\+|&)\s*/i;
const matching = (f: Frame) => new Set(INTENTS.filter((i) => i.matches(f)).map((i) => i.key));

/**
 * The frames of a question's clauses, typos corrected towards the names the user may ask about. A clause
 * listing several things ("review queue, failed deliveries, open tickets", "total royalties and unmatched
 * rows") is read part by part when every part is a question of its own and the parts reveal an intent the
 * whole clause hid; "Golden Hour status and earnings" or "compare X and Y" stay whole.
 */
export async function understand(ctx: LiveContext, question: string): Promise<Frame[]> {
  const names = await memoNames(ctx);
  // "..., money wise": a qualifier after a comma belongs to the clause, it is no part of its own.
  const joined = await memoJoined(ctx);
  return clauses(question.replace(/,\s*(?=[a-z]+[- ]?wise\b)/gi, ' ')).flatMap((c) => {
    const whole = frameOf(c, names);
    const parts = c.split(PARTS).filter((p) => /[a-z0-9]/i.test(p));
    if (parts.length < 2) return [whole];
    // "how many lessons in Royalties and Splits": a name holding "and" is one thing, not two parts.
    const plainClause = ` ${normalize(c.replace(/&|\+/g, ' and '))} `;
    if (joined.some((n) => plainClause.includes(` ${n} `))) return [whole];
    const frames = parts.map((p) => frameOf(p, names));
    const sets = frames.map(matching);
    if (sets.some((s) => s.size === 0)) return [whole];
    const all = matching(whole);
    return sets.some((s) => [...s].some((k) => !all.has(k))) ? frames.map((fr) => ({ ...fr, part: true })) : [whole];
  });
}
const memoJoined = (ctx: LiveContext) => {
  if (!ctx.memo.has('joined'))
    ctx.memo.set(
      'joined',
      (isAdminRole(ctx.user.role)
        ? memo(ctx, 'courses', listCoursesForStaff).catch(() => [])
        : Promise.resolve([])
      ).then((courses) =>
        joinedNames(
          ctx,
          courses.map((c) => c.title),
        ),
      ),
    );
  return ctx.memo.get('joined') as Promise<string[]>;
};
const memoNames = (ctx: LiveContext) => {
  if (!ctx.memo.has('names')) ctx.memo.set('names', nameWords(ctx));
  return ctx.memo.get('names') as Promise<Set<string>>;
};

/** Answers the platform-data part of a question; an empty list when no intent recognises it. */
export async function answerLive(user: SessionUser, question: string): Promise<LiveAnswer[]> {
  const ctx = newContext(user);
  const out: LiveAnswer[] = [];
  const seen = new Set<string>();
  /** Answers once per key; true when an answer was given now or before. */
  const once = async (key: string, get: () => Promise<LiveAnswer | null>) => {
    if (seen.has(key)) return true;
    seen.add(key);
    const answer = await get();
    if (answer) out.push(answer);
    return !!answer;
  };
  const last = new Map<EntityKind, Entity>();
  for (const f of await understand(ctx, question)) {
    // "which of our artists won a grammy": the platform's data has no answer; the fallback says so.
    if (f.outside) continue;
    const answered = new Set<string>();
    for (const intent of INTENTS.filter((i) => i.matches(f))) {
      if (OVERLAPS.some(([a, b]) => b === intent.key && answered.has(a))) continue;
      if (!intent.entity) {
        const a = await run(ctx, intent, undefined, f);
        if (a && !seen.has(`${intent.key}:${a.text}`)) {
          answered.add(intent.key);
          seen.add(`${intent.key}:${a.text}`);
          out.push(a);
        } else if (a) answered.add(intent.key);
        continue;
      }
      const r = await resolve(ctx, intent, f.raw, last, f.part);
      if (r.unknown) {
        answered.add(intent.key);
        // A release question naming an artist is answered for the artist.
        const artist = intent.entity === 'release' ? await byName(ctx, 'artist', r.unknown) : null;
        const track = intent.entity === 'release' && intent.forTrack ? await byName(ctx, 'track', r.unknown) : null;
        if (artist) {
          const forArtist = intent.forArtist?.bind(intent) ?? artistReleasesIntent.answer.bind(artistReleasesIntent);
          await once(`${intent.key}:artist:${artist.id}:${f.period?.label ?? ''}`, () => forArtist(ctx, artist.id, f));
        } else if (track && intent.forTrack) {
          const forTrack = intent.forTrack.bind(intent);
          await once(`${intent.key}:track:${track.id}`, () => forTrack(ctx, track.id, f));
        } else await once(`unknown:${r.unknown}`, async () => notFound(intent.key, intent.entity!, r.unknown!));
        continue;
      }
      if (r.entities.length === 0) continue; // the clause uses the intent's words without naming anything
      // An intent that declines (null: "is X on <no store named>") leaves the clause to the next ones.
      for (const e of r.entities) {
        last.set(intent.entity, e);
        if (await once(`${intent.key}:${e.id}:${f.period?.label ?? ''}`, () => run(ctx, intent, e.id, f)))
          answered.add(intent.key);
      }
    }
  }
  return out;
}

/** One intent's answer; a failing read is logged and left out rather than failing the whole turn. */
export async function run(ctx: LiveContext, intent: Intent, entityId?: string, f?: Frame): Promise<LiveAnswer | null> {
  try {
    return await intent.answer(ctx, entityId, f);
  } catch (err) {
    if (err instanceof NotFound && intent.entity) return notFound(intent.key, intent.entity, entityId ?? '');
    logger.warn(`assistant intent ${intent.key} failed`, err);
    return null;
  }
}
