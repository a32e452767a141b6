// Checkers of the phrasing classes added after the third outsider set (issue #39, blind tuning): a work's
// writers asked by the song's bare title, a ticket by its number, tickets counted per priority or status,
// services' paid revenue of this month, applications and payout requests of a period, a service we do not
// offer, an artist's releases of one status, the newest statement import. Each computes from the database.
import { db } from '@/lib/platform/db';
import { formatDate } from '@/lib/platform/format';
import { count, money, name } from './expect';
import type { Check } from './checks-money';

const DAY = 86_400_000;
const num = (n: number) => n.toLocaleString('en-US');

/** Units of the matched statement rows of completed imports, narrowed by release, artist or track and store. */
async function units(kind: string, who: string, store?: string, from?: string, to?: string) {
  const imports = await db.statementImport.findMany({ where: { status: 'completed' }, select: { id: true } });
  const releaseIds =
    kind === 'release'
      ? (await db.release.findMany({ where: { title: who } })).map((r) => r.id)
      : kind === 'artist'
        ? (await db.release.findMany({ where: { primaryArtist: who } })).map((r) => r.id)
        : undefined;
  const trackIds = kind === 'track' ? (await db.track.findMany({ where: { title: who } })).map((t) => t.id) : undefined;
  const groups = await db.earningGroup.findMany({
    where: {
      importId: { in: imports.map((i) => i.id) },
      releaseId: releaseIds ? { in: releaseIds } : { not: null },
      ...(trackIds ? { trackId: { in: trackIds } } : {}),
      ...(store ? { store } : {}),
      ...(from ? { salePeriod: { gte: from, lte: to ?? from } } : {}),
    },
  });
  return groups.reduce((s, g) => s + Number(g.units), 0);
}
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
  /** Streams (units) of a release, artist or track (`-` for the catalogue), optionally on a store and in months. */
  async streamsOf(kind, who, store, from, to) {
    const n = await units(kind, who, store && store !== '-' ? store : undefined, from, to);
    return [new RegExp(`\\b${num(n)} streams?\\b`)];
  },
  /** The track with the most streams. */
  async mostStreamedTrack() {
    const tracks = await db.track.findMany();
    const per = await Promise.all(tracks.map(async (t) => [t.title, await units('track', t.title)] as const));
    const [title] = per.sort((a, b) => b[1] - a[1])[0];
    return [new RegExp(`most streams is "${title}"`)];
  },
  /** Every release dated in the coming calendar month, and their count. */
  async releasesNextMonth() {
    const now = new Date();
    const [start, end] = [
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1)),
    ];
    const rs = await db.release.findMany({ where: { releaseDate: { gte: start, lt: end } } });
    return [count(rs.length, 'releases?'), ...rs.map((r) => name(r.title))];
  },
  /** The store (one of those tied) with the most acknowledged deliveries, named first with its count. */
  async storeMostDeliveries() {
    const rows = await db.delivery.groupBy({ by: ['storeId'], where: { status: 'acknowledged' }, _count: true });
    const max = Math.max(...rows.map((r) => r._count));
    const top = await db.store.findMany({
      where: { id: { in: rows.filter((r) => r._count === max).map((r) => r.storeId) } },
    });
    return [
      (text: string) =>
        top.some((s) => new RegExp(`Most deliveries acknowledged: ${s.name} \\(${max} deliver`).test(text)),
    ];
  },
  /** A work's ISWC, or that it has none yet. */
  async workIswc(title) {
    const w = await db.musicalWork.findFirstOrThrow({ where: { title } });
    return [w.iswc ? name(w.iswc) : /ISWC not assigned/];
  },
  /** The release with the most tracks (one of those tied) with its count. */
  async releaseMostTracks() {
    const rows = await db.track.groupBy({ by: ['releaseId'], _count: true });
    const max = Math.max(...rows.map((r) => r._count));
    const top = await db.release.findMany({
      where: { id: { in: rows.filter((r) => r._count === max).map((r) => r.releaseId) } },
    });
    return [(text: string) => top.some((r) => text.includes(`most tracks is "${r.title}"`)), count(max, 'tracks?')];
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
