// The operations/rights person's questions: works, registrations, CWR, certificates, calendar, drive, users,
// incidents, health.
import { db } from '@/lib/platform/db';
import { type Question } from '../outsider/needs';
import { count, declines, has, oneOf, percent } from './voices';

const work = (title: string) => db.musicalWork.findFirstOrThrow({ where: { title }, include: { parties: true } });
const names = (rows: { name: string }[]) => rows.map((r) => has(r.name));

export const ops: Question[] = [
  {
    domain: 'ops',
    q: 'how many works have we registered with a society',
    expect: async () => [count((await db.workRegistration.groupBy({ by: ['workId'] })).length)],
  },
  {
    domain: 'ops',
    q: 'cwr status for golden hour (song)',
    expect: async () => {
      const r = await db.workRegistration.findFirstOrThrow({
        where: { work: { title: 'Golden Hour (Song)' } },
        orderBy: { createdAt: 'desc' },
      });
      return [has(r.status)];
    },
  },
  {
    domain: 'ops',
    q: 'Which works still have split sheets waiting on signatures?',
    expect: async () =>
      (await db.musicalWork.findMany({ where: { splitVersions: { some: { status: 'pending' } } } })).map((w) =>
        has(w.title),
      ),
  },
  {
    domain: 'ops',
    q: "who hasn't signed paper lanterns yet",
    expect: async () =>
      (
        await db.workSplitSignature.findMany({
          where: { signedAt: null, version: { status: 'pending', work: { title: 'Paper Lanterns' } } },
        })
      ).map((s) => has(s.partyName)),
  },
  {
    domain: 'ops',
    q: 'whats our publisher IPI',
    expect: async () => {
      const s = await db.setting.findUniqueOrThrow({ where: { key: 'rights.cwr' } });
      return [has(String((s.value as { publisherIpi?: string }).publisherIpi ?? '(none)'))];
    },
  },
  {
    domain: 'ops',
    q: 'how many copyright certificates have been issued',
    expect: async () => [count(await db.copyrightCertificate.count({ where: { revokedAt: null } }))],
  },
  {
    domain: 'ops',
    q: "certificate code for marcus lee's graduation",
    expect: async () => [has((await db.certificate.findFirstOrThrow({ where: { holderName: 'Marcus Lee' } })).code)],
  },
  {
    domain: 'ops',
    q: 'anything on the calendar tomorrow?',
    expect: async () => {
      const d = new Date();
      const from = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1));
      const to = new Date(from.getTime() + 86_400_000);
      const ev = await db.calendarEvent.findMany({ where: { startsAt: { gte: from, lt: to } } });
      return ev.length ? ev.map((e) => has(e.title)) : [count(0)];
    },
  },
  {
    domain: 'ops',
    q: 'open tasks?',
    expect: async () => [count(await db.calendarTask.count({ where: { doneAt: null } }))],
  },
  {
    domain: 'ops',
    q: 'how many files are in the drive',
    expect: async () => [count(await db.driveFile.count({ where: { trashedAt: null } }))],
  },
  {
    domain: 'ops',
    q: 'How many user accounts do we have in total?',
    expect: async () => [count(await db.user.count())],
  },
  {
    domain: 'ops',
    q: 'who are the admins',
    expect: async () => names(await db.user.findMany({ where: { role: { in: ['admin', 'super_admin'] } } })),
  },
  {
    domain: 'ops',
    q: 'artists on the platform - how many',
    expect: async () => [count(await db.user.count({ where: { role: 'artist' } }))],
  },
  {
    domain: 'ops',
    q: 'any deactivated accounts',
    expect: async () => [count(await db.user.count({ where: { status: 'deactivated' } }))],
  },
  {
    domain: 'ops',
    q: 'open incidents?',
    expect: async () => {
      const open = await db.healthIncident.findMany({ where: { resolvedAt: null } });
      return [count(open.length), ...open.map((i) => has(i.check))];
    },
  },
  {
    domain: 'ops',
    q: 'newest user signup',
    expect: async () => [has((await db.user.findFirstOrThrow({ orderBy: { createdAt: 'desc' } })).name)],
  },
  {
    domain: 'ops',
    q: 'waitlist size and whos interested in a franchise',
    expect: async () => [
      count(await db.waitingListEntry.count()),
      ...names(await db.waitingListEntry.findMany({ where: { interest: 'franchise' } })),
    ],
  },
  {
    domain: 'ops',
    q: 'failed emails in the outbox?',
    expect: async () => [count(await db.outboxEmail.count({ where: { status: 'failed' } }))],
  },
  {
    domain: 'ops',
    q: 'who co-wrote Golden Hour (Song) and which PRO are they with',
    expect: async () =>
      (await work('Golden Hour (Song)')).parties
        .filter((p) => !p.controlled)
        .flatMap((p) => [has(p.name), has(p.society ?? '')]),
  },
  {
    domain: 'ops',
    q: 'writer shares on paper lanterns',
    expect: async () => {
      const shares = [...new Set((await work('Paper Lanterns')).parties.map((p) => p.prShare / 100))];
      return shares.map((s) => percent(s));
    },
  },
  {
    domain: 'ops',
    q: 'how many roster artists are featured, and who',
    expect: async () => {
      const r = await db.rosterArtist.findMany({ where: { status: 'featured' } });
      return [count(r.length), ...r.map((a) => has(a.stageName))];
    },
  },
  {
    domain: 'ops',
    q: 'jordan blakes admin id',
    expect: async () => [
      has((await db.user.findFirstOrThrow({ where: { name: 'Jordan Blake' } })).adminId ?? '(none)'),
    ],
  },
  {
    domain: 'ops',
    q: 'copyright filings pending with the office',
    expect: async () => [count(await db.copyrightFiling.count({ where: { status: 'submitted' } }))],
  },
  {
    domain: 'ops',
    q: 'what timezone is Morgan Elis in',
    expect: async () => [
      oneOf(
        has((await db.user.findFirstOrThrow({ where: { name: 'Morgan Ellis' } })).personalTimezone),
        has('Eastern'),
      ),
    ],
  },
  {
    domain: 'ops',
    q: 'which of our songs got sync placements on TV last year',
    expect: async () => [declines],
  },
];
