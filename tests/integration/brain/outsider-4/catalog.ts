// The distribution/catalog coordinator's questions: releases, status, deliveries, stores, DDEX, takedowns.
import { db } from '@/lib/platform/db';
import { liveWhere } from '@/lib/distribution';
import { grossBy, Q3, top, type Question } from '../outsider/needs';
import { count, date, declines, has, oneOf, release, userIdByEmail } from './voices';

const titles = async (where: object) =>
  (await db.release.findMany({ where, select: { title: true } })).map((r) => r.title);
const track = (title: string) => db.track.findFirstOrThrow({ where: { title } });

export const catalog: Question[] = [
  {
    domain: 'catalog',
    q: 'how many releases are live rn',
    expect: async () => [count(await db.release.count({ where: liveWhere() }))],
  },
  {
    domain: 'catalog',
    q: "what's stuck in review",
    // The review queue: submitted (uploaded) and under review.
    expect: async () => (await titles({ status: { in: ['uploaded', 'under_review'] } })).map(has),
  },
  {
    domain: 'catalog',
    q: 'Which release failed delivery, and to which store?',
    expect: async () => {
      const d = await db.delivery.findFirstOrThrow({
        where: { status: 'failed' },
        include: { release: true, store: true },
      });
      return [has(d.release.title), has(d.store.name)];
    },
  },
  {
    domain: 'catalog',
    q: 'why did lost tapes get rejected',
    expect: async () => [has('artwork'), oneOf(has('URL'), has('website'), has('Out Now'), has('promotional'))],
  },
  {
    domain: 'catalog',
    q: 'upc for citty of glass',
    expect: async () => [has((await release('City of Glass')).upc ?? '(no UPC)')],
  },
  {
    domain: 'catalog',
    q: 'ISRC on Skyline?',
    expect: async () => [has((await track('Skyline')).isrc ?? '(no ISRC)')],
  },
  {
    domain: 'catalog',
    q: 'how many tracks on midnight signal and which ones are explicit',
    expect: async () => {
      const r = await db.release.findFirstOrThrow({ where: { title: 'Midnight Signals' }, include: { tracks: true } });
      return [count(r.tracks.length), ...r.tracks.filter((t) => t.explicit).map((t) => has(t.title))];
    },
  },
  {
    domain: 'catalog',
    q: 'total deliveries acknowledged by stores',
    expect: async () => [count(await db.delivery.count({ where: { status: 'acknowledged' } }))],
  },
  {
    domain: 'catalog',
    q: 'how many stores are enabled',
    expect: async () => [count(await db.store.count({ where: { enabled: true } }))],
  },
  {
    domain: 'catalog',
    q: 'anything already delivered but with a release date still ahead of us?',
    expect: async () => (await titles({ status: 'distributed', releaseDate: { gt: new Date() } })).map(has),
  },
  {
    domain: 'catalog',
    q: 'luna parks releases + their status',
    expect: async () => {
      const rs = await db.release.findMany({ where: { ownerId: await userIdByEmail('luna.park@demo.test') } });
      const label: Record<string, string[]> = {
        under_review: ['review'],
        delivery_failed: ['fail'],
        distributed: ['live', 'distributed'],
      };
      return rs.flatMap((r) => [has(r.title), oneOf(...(label[r.status] ?? [r.status]).map((l) => has(l)))]);
    },
  },
  {
    domain: 'catalog',
    q: 'drafts?',
    expect: async () => {
      const t = await titles({ status: 'draft' });
      return [count(t.length), ...t.map(has)];
    },
  },
  {
    domain: 'catalog',
    q: 'how many takedowns have we done this year',
    expect: async () => [
      count(
        (await db.release.count({ where: { status: 'taken_down' } })) +
          (await db.delivery.count({ where: { kind: 'takedown', createdAt: { gte: new Date('2026-01-01') } } })),
      ),
    ],
  },
  {
    domain: 'catalog',
    q: 'ddex party id for spotify',
    expect: async () => [
      has((await db.store.findFirstOrThrow({ where: { name: 'Spotify' } })).ddexPartyId ?? '(none)'),
    ],
  },
  {
    domain: 'catalog',
    q: 'How many releases has Kairo submitted?',
    expect: async () => [
      count(
        await db.release.count({
          where: { ownerId: await userIdByEmail('kairo@demo.test'), submittedAt: { not: null } },
        }),
      ),
    ],
  },
  {
    domain: 'catalog',
    q: 'which genre do we have the most releases in',
    expect: async () => {
      const rows = await db.release.groupBy({ by: ['genre'], _count: true });
      return [has(top(new Map(rows.map((r) => [r.genre, r._count]))))];
    },
  },
  {
    domain: 'catalog',
    q: 'static bloom release date and label',
    expect: async () => {
      const r = await release('Static Bloom');
      return [date(r.releaseDate!), has(r.label ?? '(no label)')];
    },
  },
  {
    domain: 'catalog',
    q: "who's featured on skyline",
    expect: async () => {
      const c = await db.trackContributor.findMany({
        where: { track: { title: 'Skyline' }, role: 'featured_artist' },
      });
      return c.length ? c.map((x) => has(x.name)) : [has('(no featured artist)')];
    },
  },
  {
    domain: 'catalog',
    q: 'how many attempts on the failed summer drive delivery and what was the error',
    expect: async () => {
      const d = await db.delivery.findFirstOrThrow({ where: { status: 'failed', release: { title: 'Summer Drive' } } });
      return [count(d.attempts), has(d.lastError?.match(/\d{3}/)?.[0] ?? d.lastError ?? '(none)')];
    },
  },
  {
    domain: 'catalog',
    q: 'singles vs EPs vs albums - counts',
    expect: async () => {
      const rows = await db.release.groupBy({ by: ['releaseType'], _count: true });
      return rows.map((r) => count(r._count));
    },
  },
  {
    domain: 'catalog',
    q: 'which release made the most money last quarter',
    expect: async () => {
      const id = top(await grossBy('releaseId', Q3)) as string;
      return [has((await db.release.findUniqueOrThrow({ where: { id } })).title)];
    },
  },
  {
    domain: 'catalog',
    q: 'how many releases are flagged explicit',
    expect: async () => [count(await db.release.count({ where: { explicit: true } }))],
  },
  {
    domain: 'catalog',
    q: 'When did Midnight Signals go live?',
    expect: async () => [date((await release('Midnight Signals')).liveAt!)],
  },
  {
    domain: 'catalog',
    q: 'any ddex msgs in the dsp inbox that got rejected',
    expect: async () => [count(await db.dspInboxMessage.count({ where: { accepted: false } }))],
  },
  {
    domain: 'catalog',
    q: 'how many pre-saves did golden hour get before release day',
    expect: async () => [declines],
  },
];
