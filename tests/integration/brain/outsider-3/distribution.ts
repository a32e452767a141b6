// Distribution: deliveries to stores and DDEX: 10 questions.
import { db } from '@/lib/platform/db';
import { anyCount, count, has, oneOf, type Ask } from './kit';

const D = 'distribution';
const failed = () =>
  db.delivery.findMany({ where: { status: { in: ['failed', 'rejected'] } }, include: { release: true, store: true } });

export const distributionAsks: Ask[] = [
  {
    domain: D,
    q: 'any failed deliveries?',
    expect: async () => {
      const f = await failed();
      return [count(f.length), ...f.map((d) => has(d.release.title))];
    },
  },
  {
    domain: D,
    q: 'how many deliveries have been acknowledged by the stores',
    expect: async () => [count(await db.delivery.count({ where: { status: 'acknowledged' } }))],
  },
  {
    domain: D,
    q: 'which store did summer drive fail on',
    expect: async () => {
      const f = (await failed()).filter((d) => d.release.title === 'Summer Drive');
      return f.map((d) => has(d.store.name));
    },
  },
  {
    domain: D,
    q: 'how many stores are enabled for delivery',
    expect: async () => [count(await db.store.count({ where: { enabled: true } }))],
  },
  {
    domain: D,
    q: 'what error did the failed delivery give',
    expect: async () => {
      const f = await failed();
      return f.map((d) => oneOf(has(d.lastError ?? ''), has((d.lastError ?? '').match(/\b\d{3}\b/)?.[0] ?? '')));
    },
  },
  {
    domain: D,
    q: 'how many stores has midnight signals been delivered to',
    expect: async () => [
      anyCount(
        await db.delivery.count({ where: { release: { title: 'Midnight Signals' }, status: 'acknowledged' } }),
        await db.delivery.count({
          where: { release: { title: 'Midnight Signals' }, status: { in: ['acknowledged', 'delivered'] } },
        }),
      ),
    ],
  },
  {
    domain: D,
    q: 'deliveries still queued or sending',
    expect: async () => [count(await db.delivery.count({ where: { status: { in: ['queued', 'sending'] } } }))],
  },
  {
    domain: D,
    q: 'ddex party id for spotify',
    expect: async () => [has((await db.store.findFirstOrThrow({ where: { name: 'Spotify' } })).ddexPartyId)],
  },
  {
    domain: D,
    q: 'approved but not sent to stores yet - which ones',
    expect: async () =>
      (await db.release.findMany({ where: { status: 'approved', deliveries: { none: {} } } })).map((r) => has(r.title)),
  },
  {
    domain: D,
    q: 'how do we deliver to amazon music, sftp or api?',
    expect: async () => [has((await db.store.findFirstOrThrow({ where: { name: 'Amazon Music' } })).deliveryMethod)],
  },
];
