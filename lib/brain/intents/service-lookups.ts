// Services looked up one at a time: the orders of a named customer, an order by its reference (SO-XXXX),
// the price of a named offering, and the offerings ranked by price ("most expensive service").
import { allPages } from '../../platform/paging';
import { formatMoney } from '../../platform/format';
import { listAllOfferings, listOrders, orderListQuery } from '@/lib/services';
import { staffOnly } from './staff';
import { findName, normalize } from './text';
import { isVocabulary } from '../understand/normalise';
import type { Frame } from '../understand/frame';
import { memo, plural, type Intent, type LiveContext } from './types';

const link = { href: '/admin-service-dashboard', label: 'Service dashboard' };
export const ordersOf = (ctx: LiveContext) =>
  memo(ctx, 'orders', () => allPages((q) => listOrders(ctx.user, orderListQuery.parse(q))));
// One row per service name (brands share names and prices): the active ones.
const offeringsOf = (ctx: LiveContext) =>
  memo(ctx, 'offerings', async () => [
    ...new Map((await listAllOfferings()).filter((o) => o.active).map((o) => [normalize(o.name), o] as const)).values(),
  ]);
type Order = Awaited<ReturnType<typeof ordersOf>>[number];

// An order's reference as the pages print it: SO-7KX2P9Q, SO-OUT-1002.
const REFERENCE = /\bso-[a-z0-9]{2,10}(?:-[a-z0-9]{1,10})*\b/i;
const ORDER_WORDS = (f: Frame) => f.has('order', 'service', 'booking') || f.test(/\bbought\b|\bpurchased\b/);
export const orderLine = (o: Order) =>
  `${o.reference} ${o.service.name} for ${o.customer.name}: ${o.status.replace(/_/g, ' ')}, payment ${o.paymentStatus.replace(/_/g, ' ')}, ${formatMoney(o.amountCents)}, ordered ${o.createdAt.slice(0, 10)}${o.overdue ? ' (overdue)' : ''}`;

export const orderLookupIntent: Intent = {
  key: 'service-order-lookup',
  description: 'Service orders of a named customer, or one order by its reference (SO-...).',
  matches: (f) => REFERENCE.test(f.raw) || ORDER_WORDS(f),
  async answer(ctx, _id, f) {
    if (!f) return null;
    const orders = await ordersOf(ctx);
    const ref = f.raw.match(REFERENCE)?.[0].toUpperCase().replace(/^SO-?/, 'SO-');
    if (ref && /\d/.test(ref)) {
      const o = orders.find((x) => x.reference.toUpperCase() === ref);
      return {
        intent: this.key,
        text: o ? `Order ${orderLine(o)}.` : `I couldn't find a service order with the reference ${ref}.`,
        link,
      };
    }
    if (!ORDER_WORDS(f) || staffOnly(ctx, this.key, "other people's orders")) return null;
    const customers = [...new Map(orders.map((o) => [o.customer.id, o.customer])).values()];
    const words = new Set(normalize(f.raw).split(' '));
    const who =
      findName(f.raw, customers, (c) => c.name)?.item ??
      customers.find((c) => words.has(normalize(c.name).split(' ')[0]) && normalize(c.name).split(' ')[0].length > 3);
    if (!who) return null;
    const mine = orders.filter((o) => o.customer.id === who.id);
    return {
      intent: this.key,
      text: `${who.name} has ${plural(mine.length, 'service order')}${mine.length ? `: ${mine.map(orderLine).join('; ')}` : ''}.`,
      link,
    };
  },
};

const POPULAR =
  /\b(?:popular|best[- ]selling|sells? (?:the )?(?:most|best)|most (?:ordered|booked|bought|requested)|in demand)\b/i;

const UNKNOWN_OFFERING =
  /\b(?:price|cost|fee|rate|charge) (?:of|for) (?:a |an |the |our )?([a-z][a-z -]{2,30}?)\s*[?.!]*$|\bhow much (?:does|do|is|are|for) (?:a |an |the |our )?([a-z][a-z -]{2,30}?) (?:cost|costs|run|charge)\b|\bwhat do we charge for (?:a |an |the )?([a-z][a-z -]{2,30}?)\s*[?.!]*$/i;

export const offeringPriceIntent: Intent = {
  key: 'service-prices',
  description: "The services offered and their prices: one named service's price, or the most or least expensive.",
  matches: (f) =>
    f.test(/\b(?:price|prices|priced|cost|costs|charge|charges|expensive|cheap|cheapest|pricey|fee|fees)\b/) ||
    /\bhow much (?:is|are|does|do|for)\b/i.test(f.raw) ||
    // "most popular service" is the orders' (best-selling), not the price list's.
    (f.has('service') && f.order !== null && !f.has('earn', 'order') && !POPULAR.test(f.raw)),
  async answer(ctx, _id, f) {
    if (!f) return null;
    const offerings = await offeringsOf(ctx);
    if (!offerings.length) return null;
    // By name, or by its initials ("EPK" is the Electronic Press Kit).
    const said = new Set(normalize(f.raw).split(' '));
    const initials = (o: { name: string }) =>
      normalize(o.name)
        .split(' ')
        .map((w) => w[0])
        .join('');
    const byInitials = offerings.filter((o) => initials(o).length >= 3 && said.has(initials(o)));
    const named =
      findName(f.raw, offerings, (o) => o.name) ??
      (byInitials.length === 1 ? { item: byInitials[0], score: 1, phrase: initials(byInitials[0]) } : null);
    if (named && named.score >= 0.9) {
      const o = named.item;
      return {
        intent: this.key,
        text: `${o.name} costs ${o.priceCents ? formatMoney(o.priceCents) : 'nothing (free)'} (turnaround ${plural(o.turnaroundDays, 'day')}).`,
        link,
      };
    }
    // "what's the price of mastering", "how much does mixing cost": a service we do not offer is said so.
    const asked = f.raw.match(UNKNOWN_OFFERING)?.slice(1).find(Boolean);
    if (!f.has('service') && asked && !isVocabulary(asked) && !f.has('earn', 'paid', 'payout', 'order', 'booking'))
      return {
        intent: this.key,
        unresolved: true,
        text: `We offer no service called "${asked}". Services and prices: ${offerings.map((o) => `${o.name} ${formatMoney(o.priceCents)}`).join(', ')}.`,
        link,
      };
    if (!f.has('service') && !f.test(/\b(?:offer|offering|offerings|product|products)\b/)) return null;
    const least = f.order === 'least' || f.test(/\bcheap|\binexpensive\b/);
    const sorted = [...offerings].sort((a, b) => (least ? a.priceCents - b.priceCents : b.priceCents - a.priceCents));
    const top = sorted[0];
    return {
      intent: this.key,
      text: `The ${least ? 'cheapest' : 'most expensive'} service is ${top.name} at ${formatMoney(top.priceCents)}. Prices: ${sorted.map((o) => `${o.name} ${formatMoney(o.priceCents)}`).join(', ')}.`,
      link,
    };
  },
};
