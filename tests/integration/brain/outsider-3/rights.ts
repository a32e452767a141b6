// Rights: musical works, split agreements, CWR registrations and copyright: 8 questions.
import { db } from '@/lib/platform/db';
import { count, declines, has, oneOf, type Ask } from './kit';

const D = 'rights';

export const rightsAsks: Ask[] = [
  {
    domain: D,
    q: 'how many works do we have registered in publishing',
    expect: async () => [count(await db.musicalWork.count())],
  },
  {
    domain: D,
    q: 'which works still have unsigned split sheets',
    expect: async () =>
      (await db.musicalWork.findMany({ where: { splitVersions: { some: { status: 'pending' } } } })).map((w) =>
        has(w.title.replace(/ \(Song\)$/, '')),
      ),
  },
  {
    domain: D,
    q: 'cwr registrations waiting for an ack from the society',
    expect: async () => {
      const r = await db.workRegistration.findMany({ where: { status: 'sent' }, include: { work: true } });
      return [
        count(r.length),
        ...r.map((x) => has(x.work.title.replace(/ \(Song\)$/, ''))),
        ...r.map((x) => has(x.target.replace(/^CWR:/, ''))),
      ];
    },
  },
  {
    domain: D,
    q: 'who are the writers on golden hour (the song)',
    expect: async () =>
      (await db.workParty.findMany({ where: { work: { title: 'Golden Hour (Song)' } } })).map((p) => has(p.name)),
  },
  {
    domain: D,
    q: 'iswc for paper lanterns',
    expect: async () => {
      const w = await db.musicalWork.findFirstOrThrow({ where: { title: 'Paper Lanterns' } });
      return [
        w.iswc
          ? has(w.iswc)
          : oneOf(declines, {
              label: 'no ISWC yet',
              ok: (t) => /\b(no|not|none|without|hasn'?t|missing|pending|yet)\b/i.test(t) && /iswc/i.test(t),
            }),
      ];
    },
  },
  {
    domain: D,
    q: 'any copyright filings submitted',
    expect: async () => [count(await db.copyrightFiling.count({ where: { status: { not: 'draft' } } }))],
  },
  { domain: D, q: 'how many CWR files have we exported', expect: async () => [count(await db.rightsExport.count())] },
  {
    domain: D,
    q: 'what PRO is the co-writer on paper lanterns with',
    expect: async () => {
      const p = await db.workParty.findMany({ where: { work: { title: 'Paper Lanterns' }, controlled: false } });
      return p.map((x) => oneOf(has(x.society ?? 'no society'), has(x.name)));
    },
  },
];
