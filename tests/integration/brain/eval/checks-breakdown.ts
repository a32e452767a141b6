// Checkers of the breakdown and lookup classes (issue #39, tuning after the second outsider set): earnings
// per store or month, an average per release, a store's share, release types and genre, tracks per artist,
// tickets by status, the oldest open ticket, a person's email, the newest artist, what we owe, failures by
// store. Each computes its expectation from the database at test time.
import { db } from '@/lib/platform/db';
import { isLive } from '@/lib/distribution';
import { availableBalanceCents } from '@/lib/royalties';
import { count, money, name } from './expect';
import type { Check } from './checks-money';

async function grossBy(by: 'store' | 'salePeriod') {
  const rows = await db.earningAllocation.groupBy({ by: [by], _sum: { amountCents: true } });
  return rows.map((r) => [String(r[by as keyof typeof r]), r._sum.amountCents ?? 0] as const).filter(([, c]) => c > 0);
}

export const breakdownChecks: Record<string, Check> = {
  /** Every store's gross is named. */
  async earningsPerStore() {
    return (await grossBy('store')).map(([, c]) => money(c));
  },
  /** Every sale month's gross is named. */
  async earningsPerMonth() {
    return (await grossBy('salePeriod')).map(([, c]) => money(c));
  },
  /** The average gross per release with earnings. */
  async averagePerRelease() {
    const rows = await db.earningAllocation.groupBy({
      by: ['releaseId'],
      where: { releaseId: { not: null } },
      _sum: { amountCents: true },
    });
    const withEarnings = rows.filter((r) => (r._sum.amountCents ?? 0) > 0);
    const total = withEarnings.reduce((s, r) => s + (r._sum.amountCents ?? 0), 0);
    return [money(Math.round(total / withEarnings.length))];
  },
  async storeGross(store) {
    return [money((await grossBy('store')).find(([s]) => s === store)?.[1] ?? 0)];
  },
  /** A store's share of all gross, in percent (one decimal). */
  async storeShare(store) {
    const all = await grossBy('store');
    const total = all.reduce((s, [, c]) => s + c, 0);
    const mine = all.find(([s]) => s === store)?.[1] ?? 0;
    const pct = Math.round((mine * 1000) / total) / 10;
    return [money(mine), new RegExp(`\\b${String(pct).replace('.', '\\.')} ?%`)];
  },
  async releaseTypeCount(type) {
    const n = await db.release.count({ where: { releaseType: type as 'single' } });
    return [count(n, type === 'ep' ? 'EPs?' : `${type}s?`)];
  },
  async releaseGenre(title) {
    const r = await db.release.findFirstOrThrow({ where: { title } });
    return [name(r.genre)];
  },
  async artistMostTracks() {
    const tracks = await db.track.findMany({ select: { release: { select: { primaryArtist: true } } } });
    const per = new Map<string, number>();
    for (const t of tracks) per.set(t.release.primaryArtist, (per.get(t.release.primaryArtist) ?? 0) + 1);
    const [top, n] = [...per].sort((a, b) => b[1] - a[1])[0];
    return [name(top), count(n, 'tracks?')];
  },
  async ticketsWithStatus(status) {
    const n = await db.supportTicket.count({ where: { status: status as 'open', mergedIntoId: null } });
    return [count(n, 'tickets?')];
  },
  async oldestOpenTicket() {
    const t = await db.supportTicket.findFirstOrThrow({
      where: { status: { in: ['new', 'open', 'waiting_on_customer'] }, mergedIntoId: null },
      orderBy: { createdAt: 'asc' },
    });
    return [name(t.subject)];
  },
  async personEmail(person) {
    const u = await db.user.findFirstOrThrow({ where: { name: person } });
    return [name(u.email)];
  },
  async newestArtist() {
    const u = await db.user.findFirstOrThrow({ where: { role: 'artist' }, orderBy: { createdAt: 'desc' } });
    return [name(u.name)];
  },
  /** Every account's available balance above zero, summed. */
  async owedTotal() {
    const users = await db.user.findMany({ select: { id: true } });
    const cents = await Promise.all(users.map((u) => availableBalanceCents(u.id)));
    return [money(cents.filter((c) => c > 0).reduce((s, c) => s + c, 0))];
  },
  async failuresByStore() {
    const rows = await db.delivery.groupBy({
      by: ['storeId'],
      where: { status: { in: ['failed', 'rejected'] } },
      _count: { _all: true },
    });
    const top = rows.sort((a, b) => b._count._all - a._count._all)[0];
    const store = await db.store.findUniqueOrThrow({ where: { id: top.storeId } });
    return [name(store.name)];
  },
  /** Every track of a release with earnings is named with its gross. */
  async tracksOfRelease(title) {
    const r = await db.release.findFirstOrThrow({ where: { title }, include: { tracks: true } });
    const rows = await db.earningAllocation.groupBy({
      by: ['trackId'],
      where: { trackId: { in: r.tracks.map((t) => t.id) } },
      _sum: { amountCents: true },
    });
    return rows.filter((x) => (x._sum.amountCents ?? 0) > 0).map((x) => money(x._sum.amountCents ?? 0));
  },
  /** Live releases dated in a year: counted. */
  async releasesDated(year) {
    const from = new Date(`${year}-01-01T00:00:00Z`);
    const to = new Date(`${Number(year) + 1}-01-01T00:00:00Z`);
    const rs = await db.release.findMany({ where: { releaseDate: { gte: from, lt: to } } });
    return [count(rs.filter((r) => isLive(r.status, r.releaseDate)).length, 'releases?')];
  },
  /** An artist's releases dated after today, each named. */
  async upcomingOf(artist) {
    const rs = await db.release.findMany({ where: { primaryArtist: artist, releaseDate: { gt: new Date() } } });
    return rs.map((r) => name(r.title));
  },
  async rosterWithStatus(status) {
    const rs = await db.rosterArtist.findMany({ where: { status: status as 'featured' } });
    return rs.map((a) => name(a.stageName));
  },
  async highestBalance() {
    const users = await db.user.findMany({ select: { id: true, name: true } });
    const rows = await Promise.all(users.map(async (u) => [u.name, await availableBalanceCents(u.id)] as const));
    const [who, cents] = rows.sort((a, b) => b[1] - a[1])[0];
    return [name(who), money(cents)];
  },
  async overdueTickets() {
    const open = await db.supportTicket.findMany({
      where: { status: { in: ['new', 'open', 'waiting_on_customer'] }, mergedIntoId: null },
    });
    const now = new Date();
    const late = open.filter(
      (t) =>
        !t.slaPausedAt &&
        ((!t.firstRespondedAt && t.firstResponseDueAt && t.firstResponseDueAt < now) ||
          (t.resolutionDueAt && t.resolutionDueAt < now)),
    );
    return [count(late.length, 'overdue tickets?'), ...late.map((t) => name(t.subject))];
  },
  async ticketsOf(person) {
    const u = await db.user.findFirstOrThrow({ where: { name: person } });
    const ts = await db.supportTicket.findMany({ where: { requesterId: u.id, mergedIntoId: null } });
    return [count(ts.length, 'tickets?'), ...ts.map((t) => name(t.subject))];
  },
  /** The release acknowledged by the most stores. */
  async releaseMostDelivered() {
    const rows = await db.delivery.groupBy({
      by: ['releaseId'],
      where: { status: 'acknowledged' },
      _count: { _all: true },
    });
    // Every release tied at the top is named.
    const most = Math.max(...rows.map((r) => r._count._all));
    const ids = rows.filter((r) => r._count._all === most).map((r) => r.releaseId);
    const rs = await db.release.findMany({ where: { id: { in: ids } } });
    return [...rs.map((r) => name(r.title)), count(most, 'stores?')];
  },
  /** Tickets whose next move is ours: new or open. */
  async ticketsAwaitingUs() {
    const n = await db.supportTicket.count({ where: { status: { in: ['new', 'open'] }, mergedIntoId: null } });
    return [count(n, 'tickets?')];
  },
  /** Payout requests not yet paid (requested or approved), summed. */
  async pendingPayoutTotal() {
    const ps = await db.payoutRequest.findMany({ where: { status: { in: ['requested', 'approved'] } } });
    return [money(ps.reduce((s, p) => s + p.amountCents, 0))];
  },
  async largestPendingPayout() {
    const p = await db.payoutRequest.findFirstOrThrow({
      where: { status: { in: ['requested', 'approved'] } },
      orderBy: { amountCents: 'desc' },
    });
    return [money(p.amountCents)];
  },
  /** Payouts paid since the first of this month (UTC), summed. */
  async paidOutThisMonth() {
    const now = new Date();
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const ps = await db.payoutRequest.findMany({ where: { status: 'paid' } });
    const cents = ps.filter((p) => (p.paidAt ?? p.createdAt) >= from).reduce((s, p) => s + p.amountCents, 0);
    return [money(cents)];
  },
  /** A question about the world outside the platform: declined, no figure given. */
  async declined() {
    return [/can.t answer|don.t know/i, (text: string) => !/\$\d/.test(text)];
  },
  async storeSetting(store, field) {
    const s = await db.store.findFirstOrThrow({ where: { name: store } });
    return [name(String(s[field as 'ddexPartyId' | 'deliveryMethod']))];
  },
  async lastPayoutRef() {
    const p = await db.payoutRequest.findFirstOrThrow({ where: { status: 'paid' }, orderBy: { paidAt: 'desc' } });
    return [name(p.paymentRef ?? 'none')];
  },
  /** What a split-sheet payee was credited, by the name on their shares. */
  async splitPayeeEarned(person) {
    const shares = await db.splitShare.findMany({ where: { name: person }, select: { id: true } });
    const sum = await db.earningAllocation.aggregate({
      where: { shareId: { in: shares.map((x) => x.id) } },
      _sum: { amountCents: true },
    });
    return [money(sum._sum.amountCents ?? 0)];
  },
  async rejectionReasons() {
    const rs = await db.release.findMany({ where: { status: 'rejected' } });
    return rs.flatMap((r) => [name(r.title), name((r.rejectionReason ?? '').slice(0, 40))]);
  },
  async ordersAwaitingPayment() {
    const os = await db.serviceOrder.findMany({ where: { paymentStatus: 'awaiting_payment' } });
    return os.map((o) => name(o.reference));
  },
  /** Releases dated in the next occurrence of a month (this one when it has not ended). */
  async releasesInNextMonth(month) {
    const now = new Date();
    const m = Number(month) - 1;
    const y = m >= now.getUTCMonth() ? now.getUTCFullYear() : now.getUTCFullYear() + 1;
    const rs = await db.release.findMany({
      where: { releaseDate: { gte: new Date(Date.UTC(y, m, 1)), lt: new Date(Date.UTC(y, m + 1, 1)) } },
    });
    return [count(rs.length, 'releases?'), ...rs.map((r) => name(r.title))];
  },
  /** What is left to recoup on a release's own split sheets. */
  async recoupLeft(title) {
    const r = await db.release.findFirstOrThrow({ where: { title } });
    const sheets = await db.splitSheet.findMany({ where: { releaseId: r.id } });
    const left = sheets.reduce((s, x) => s + Math.max(0, x.recoupCents - x.recoupedCents), 0);
    return [money(left)];
  },
};
