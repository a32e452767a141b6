// Checkers of catalogue look-ups (codes, release counts per artist, users by role), statements (unmatched
// codes, the biggest import), balances, the school's names, split-sheet signatures and support tickets:
// each computes from the database at test time what a right answer must name.
import { db } from '@/lib/platform/db';
import type { Check } from './checks-money';
import { count, money, name } from './expect';

export const lookupChecks: Record<string, Check> = {
  async releaseUpc(title) {
    const r = await db.release.findFirstOrThrow({ where: { title }, select: { upc: true } });
    if (!r.upc) throw new Error(`${title} has no UPC in the demo data`);
    return [r.upc];
  },
  async mostReleases() {
    const rows = await db.release.groupBy({ by: ['primaryArtist'], _count: { _all: true } });
    const [top] = rows.sort((a, b) => b._count._all - a._count._all);
    return [new RegExp(`Most releases: ${top.primaryArtist} \\(${top._count._all}\\)`)];
  },
  async usersTotal() {
    const total = await db.user.count();
    const artists = await db.user.count({ where: { role: 'artist' } });
    return [count(total, 'users?'), count(artists, 'artists?')];
  },
  async unmatchedCodes() {
    const imports = (await db.statementImport.findMany({ where: { status: 'completed' }, select: { id: true } })).map(
      (i) => i.id,
    );
    const lines = await db.earningLine.findMany({
      where: { status: 'unmatched', importId: { in: imports } },
      select: { isrc: true, upc: true },
    });
    const codes = [...new Set(lines.map((l) => l.isrc || l.upc || '(no code)'))];
    return [count(codes.length, 'distinct codes?'), ...codes.slice(0, 3)];
  },
  async biggestImport() {
    const s = await db.statementImport.findFirstOrThrow({
      where: { status: 'completed' },
      orderBy: { totalUsdCents: 'desc' },
      select: { store: true, period: true, totalUsdCents: true },
    });
    return [
      new RegExp(`biggest import is ${s.store} for [A-Za-z]+ \\d{4} \\(${s.period}\\)`),
      money(Number(s.totalUsdCents)),
    ];
  },
  async balanceOf(userName) {
    const u = await db.user.findFirstOrThrow({ where: { name: userName }, select: { id: true } });
    const agg = await db.ledgerEntry.aggregate({ where: { account: { userId: u.id } }, _sum: { amountCents: true } });
    return [name(userName), money(Number(agg._sum.amountCents ?? 0n))];
  },
  async certificateHolders() {
    const certs = await db.certificate.findMany({ where: { revokedAt: null }, select: { holderName: true } });
    return [count(certs.length, 'certificates?'), ...certs.map((c) => name(c.holderName))];
  },
  async graduates() {
    const done = await db.enrolment.findMany({
      where: { completedAt: { not: null } },
      select: { student: { select: { name: true } } },
    });
    const certs = await db.certificate.findMany({
      where: { revokedAt: null },
      select: { student: { select: { name: true } } },
    });
    const names = [...new Set([...done, ...certs].map((r) => r.student.name))];
    if (!names.length) throw new Error('nobody graduated in the demo data');
    return names.map(name);
  },
  async unsignedWriters(title) {
    const w = await db.musicalWork.findFirstOrThrow({ where: { title }, select: { id: true } });
    const v = await db.workSplitVersion.findFirstOrThrow({
      where: { workId: w.id, supersededAt: null },
      orderBy: { version: 'desc' },
      select: { signatures: { select: { partyName: true, signedAt: true } } },
    });
    const waiting = v.signatures.filter((s) => !s.signedAt).map((s) => s.partyName);
    return [new RegExp(`Not signed yet: ${waiting.length ? waiting.join(', ') : 'nobody'}`)];
  },
  async ticketRequester(subject) {
    const t = await db.supportTicket.findFirstOrThrow({
      where: { subject },
      select: { requester: { select: { name: true } } },
    });
    return [name(t.requester.name)];
  },
  /** An overdue ticket without a first response counts against the SLA: the figure is below 100 %. */
  async slaBreached() {
    return [
      (text: string) =>
        /\d+% of tickets got their first response within SLA/.test(text) && !/100% of tickets/.test(text),
    ];
  },
};
