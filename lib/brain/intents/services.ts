// Services and the studio: service orders (open by state, overdue, awaiting payment, revenue by service)
// as the service dashboard shows them, and studio rooms and bookings as the studio pages show them.
import { allPages } from '../../platform/paging';
import { formatDate, formatMoney } from '../../platform/format';
import {
  bookingListQuery,
  dashboardQuery,
  listMyBookings,
  listOrders,
  listRooms,
  orderListQuery,
  serviceDashboard,
} from '../../services';
import { orderLine, ordersOf } from './service-lookups';
import { staffOnly } from './staff';
import type { Period } from '../understand/time';
import { plural, type Intent, type LiveContext } from './types';

/** "In November 2026: $310.00 paid service revenue from 2 paid orders; 3 service orders placed. " */
async function ordersInPeriod(ctx: LiveContext, p: Period): Promise<string> {
  const [start, end] = [p.start!.getTime(), (p.end ?? new Date()).getTime()];
  const within = (iso: string | null) => !!iso && Date.parse(iso) >= start && Date.parse(iso) < end;
  const orders = await ordersOf(ctx);
  const paid = orders.filter((o) => o.paymentStatus === 'paid' && within(o.paidAt ?? o.createdAt));
  const placed = orders.filter((o) => within(o.createdAt));
  const cents = paid.reduce((s, o) => s + o.amountCents, 0);
  const label = p.label.charAt(0).toUpperCase() + p.label.slice(1);
  return `${label}: ${formatMoney(cents)} paid service revenue from ${plural(paid.length, 'paid service order')}; ${plural(placed.length, 'service order')} placed. `;
}

export const serviceOrdersIntent: Intent = {
  key: 'service-orders',
  description: 'Service orders: open ones by state, overdue, awaiting payment, in total, and paid revenue by service.',
  matches: (f) => f.has('order', 'service') && !f.has('booking', 'studio', 'ticket', 'support'),
  async answer(ctx, _id, f) {
    const denied = staffOnly(ctx, this.key, 'service orders');
    if (denied) return denied;
    // "orders awaiting payment", "unpaid orders": each one named with its reference and customer.
    if (
      f &&
      /\b(?:awaiting|waiting (?:for|on)|pending|unpaid|not (?:yet )?paid|owe us|outstanding)\b.*\bpayment|\bunpaid\b|\bnot (?:yet )?paid\b/i.test(
        f.raw,
      )
    ) {
      const unpaid = (await ordersOf(ctx)).filter((o) => o.paymentStatus === 'awaiting_payment');
      return {
        intent: this.key,
        text: `${plural(unpaid.length, 'service order')} awaiting payment${unpaid.length ? `: ${unpaid.map(orderLine).join('; ')}` : ''}.`,
        link: { href: '/admin-service-dashboard', label: 'Service dashboard' },
      };
    }
    // "services revenue this month", "orders last week": what was paid and ordered in the period, first.
    const lead = f?.period?.start ? await ordersInPeriod(ctx, f.period) : '';
    const [d, all] = await Promise.all([
      serviceDashboard(dashboardQuery.parse({ limit: 5 })),
      listOrders(ctx.user, orderListQuery.parse({ limit: 1 })),
    ]);
    const c = d.counts;
    const open = c.submitted + c.in_progress + c.delivered;
    const paid = d.revenue.filter((s) => s.paidOrders > 0);
    const revenue = d.revenue.reduce((s, x) => s + x.revenueCents, 0);
    const paidOrders = paid.reduce((s, x) => s + x.paidOrders, 0);
    const best = paid[0] ? ` Best-selling service: ${paid[0].name} (${formatMoney(paid[0].revenueCents)}).` : '';
    const names = [...new Set(d.revenue.map((s) => s.name))];
    return {
      intent: this.key,
      text:
        lead +
        `${plural(open, 'open service order')} (${c.submitted} new orders submitted, ${c.in_progress} orders in progress, ${c.delivered} orders delivered awaiting acceptance); ` +
        `${c.overdue} overdue orders; ${c.awaitingPayment} orders awaiting payment; ${plural(all.total, 'service order')} in total. ` +
        `Paid revenue: ${formatMoney(revenue)} from ${paidOrders} paid service orders.${best} Services offered: ${names.join(', ')}.`,
      link: { href: '/admin-service-dashboard', label: 'Service dashboard' },
    };
  },
};

export const studioIntent: Intent = {
  key: 'studio-bookings',
  description:
    'Studio rooms (location, hourly rate, engineers) and bookings: upcoming, cancelled, in total, and what booked sessions are worth.',
  // "how much did the engineer Marcus Hill make from his share" is a split payee's money, not the studio's.
  matches: (f) => f.has('booking', 'studio', 'room') || (f.has('engineer') && !f.has('earn', 'split')),
  async answer(ctx) {
    const denied = staffOnly(ctx, this.key, 'studio bookings');
    if (denied) return denied;
    const [rooms, bookings] = await Promise.all([
      listRooms(),
      allPages((q) => listMyBookings(ctx.user, bookingListQuery.parse(q))),
    ]);
    const now = Date.now();
    const booked = bookings.filter((b) => b.status === 'booked');
    const upcoming = booked
      .filter((b) => new Date(b.start).getTime() >= now)
      .sort((a, b) => a.start.localeCompare(b.start));
    const cancelled = bookings.length - booked.length;
    const roomText = rooms
      .map(
        (r) =>
          `${r.name} at ${r.location.name} (${formatMoney(r.hourlyRateCents)}/hour${r.engineers.length ? `, engineers: ${r.engineers.map((e) => e.name).join(', ')}` : ''})`,
      )
      .join('; ');
    const next = upcoming.slice(0, 5).map((b) => `${b.room} ${formatDate(new Date(b.start))} for ${b.bookedBy}`);
    return {
      intent: this.key,
      text:
        `${plural(rooms.length, 'studio room')}: ${roomText || 'none'}. ` +
        `${plural(upcoming.length, 'upcoming booking')}${next.length ? `: ${next.join(', ')}` : ''}; ${plural(bookings.length, 'booking')} in total, ${cancelled} cancelled bookings; ` +
        `booked sessions are worth ${formatMoney(booked.reduce((s, b) => s + b.priceCents, 0))}.`,
      link: { href: '/admin-studio-settings', label: 'Studio settings' },
    };
  },
};
