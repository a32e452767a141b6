// Checkers of the phrasing classes added after the third outsider set (issue #39, blind tuning): a work's
// writers asked by the song's bare title, a ticket by its number, tickets counted per priority or status,
// services' paid revenue of this month, applications and payout requests of a period, a service we do not
// offer, an artist's releases of one status, the newest statement import. Each computes from the database.
import { db } from '@/lib/platform/db';
import { formatDate } from '@/lib/platform/format';
import { count, money, name } from './expect';
import type { Check } from './checks-money';

const DAY = 86_400_000;
const WRITER_ROLES = ['CA', 'A', 'C', 'AR', 'AD', 'SA', 'SR', 'TR', 'PA'];

export const phrasingChecks: Record<string, Check> = {
  /** Every writer of the work whose title starts with `title` ("Golden Hour" → "Golden Hour (Song)"). */
  async workWriters(title) {
    const w = await db.musicalWork.findFirstOrThrow({
      where: { title: { startsWith: title } },
      include: { parties: true },
    });
    return w.parties.filter((p) => WRITER_ROLES.includes(p.role)).map((p) => name(p.name));
  },
  /** The subject of the ticket with that number. */
  async ticketNumber(n) {
    const t = await db.supportTicket.findFirstOrThrow({ where: { number: Number(n) } });
    return [name(t.subject), new RegExp(`#${t.number}\\b`)];
  },
  /** Open tickets counted per priority ("urgent 1"). */
  async ticketsPerPriority() {
    const open = await db.supportTicket.findMany({ where: { status: { notIn: ['resolved', 'closed'] } } });
    const per = new Map<string, number>();
    for (const t of open) per.set(t.priority, (per.get(t.priority) ?? 0) + 1);
    return [...per].map(([p, n]) => new RegExp(`\\b${p} ${n}\\b`, 'i'));
  },
  /** Paid service revenue of the current month. */
  async servicesPaidThisMonth() {
    const now = new Date();
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const paid = await db.serviceOrder.findMany({ where: { paymentStatus: 'paid' } });
    const cents = paid.filter((o) => (o.paidAt ?? o.createdAt) >= start).reduce((s, o) => s + o.amountCents, 0);
    return [money(cents)];
  },
  /** Applications submitted in the last `days` days. */
  async applicationsInLastDays(days) {
    const since = new Date(Date.now() - Number(days) * DAY);
    return [count(await db.application.count({ where: { submittedAt: { gte: since } } }), 'applications?')];
  },
  /** Every payout request's average amount. */
  async payoutAverage() {
    const all = await db.payoutRequest.findMany();
    const total = all.reduce((s, p) => s + p.amountCents, 0);
    return [money(all.length ? Math.round(total / all.length) : 0)];
  },
  /** A service nobody offers is said so, and no price is made up for it. */
  async noSuchService(what) {
    return [new RegExp(`no service called "${what}"`, 'i')];
  },
  /** An artist's releases of one status: drafts by status, live ones distributed with their date reached. */
  async artistStatusCount(artist, status) {
    const rs = await db.release.findMany({ where: { primaryArtist: artist } });
    const n =
      status === 'live'
        ? rs.filter((r) => r.status === 'distributed' && (!r.releaseDate || r.releaseDate.getTime() <= Date.now()))
            .length
        : rs.filter((r) => r.status === status).length;
    return [count(n, `${status} releases?`)];
  },
  /** Releases live (distributed, date reached) whose release date fell in the previous calendar month. */
  async releasesLiveLastMonth() {
    const now = new Date();
    const [start, end] = [
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)),
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    ];
    const n = await db.release.count({ where: { status: 'distributed', releaseDate: { gte: start, lt: end } } });
    return [count(n, 'releases?')];
  },
  /** The newest statement import: its store and the day it was imported. */
  async newestImport() {
    const s = await db.statementImport.findFirstOrThrow({
      where: { status: 'completed' },
      orderBy: { createdAt: 'desc' },
    });
    return [name(s.store), formatDate(s.createdAt)];
  },
};
