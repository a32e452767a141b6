// The offline intent parser: a question is cut into clauses, each clause is matched against the intents,
// named things are resolved (known names first, then the name's place in the sentence), and every intent
// answers through the domain services as the asking user. Two intents in one question → two answers.
import { logger } from '../../platform/logger';
import { NotFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/auth/session';
import { artistReleasesIntent } from './artist-releases';
import { byName, KIND_WORD, mentioned, type Entity } from './entities';
import { failedDeliveriesIntent } from './failed-deliveries';
import { openTicketsIntent } from './open-tickets';
import { pendingPayoutsIntent } from './pending-payouts';
import { releaseEarnings } from './release-earnings';
import { releaseStatusIntent } from './release-status';
import { reviewQueueIntent } from './review-queue';
import { studentProgressIntent } from './student-progress';
import { topEarnersIntent } from './top-earners';
import { captured, clauses, quotedName } from './text';
import { newContext, type EntityKind, type Intent, type LiveAnswer, type LiveContext } from './types';
import { unmatchedRowsIntent } from './unmatched-rows';

/** Every intent, most specific first (the first of two overlapping intents wins, see `overlaps`). */
export const INTENTS: readonly Intent[] = [
  topEarnersIntent,
  releaseEarnings,
  reviewQueueIntent,
  unmatchedRowsIntent,
  pendingPayoutsIntent,
  openTicketsIntent,
  studentProgressIntent,
  releaseStatusIntent,
  failedDeliveriesIntent,
  artistReleasesIntent,
];

/** Pairs where the first, when it answers a clause, makes the second redundant for that clause. */
const OVERLAPS: [string, string][] = [
  ['top-earners', 'release-earnings'],
  ['release-status', 'failed-deliveries'],
  ['release-earnings', 'release-status'],
  ['release-earnings', 'artist-releases'],
  ['release-status', 'artist-releases'],
  ['review-queue', 'release-status'],
  ['student-progress', 'artist-releases'],
];

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

async function resolve(ctx: LiveContext, intent: Intent, clause: string, last: Map<EntityKind, Entity>) {
  const kind = intent.entity!;
  const known = await mentioned(ctx, kind, clause);
  if (known.length) return { entities: known } satisfies Resolution;
  const given = quotedName(clause) ?? captured(clause, intent.namePatterns ?? []);
  if (given) {
    const found = await byName(ctx, kind, given);
    if (found) return { entities: [found] };
    if (!PRONOUN.test(given)) return { entities: [], unknown: given };
  }
  if (PRONOUN.test(clause) && last.has(kind)) return { entities: [last.get(kind)!] };
  return { entities: [] };
}

/** Answers the platform-data part of a question; an empty list when no intent recognises it. */
export async function answerLive(user: SessionUser, question: string): Promise<LiveAnswer[]> {
  const ctx = newContext(user);
  const out: LiveAnswer[] = [];
  const seen = new Set<string>();
  const once = async (key: string, get: () => Promise<LiveAnswer | null>) => {
    if (seen.has(key)) return;
    seen.add(key);
    const answer = await get();
    if (answer) out.push(answer);
  };
  const last = new Map<EntityKind, Entity>();
  for (const clause of clauses(question)) {
    const answered = new Set<string>();
    for (const intent of INTENTS.filter((i) => i.matches(clause))) {
      if (OVERLAPS.some(([a, b]) => b === intent.key && answered.has(a))) continue;
      if (!intent.entity) {
        answered.add(intent.key);
        await once(intent.key, () => run(ctx, intent));
        continue;
      }
      const r = await resolve(ctx, intent, clause, last);
      if (r.unknown) {
        answered.add(intent.key);
        // A release question naming an artist is answered for the artist.
        const artist = intent.entity === 'release' ? await byName(ctx, 'artist', r.unknown) : null;
        if (artist) {
          const forArtist = intent.forArtist?.bind(intent) ?? artistReleasesIntent.answer.bind(artistReleasesIntent);
          await once(`${intent.key}:artist:${artist.id}`, () => forArtist(ctx, artist.id));
        } else await once(`unknown:${r.unknown}`, async () => notFound(intent.key, intent.entity!, r.unknown!));
        continue;
      }
      if (r.entities.length === 0) continue; // the clause uses the intent's words without naming anything
      answered.add(intent.key);
      for (const e of r.entities) {
        last.set(intent.entity, e);
        await once(`${intent.key}:${e.id}`, () => run(ctx, intent, e.id));
      }
    }
  }
  return out;
}

/** One intent's answer; a failing read is logged and left out rather than failing the whole turn. */
export async function run(ctx: LiveContext, intent: Intent, entityId?: string): Promise<LiveAnswer | null> {
  try {
    return await intent.answer(ctx, entityId);
  } catch (err) {
    if (err instanceof NotFound && intent.entity) return notFound(intent.key, intent.entity, entityId ?? '');
    logger.warn(`assistant intent ${intent.key} failed`, err);
    return null;
  }
}
