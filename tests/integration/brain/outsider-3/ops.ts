// Operations: incidents, users, calendar and drive: 7 questions.
import { db } from '@/lib/platform/db';
import { anyCount, count, declines, has, oneOf, type Ask } from './kit';

const D = 'ops';
const DAY = 86_400_000;

export const opsAsks: Ask[] = [
  {
    domain: D,
    q: 'any open incidents',
    expect: async () => {
      const open = await db.healthIncident.findMany({ where: { resolvedAt: null } });
      return open.length ? open.map((i) => oneOf(has(i.check), has(i.message))) : [count(0)];
    },
  },
  { domain: D, q: 'how many users are on the platform', expect: async () => [count(await db.user.count())] },
  {
    domain: D,
    q: 'how many admins do we have',
    expect: async () => [
      anyCount(
        await db.user.count({ where: { role: { in: ['admin', 'super_admin'] } } }),
        await db.user.count({ where: { role: 'admin' } }),
      ),
    ],
  },
  {
    domain: D,
    q: "what's on the calendar this week",
    expect: async () => {
      const now = Date.now();
      const ev = await db.calendarEvent.findMany({
        where: { startsAt: { gte: new Date(now - 7 * DAY), lt: new Date(now + 7 * DAY) } },
      });
      return ev.length ? ev.map((e) => has(e.title)) : [count(0)];
    },
  },
  {
    domain: D,
    q: 'how many files are in the drive',
    expect: async () => [count(await db.driveFile.count({ where: { trashedAt: null } }))],
  },
  {
    domain: D,
    q: 'number of artist accounts',
    expect: async () => [count(await db.user.count({ where: { role: 'artist' } }))],
  },
  {
    domain: D,
    q: 'what was our server uptime % over the last 12 months',
    expect: async () => [oneOf(declines, has('no data'))],
  },
];
