// Second outsider set: releases and the review queue, deliveries by store and their failures.
import { db } from '@/lib/platform/db';
import { liveWhere } from '@/lib/distribution';
import { type Need, type Question, count, has, oneOf } from '../outsider/needs';
import { Q, all, countOf, date, daysAgo, matches, yes } from './helpers';

const STATUS: Record<string, string[]> = {
  draft: ['draft'],
  uploaded: ['uploaded', 'submitted', 'awaiting review', 'waiting for review'],
  under_review: ['under review', 'in review'],
  approved: ['approved'],
  distributed: ['distributed', 'live'],
  rejected: ['rejected'],
  delivery_failed: ['delivery failed', 'failed'],
  taken_down: ['taken down'],
};
const status = async (title: string): Promise<Need> =>
  oneOf(...STATUS[(await db.release.findFirstOrThrow({ where: { title } })).status].map(has));
const titles = async (where: object) => (await db.release.findMany({ where })).map((r) => r.title);

export const catalogQuestions2: Question[] = [
  // ---- releases
  Q('releases', 'how many releases are still in draft', async () => [
    countOf(await db.release.count({ where: { status: 'draft' } }), 'draft'),
  ]),
  Q('releases', 'whats the status on static bloom', async () => [await status('Static Bloom')]),
  Q('releases', 'list all of nova reyes releases', async () => all(await titles({ primaryArtist: 'Nova Reyes' }))),
  Q('releases', 'which releases got rejected and why', async () => {
    const r = await db.release.findMany({ where: { status: 'rejected' } });
    return r.length ? r.flatMap((x) => [has(x.title), has((x.rejectionReason ?? '').slice(0, 30))]) : [count(0)];
  }),
  Q('releases', 'how many releases does kairo james have', async () => [
    count(await db.release.count({ where: { primaryArtist: 'Kairo James' } })),
  ]),
  Q('releases', 'release date for coming tide?', async () => {
    const r = await db.release.findFirstOrThrow({ where: { title: 'Coming Tide' } });
    return [r.releaseDate ? date(r.releaseDate) : count(0)];
  }),
  Q('releases', 'anything sitting in the review queue?', async () =>
    all(await titles({ status: { in: ['uploaded', 'under_review'] } })),
  ),
  Q('releases', 'how many tracks on midnight signals', async () => [
    count(await db.track.count({ where: { release: { title: 'Midnight Signals' } } })),
  ]),
  Q('releases', 'isrc for satellite hearts', async () => [
    has((await db.track.findFirstOrThrow({ where: { title: 'Satellite Hearts' } })).isrc ?? 'no isrc'),
  ]),
  Q('releases', 'who is the artist on paper planes and whats it waiting on', async () => [
    has((await db.release.findFirstOrThrow({ where: { title: 'Paper Planes' } })).primaryArtist),
    await status('Paper Planes'),
  ]),
  Q('releases', 'most recent release to go live?', async () => {
    const r = await db.release.findFirstOrThrow({
      where: liveWhere(),
      orderBy: { liveAt: { sort: 'desc', nulls: 'last' } },
    });
    return [has(r.title), r.liveAt ? date(r.liveAt) : has('live')];
  }),
  // ---- deliveries
  Q('deliveries', 'failed deliveries by store?', async () => {
    const f = await db.delivery.findMany({ where: { status: 'failed' }, include: { store: true } });
    return f.length ? [...new Set(f.map((d) => d.store.name))].map(has) : [count(0)];
  }),
  Q('deliveries', 'what error did summer drive get from the store', async () => {
    const d = await db.delivery.findFirstOrThrow({ where: { status: 'failed', release: { title: 'Summer Drive' } } });
    return [matches('503 / service unavailable', /503|service unavailable/i), has(String(d.attempts))];
  }),
  Q('deliveries', 'how many deliveries have gone to apple music', async () => [
    count(await db.delivery.count({ where: { store: { name: 'Apple Music' } } })),
  ]),
  Q('deliveries', 'is city of glass on tidal?', async () => {
    const d = await db.delivery.findFirst({
      where: { release: { title: 'City of Glass' }, store: { name: 'TIDAL' }, status: 'acknowledged' },
    });
    return [has('TIDAL'), d ? yes : matches('no / not delivered', /\b(no|not|isn't|hasn't|never)\b(?! memory)/i)];
  }),
  Q('deliveries', 'golden hour - how many stores acked it', async () => [
    count(await db.delivery.count({ where: { release: { title: 'Golden Hour' }, status: 'acknowledged' } })),
  ]),
  Q('deliveries', 'how many deliveries were queued in the last 7 days', async () => [
    count(await db.delivery.count({ where: { queuedAt: { gte: daysAgo(7) } } })),
  ]),
  Q('deliveries', 'failed vs acknowledged deliveries, totals', async () => [
    countOf(await db.delivery.count({ where: { status: 'failed' } }), 'fail'),
    countOf(await db.delivery.count({ where: { status: 'acknowledged' } }), 'ack'),
  ]),
  Q('deliveries', 'how many stores are switched off', async () => [
    countOf(await db.store.count({ where: { enabled: false } }), '(stores?|disabled|switched off|turned off)'),
  ]),
];
