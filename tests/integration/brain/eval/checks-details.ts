// Checkers of the detail questions (issue #39, second outsider classes): roster, stores switched off, the
// latest live release, a course's lessons, applications, filings, signed works, the outbox, payouts of a
// named person, earnings by country, one statement, and a name that matches nothing (no figure given).
import { db } from '@/lib/platform/db';
import { count, money, name } from './expect';
import type { Check } from './checks-money';

export const detailChecks: Record<string, Check> = {
  async rosterGenre(stage) {
    const a = await db.rosterArtist.findFirstOrThrow({ where: { stageName: stage } });
    return [name(a.genre)];
  },
  async rosterSize() {
    return [count(await db.rosterArtist.count(), 'artists?')];
  },
  async storesDisabled() {
    return [count(await db.store.count({ where: { enabled: false } }), 'stores?')];
  },
  async latestLive() {
    // Live = distributed with its release date reached; the latest by the day it went live.
    const day = (r: { liveAt: Date | null; releaseDate: Date | null }) => (r.liveAt ?? r.releaseDate)?.getTime() ?? 0;
    const live = (await db.release.findMany({ where: { status: 'distributed' } }))
      .filter((r) => !r.releaseDate || r.releaseDate.getTime() <= Date.now())
      .sort((a, b) => day(b) - day(a));
    return [name(live[0].title)];
  },
  async courseLessons(title) {
    const c = await db.course.findFirstOrThrow({
      where: { title },
      include: { modules: { include: { lessons: true } } },
    });
    return [count(c.modules.flatMap((m) => m.lessons).length, 'lessons?')];
  },
  async applicationsByStatus(status) {
    const n = await db.application.count({ where: { status: status as 'pending' } });
    return [count(n, 'applications?')];
  },
  async filingsSubmitted() {
    return [count(await db.copyrightFiling.count({ where: { status: 'submitted' } }), '(?:copyright )?filings?')];
  },
  async signedWorks() {
    const works = await db.musicalWork.findMany({ include: { splitVersions: { where: { status: 'signed' } } } });
    return works.filter((w) => w.splitVersions.length).map((w) => name(w.title));
  },
  async outboxQueued() {
    return [count(await db.outboxEmail.count({ where: { status: 'queued' } }), 'emails?')];
  },
  async largestPaidPayout() {
    const p = await db.payoutRequest.findFirstOrThrow({ where: { status: 'paid' }, orderBy: { amountCents: 'desc' } });
    return [money(p.amountCents)];
  },
  async topCountry() {
    const rows = await db.earningAllocation.groupBy({ by: ['country'], _sum: { amountCents: true } });
    const top = rows.sort((a, b) => (b._sum.amountCents ?? 0) - (a._sum.amountCents ?? 0))[0];
    return [money(top._sum.amountCents ?? 0)];
  },
  async statementUnmatched(store, period) {
    const s = await db.statementImport.findFirstOrThrow({ where: { store, period, status: 'completed' } });
    return [count(s.unmatchedRows, 'unmatched')];
  },
  async noFigure() {
    return [/couldn.t find|no figure/i, (text: string) => !/\$\d/.test(text)];
  },
};
