// Checkers of the services, studio, rights, support and health questions: what a right answer must
// contain, read from the database (or the page's own read function where the figure is derived: SLA,
// health, registration alerts) at test time.
import { db } from '@/lib/platform/db';
import { supportStats } from '@/lib/comms/support/staff';
import { getHealthOverview } from '@/lib/ops/health/service';
import { registrationOverview } from '@/lib/rights/registrations';
import type { SessionUser } from '@/lib/platform/auth/session';
import { count, money, name } from './expect';
import type { Check } from './checks-money';

const OPEN_ORDERS = ['submitted', 'in_progress', 'delivered'] as const;
const ACTIVE_TICKETS = ['new', 'open', 'waiting_on_customer'] as const;

export function serviceChecks(admin: SessionUser): Record<string, Check> {
  return {
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
  };
}
