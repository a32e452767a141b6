// The platform operator: stores, deliveries and DSP logs, system health and incidents, users and roles,
// outbox, drive and calendar, as the store management, delivery logs, health and team pages show them.
import { db } from '@/lib/platform/db';
import { count, has, oneOf, type Question } from '../outsider/needs';
import { all, declines, periodFromNow } from './checks';

const domain = 'platform operator';
const store = (name: string) => db.store.findFirstOrThrow({ where: { name } });
const failedDelivery = () =>
  db.delivery.findFirstOrThrow({
    where: { release: { title: 'Summer Drive' }, store: { name: 'Spotify' } },
    orderBy: { createdAt: 'desc' },
  });

export const operator: Question[] = [
  {
    domain,
    q: 'any failed deliveries?',
    expect: async () => {
      const ds = await db.delivery.findMany({ where: { status: 'failed' }, include: { release: true, store: true } });
      return ds.length ? ds.flatMap((d) => [has(d.release.title), has(d.store.name)]) : [count(0)];
    },
  },
  {
    domain,
    q: 'how many stores are enabled',
    expect: async () => [count(await db.store.count({ where: { enabled: true } }))],
  },
  {
    domain,
    q: 'how many stores are disabled and which ones',
    expect: async () => {
      const ss = await db.store.findMany({ where: { enabled: false } });
      return [count(ss.length), ...ss.map((s) => has(s.name))];
    },
  },
  {
    domain,
    q: 'total deliveries acknowledged by the dsps',
    expect: async () => [count(await db.delivery.count({ where: { status: 'acknowledged' } }))],
  },
  {
    domain,
    q: 'how many attempts did the summer drive delivery to spotify take',
    expect: async () => [count((await failedDelivery()).attempts)],
  },
  {
    domain,
    q: 'whats the last error on summer drive -> spotify',
    expect: async () => [has(((await failedDelivery()).lastError ?? 'no error').slice(0, 24))],
  },
  {
    domain,
    q: 'which health checks are failing right now',
    expect: async () => {
      const runs = await db.healthCheckRun.findMany({ orderBy: { createdAt: 'desc' } });
      const latest = new Map<string, boolean>();
      for (const r of runs) if (!latest.has(r.check)) latest.set(r.check, r.ok);
      // A check with an open incident is failing too (the health page shows it open until it is resolved).
      const incidents = await db.healthIncident.findMany({ where: { resolvedAt: null } });
      const failing = [
        ...new Set([...[...latest].filter(([, ok]) => !ok).map(([c]) => c), ...incidents.map((i) => i.check)]),
      ];
      return failing.length ? failing.map(has) : [count(0)];
    },
  },
  {
    domain,
    q: 'open incidents?',
    expect: async () => {
      const is = await db.healthIncident.findMany({ where: { resolvedAt: null } });
      return is.length ? [count(is.length), ...is.map((i) => has(i.check))] : [count(0)];
    },
  },
  {
    domain,
    q: 'how many admins do we have',
    expect: async () => [
      oneOf(
        count(await db.user.count({ where: { role: 'admin' } })),
        count(await db.user.count({ where: { role: { in: ['admin', 'super_admin'] } } })),
      ),
    ],
  },
  {
    domain,
    q: "who's the super admin",
    expect: async () => (await db.user.findMany({ where: { role: 'super_admin' } })).map((u) => has(u.name)),
  },
  {
    domain,
    q: 'number of artist accounts',
    expect: async () => [count(await db.user.count({ where: { role: 'artist' } }))],
  },
  {
    domain,
    q: 'how many new users signed up this month',
    expect: async () => [
      count(await db.user.count({ where: { createdAt: { gte: new Date(`${periodFromNow(0)}-01T00:00:00Z`) } } })),
    ],
  },
  {
    domain,
    q: 'how many stores take deliveries by API',
    expect: async () => [
      oneOf(
        count(await db.store.count({ where: { deliveryMethod: 'api' } })),
        count(await db.store.count({ where: { deliveryMethod: 'api', enabled: true } })),
      ),
    ],
  },
  {
    domain,
    q: 'emails queued in the outbox?',
    expect: async () => [count(await db.outboxEmail.count({ where: { status: 'queued' } }))],
  },
  {
    domain,
    q: 'how many files are in the drive',
    expect: async () => [count(await db.driveFile.count({ where: { trashedAt: null } }))],
  },
  {
    domain,
    q: 'whats the DDEX party id for spotify',
    expect: async () => [has((await store('Spotify')).ddexPartyId)],
  },
  {
    domain,
    q: 'how do we deliver to tidal, sftp or api?',
    expect: async () => {
      const m = (await store('TIDAL')).deliveryMethod;
      return [{ label: m, ok: (t: string) => new RegExp(`\\b${m}\\b`, 'i').test(t.replace(/sftp or api/i, '')) }];
    },
  },
  {
    domain,
    q: 'what was server cpu usage yesterday',
    expect: async () => [declines],
  },
  {
    domain,
    q: 'how many stores is golden hour live on',
    expect: async () => [
      count(await db.delivery.count({ where: { release: { title: 'Golden Hour' }, status: 'acknowledged' } })),
    ],
  },
  {
    domain,
    q: 'deliveries failed and total queued for stores, give me both numbers',
    expect: async () => [
      all(
        count(await db.delivery.count({ where: { status: 'failed' } })),
        count(await db.delivery.count({ where: { status: 'queued' } })),
      ),
    ],
  },
];
