// Checkers of the page figures added in the breadth round (docs/brain.md "Figures the pages show"): recent
// uploads, deliveries by state, the delivery log, code ranges, banking, the yearly payee summary, the
// communications hub, the school's impact and workload, figures per brand and per month, the admin's own
// activity, the waiting list, contacts and integrations. Each reads the database at test time.
import { db } from '@/lib/platform/db';
import { getDistributionSettings } from '@/lib/distribution';
import type { Check } from './checks-money';
import { count, money, name } from './expect';

export const pageChecks: Record<string, Check> = {
  async dashboardTiles() {
    const agg = await db.statementImport.aggregate({ where: { status: 'completed' }, _sum: { totalUsdCents: true } });
    return [money(Number(agg._sum.totalUsdCents ?? 0n)), count(await db.release.count(), 'projects?')];
  },
  async recentUploads() {
    const rows = await db.release.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 5 });
    return rows.map((r) => name(`"${r.title}"`));
  },
  async deliveriesInState(status: string) {
    return [count(await db.delivery.count({ where: { status: status as 'queued' } }), status)];
  },
  async systemOverview() {
    const [tracks, releases] = await Promise.all([db.track.count(), db.release.count()]);
    return [count(tracks, 'tracks?'), count(releases, 'releases?')];
  },
  async deliveryLog() {
    const [total, newest] = await Promise.all([
      db.deliveryLog.count(),
      db.deliveryLog.findFirstOrThrow({
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        select: { delivery: { select: { release: { select: { title: true } } } } },
      }),
    ]);
    return [count(total, 'log entr(?:y|ies)'), name(newest.delivery.release.title)];
  },
  async latestIsrc() {
    const t = await db.track.findFirstOrThrow({ where: { isrc: { not: null } }, orderBy: { updatedAt: 'desc' } });
    return [name(`"${t.title}"`), /latest ISRCs/i];
  },
  async codeSettings() {
    // The settings row is created on first read (the page's getter), so it is read the same way.
    const s = await getDistributionSettings();
    return [s.isrcRegistrant, s.upcPrefix];
  },
  async releaseSplit(title: string) {
    const sheet = await db.splitSheet.findFirstOrThrow({
      where: { release: { title } },
      orderBy: { effectiveFrom: 'desc' },
      include: { shares: true },
    });
    return sheet.shares.map((x) => name(`${x.name} ${x.shareBps / 100}%`));
  },
  async banking() {
    const [accounts, transfers] = await Promise.all([db.stripeConnectAccount.count(), db.stripeTransfer.count()]);
    return [
      /Stripe is (?:not )?configured/,
      count(accounts, 'connected accounts?'),
      count(transfers, 'Stripe transfers?'),
    ];
  },
  async paidPerPayee(year: string) {
    const from = new Date(Date.UTC(Number(year), 0, 1));
    const to = new Date(Date.UTC(Number(year) + 1, 0, 1));
    const paid = await db.payoutRequest.findMany({
      where: { status: 'paid', paidAt: { gte: from, lt: to } },
      select: { amountCents: true, user: { select: { name: true } } },
    });
    return [money(paid.reduce((s, p) => s + p.amountCents, 0)), ...paid.map((p) => name(p.user.name))];
  },
  async scheduledAnnouncements() {
    return [count(await db.announcement.count({ where: { sentAt: null } }), 'scheduled announcements?')];
  },
  async acceptanceRate() {
    const [accepted, rejected] = await Promise.all(
      (['accepted', 'rejected'] as const).map((status) => db.application.count({ where: { status } })),
    );
    return [`acceptance rate ${Math.round((accepted * 1000) / (accepted + rejected)) / 10}%`];
  },
  async lessonsByStatus() {
    const [draft, published] = await Promise.all(
      (['draft', 'published'] as const).map((status) => db.lesson.count({ where: { status } })),
    );
    return [count(draft, 'draft lessons?'), count(published, 'published lessons?')];
  },
  async waitingList() {
    return [count(await db.waitingListEntry.count(), '(?:people|person)')];
  },
  async incidentsThisMonth() {
    const now = new Date();
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    return [count(await db.healthIncident.count({ where: { openedAt: { gte: start } } }), 'incidents? opened')];
  },
  async contacts() {
    return [count(await db.contact.count(), 'contacts?')];
  },
  async integrations() {
    return [name('Google / YouTube APIs'), name('Stripe')];
  },
  async brandReleases(brand: string, label: string) {
    return [name(label), count(await db.release.count({ where: { owner: { brand } } }), 'releases?')];
  },
  async monthRoyalties(month: string) {
    const t = await db.statementMonthTotal.findUniqueOrThrow({ where: { month } });
    return [name(month), money(t.amountUsd.times(100).toDecimalPlaces(0).toNumber())];
  },
  async myActions(email: string) {
    const user = await db.user.findFirstOrThrow({ where: { email } });
    return [count(await db.auditLog.count({ where: { actorId: user.id } }), 'actions?'), /level \d/];
  },
};
