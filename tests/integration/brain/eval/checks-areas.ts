// Checkers of the other areas (statements, payouts, school, services, studio, rights, support, health,
// artists, tracks): what a right answer must contain, read from the database (or the page's own read
// function where the figure is derived: SLA, health, registration alerts) at test time.
import { db } from '@/lib/platform/db';
import { isLive } from '@/lib/distribution';
import { studentCourses } from '@/lib/school/learning';
import { supportStats } from '@/lib/comms/support/staff';
import { getHealthOverview } from '@/lib/ops/health/service';
import { registrationOverview } from '@/lib/rights/registrations';
import type { SessionUser } from '@/lib/platform/auth/session';
import { count, money, name } from './expect';
import type { Check } from './checks-money';

const monthName = (p: string) =>
  new RegExp(
    `${p}|${new Date(`${p}-01T00:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${p.slice(0, 4)}`,
    'i',
  );
const completedImports = () => db.statementImport.findMany({ where: { status: 'completed' } });
const OPEN_ORDERS = ['submitted', 'in_progress', 'delivered'] as const;
const ACTIVE_TICKETS = ['new', 'open', 'waiting_on_customer'] as const;

async function progress() {
  const ids = [...new Set((await db.enrolment.findMany({ select: { studentId: true } })).map((e) => e.studentId))];
  const users = await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
  const out = await Promise.all(
    users.map(async (u) => {
      const c = await studentCourses(u.id);
      const lessons = c.reduce((s, x) => s + x.lessonCount, 0);
      const done = c.reduce((s, x) => s + x.completed, 0);
      return { name: u.name, percent: lessons ? (done * 100) / lessons : 0, courses: c };
    }),
  );
  return out.sort((a, b) => b.percent - a.percent);
}
const payees = async () => {
  const users = await db.user.findMany({
    where: { OR: [{ payoutMethod: { isNot: null } }, { payoutRequests: { some: {} } }] },
    select: { id: true, name: true },
  });
  const taxed = new Set((await db.taxProfile.findMany({ select: { userId: true } })).map((t) => t.userId));
  return users.map((u) => ({ ...u, taxProfile: taxed.has(u.id) }));
};

export function areaChecks(admin: SessionUser): Record<string, Check> {
  return {
    async unmatched() {
      const rows = await db.earningLine.findMany({
        where: { status: 'unmatched' },
        select: { amountUsd: true, importId: true },
      });
      const done = new Set((await completedImports()).map((i) => i.id));
      const mine = rows.filter((r) => done.has(r.importId));
      return [count(mine.length, 'statement rows?|rows?|lines?')];
    },
    async statementCount() {
      return [count((await completedImports()).length, 'statements?|imports?')];
    },
    async latestStatement() {
      const latest = (await completedImports())
        .map((i) => i.period)
        .sort()
        .pop();
      return latest ? [monthName(latest)] : [count(0, 'statements?|imports?')];
    },
    async statementPeriods() {
      return [...new Set((await completedImports()).map((i) => i.period))].map(monthName);
    },
    async failedImports() {
      return [count(await db.statementImport.count({ where: { status: 'failed' } }), 'imports?|statements?')];
    },
    async statementStores() {
      return [...new Set((await completedImports()).map((i) => i.store))].map(name);
    },
    async statementStoreCount(store) {
      return [
        name(store),
        count((await completedImports()).filter((i) => i.store === store).length, 'statements?|imports?'),
      ];
    },
    async statementTotal() {
      return [money((await completedImports()).reduce((s, i) => s + Number(i.totalUsdCents), 0))];
    },
    async statementPeriodIn(p) {
      return [
        monthName(p),
        count((await completedImports()).filter((i) => i.period === p).length, 'statements?|imports?'),
      ];
    },
    async pendingPayouts() {
      const p = await db.payoutRequest.findMany({ where: { status: { in: ['requested', 'approved'] } } });
      return [count(p.length, 'payouts?'), ...(p.length ? [money(p.reduce((s, x) => s + x.amountCents, 0))] : [])];
    },
    async paidPayouts() {
      const p = await db.payoutRequest.findMany({ where: { status: 'paid' } });
      return [count(p.length, 'payouts?'), money(p.reduce((s, x) => s + x.amountCents, 0))];
    },
    async payoutStatusCount(status) {
      return [count(await db.payoutRequest.count({ where: { status: status as never } }), 'payouts?|requests?')];
    },
    async taxMissing() {
      const missing = (await payees()).filter((u) => !u.taxProfile);
      return [count(missing.length, 'payees?'), ...missing.map((u) => name(u.name))];
    },
    async taxOnFile() {
      return [count(await db.taxProfile.count(), 'tax (?:profiles?|forms?|details)|payees?')];
    },
    async studentCount() {
      const n = new Set((await db.enrolment.findMany({ select: { studentId: true } })).map((e) => e.studentId)).size;
      return [count(n, 'students?')];
    },
    async studentFurthest() {
      return [name((await progress())[0].name)];
    },
    async studentBehind() {
      const p = await progress();
      return [name(p[p.length - 1].name)];
    },
    async studentProgress(student) {
      const me = (await progress()).find((p) => p.name === student)!;
      return [name(student), ...me.courses.map((c) => `${c.percent}%`)];
    },
    async schoolCertificates() {
      return [count(await db.certificate.count({ where: { revokedAt: null } }), 'certificates?')];
    },
    async courseCount() {
      return [count(await db.course.count({ where: { status: 'published' } }), 'courses?')];
    },
    async courseList() {
      return (await db.course.findMany({ where: { status: 'published' } })).map((c) => name(c.title));
    },
    async courseEnrolments() {
      const c = await db.course.findMany({ where: { enrolments: { some: {} } } });
      return c.map((x) => name(x.title));
    },
    async courseMostStudents() {
      const c = await db.course.findMany({ include: { _count: { select: { enrolments: true } } } });
      const top = c.sort((a, b) => b._count.enrolments - a._count.enrolments)[0];
      return [name(top.title)];
    },
    async studentsCompleted() {
      const e = await db.enrolment.findMany({ where: { completedAt: { not: null } }, select: { studentId: true } });
      return [count(new Set(e.map((x) => x.studentId)).size, 'students?')];
    },
    async ordersOpen() {
      return [
        count(await db.serviceOrder.count({ where: { status: { in: [...OPEN_ORDERS] } } }), '(?:service )?orders?'),
      ];
    },
    async ordersOverdue() {
      const offerings = await db.serviceOffering.findMany();
      const orders = await db.serviceOrder.findMany({ where: { status: { in: [...OPEN_ORDERS] } } });
      const due = (o: (typeof orders)[number]) => {
        const days = offerings.find((s) => s.id === o.offeringId)?.turnaroundDays ?? 7;
        return o.createdAt.getTime() + days * 86_400_000 < Date.now() && o.status !== 'delivered';
      };
      return [count(orders.filter(due).length, '(?:service )?orders?|overdue')];
    },
    async ordersAwaitingPayment() {
      const n = await db.serviceOrder.count({
        where: { status: { in: [...OPEN_ORDERS] }, paymentStatus: 'awaiting_payment' },
      });
      return [count(n, '(?:service )?orders?')];
    },
    async ordersRevenue() {
      const p = await db.serviceOrder.findMany({ where: { paymentStatus: 'paid' } });
      return [money(p.reduce((s, x) => s + x.amountCents, 0))];
    },
    async ordersStatus(status) {
      return [count(await db.serviceOrder.count({ where: { status: status as never } }), '(?:service )?orders?')];
    },
    async ordersTopService() {
      const paid = await db.serviceOrder.findMany({ where: { paymentStatus: 'paid' }, include: { offering: true } });
      if (!paid.length) return [count(0, '(?:paid )?(?:service )?orders?')];
      const sums = new Map<string, number>();
      for (const o of paid) sums.set(o.offering.name, (sums.get(o.offering.name) ?? 0) + o.amountCents);
      return [name([...sums].sort((a, b) => b[1] - a[1])[0][0])];
    },
    async servicesList() {
      return [...new Set((await db.serviceOffering.findMany({ where: { active: true } })).map((s) => s.name))]
        .slice(0, 6)
        .map(name);
    },
    async ordersTotal() {
      return [count(await db.serviceOrder.count(), '(?:service )?orders?')];
    },
    async bookingsUpcoming() {
      const n = await db.studioBooking.count({ where: { status: 'booked', start: { gte: new Date() } } });
      return [count(n, '(?:upcoming )?(?:studio )?(?:bookings?|sessions?)')];
    },
    async studioRooms() {
      return (await db.studioRoom.findMany({ where: { active: true } })).map((r) => name(r.name));
    },
    async bookingsCancelled() {
      return [count(await db.studioBooking.count({ where: { status: 'cancelled' } }), '(?:studio )?bookings?')];
    },
    async bookingsTotal() {
      return [count(await db.studioBooking.count(), '(?:studio )?bookings?')];
    },
    async studioLocations() {
      return (await db.serviceLocation.findMany()).map((l) => name(l.name));
    },
    async studioEngineers() {
      return (await db.studioEngineer.findMany()).map((e) => name(e.name));
    },
    async bookingsRevenue() {
      const b = await db.studioBooking.findMany({ where: { status: 'booked' } });
      return [money(b.reduce((s, x) => s + x.priceCents, 0))];
    },
    async worksCount() {
      return [count(await db.musicalWork.count(), '(?:musical )?works?')];
    },
    async worksList() {
      return (await db.musicalWork.findMany()).map((w) => name(w.title));
    },
    async registrationsPending() {
      return [count(await db.workRegistration.count({ where: { status: 'sent' } }), 'registrations?')];
    },
    async registrationsOverdue() {
      const o = await registrationOverview(admin, { limit: 1 });
      return [count(o.overdue.length, 'registrations?|overdue'), ...o.overdue.map((r) => name(r.title))];
    },
    async registrationsBySociety() {
      const o = await registrationOverview(admin, { limit: 1 });
      return o.bySociety.length
        ? o.bySociety.map((s) => name(s.target.replace(/^CWR:/, '')))
        : [count(0, 'registrations?')];
    },
    async registrationsConflicts() {
      return [
        count(
          await db.workRegistration.count({ where: { status: { in: ['conflict', 'rejected'] } } }),
          'registrations?|conflicts?',
        ),
      ];
    },
    async rightsCertificates() {
      return [
        count(await db.copyrightCertificate.count({ where: { revokedAt: null } }), '(?:copyright )?certificates?'),
      ];
    },
    async worksUnsigned() {
      const w = await db.musicalWork.findMany({ include: { splitVersions: { where: { status: 'pending' } } } });
      const list = w.filter((x) => x.splitVersions.length);
      return list.length ? list.map((x) => name(x.title)) : [count(0, 'works?|split')];
    },
    async workStatus(title) {
      const w = await db.musicalWork.findFirstOrThrow({ where: { title }, include: { registrations: true } });
      return [name(title), ...w.registrations.map((r) => new RegExp(`\\b${r.status}\\b`, 'i'))];
    },
    async ticketsOpen() {
      return [
        count(
          await db.supportTicket.count({ where: { status: { in: [...ACTIVE_TICKETS] }, mergedIntoId: null } }),
          '(?:support )?tickets?',
        ),
      ];
    },
    async ticketsOverdue() {
      return [count((await supportStats()).overdue, '(?:support )?tickets?|overdue')];
    },
    async slaStats() {
      const s = await supportStats();
      return s.firstResponseWithinSlaPercent === null
        ? [count(s.created, 'tickets?')]
        : [`${s.firstResponseWithinSlaPercent}%`];
    },
    async ticketsCreated() {
      return [count((await supportStats()).created, 'tickets?')];
    },
    async ticketRating() {
      const s = await supportStats();
      return [s.averageRating === null ? count(0, 'ratings?|rated tickets?') : `${s.averageRating}`];
    },
    async ticketsUrgent() {
      const n = await db.supportTicket.count({
        where: { status: { in: [...ACTIVE_TICKETS] }, priority: 'urgent', mergedIntoId: null },
      });
      return [count(n, 'urgent|tickets?')];
    },
    async health() {
      const h = await getHealthOverview();
      const failing = h.checks.filter((c) => c.state === 'failing');
      if (failing.length) return failing.map((c) => name(c.label));
      if (h.checks.every((c) => c.state === 'unknown')) return [/not (?:been )?(?:run|checked)/i];
      return [/healthy|passing|all .*ok/i];
    },
    async incidents() {
      return [count((await getHealthOverview()).openIncidents.length, '(?:open )?incidents?')];
    },
    async artistCount() {
      return [count(new Set((await db.release.findMany()).map((r) => r.primaryArtist)).size, 'artists?')];
    },
    async artistList() {
      return [...new Set((await db.release.findMany()).map((r) => r.primaryArtist))].map(name);
    },
    async artistReleases(artist) {
      const mine = await db.release.findMany({ where: { primaryArtist: artist } });
      return [count(mine.length, 'releases?'), ...mine.slice(0, 12).map((r) => name(r.title))];
    },
    async artistMostReleases() {
      const c = new Map<string, number>();
      for (const r of await db.release.findMany()) c.set(r.primaryArtist, (c.get(r.primaryArtist) ?? 0) + 1);
      return [name([...c].sort((a, b) => b[1] - a[1])[0][0])];
    },
    async artistsLive() {
      const live = (await db.release.findMany()).filter((r) => isLive(r.status, r.releaseDate));
      return [count(new Set(live.map((r) => r.primaryArtist)).size, 'artists?')];
    },
    async releaseTracks(title) {
      const t = await db.track.findMany({ where: { release: { title } } });
      return [count(t.length, 'tracks?'), ...t.map((x) => name(x.title))];
    },
    async trackCount() {
      return [count(await db.track.count(), 'tracks?')];
    },
    async trackIsrc(title) {
      const t = await db.track.findFirstOrThrow({ where: { title } });
      return [t.isrc ?? /no ISRC/i];
    },
    async trackRelease(title) {
      const t = await db.track.findFirstOrThrow({ where: { title }, include: { release: true } });
      return [name(t.release.title)];
    },
  };
}
