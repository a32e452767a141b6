// Paying for orders: Stripe Checkout when Stripe is configured, otherwise a manual payment an admin
// records. Both end in markPaid, which moves awaiting_payment -> paid once (a repeated notice is a no-op)
// and credits the affiliate's commission in the same transaction. Refunds reverse both.
import type Stripe from 'stripe';
import { db, type Tx } from '../platform/db';
import { recordAudit } from '../platform/audit';
import { Conflict, NotFound } from '../platform/errors';
import type { SessionUser } from '../platform/auth/session';
import { isStaff } from '../platform/auth/actor';
import { brandBaseUrl } from '../platform/brands/public-url';
import { creditCommission, reverseCommission } from './affiliates/service';
import { stripeClient, stripeConfigured } from '../platform/stripe';
import { getOrderForUserOrThrow, toOrderView, type OrderView } from './orders';
import { notifyOrder } from './notify';

const include = {
  offering: { select: { id: true, key: true, name: true, turnaroundDays: true, commissionBps: true, brand: true } },
  customer: { select: { id: true, name: true, email: true } },
  assignee: { select: { id: true, name: true, email: true } },
  booking: { select: { id: true, start: true, end: true, status: true } },
} as const;

async function markPaid(
  tx: Tx,
  actorId: string | null,
  where: { id: string } | { stripeSession: string },
  via: string,
  ref: string | null,
) {
  const o = await tx.serviceOrder.findFirst({ where, include });
  if (!o) throw new NotFound('Order not found');
  const done = await tx.serviceOrder.updateMany({
    where: { id: o.id, paymentStatus: 'awaiting_payment', status: 'submitted' },
    data: { paymentStatus: 'paid', paidVia: via, paymentRef: ref, paidAt: new Date() },
  });
  if (done.count !== 1)
    return {
      order: toOrderView(await tx.serviceOrder.findUniqueOrThrow({ where: { id: o.id }, include })),
      changed: false,
    };
  await creditCommission(tx, o);
  await tx.serviceOrderMessage.create({
    data: { orderId: o.id, authorId: actorId, body: via === 'stripe' ? 'Paid by card.' : `Payment recorded (${ref}).` },
  });
  await recordAudit({
    tx,
    actor: actorId,
    action: 'service_order.paid',
    target: { type: 'service_order', id: o.id },
    detail: { via, ref, amountCents: o.amountCents },
  });
  const fresh = await tx.serviceOrder.findUniqueOrThrow({ where: { id: o.id }, include });
  return { order: toOrderView(fresh), changed: true };
}

/**
 * Staff: records a payment received outside Stripe (a bank transfer quoting the order's reference, cash at the
 * studio). The state is in the write's where (markPaid); repeating the same record (a double click, a retry) answers
 * the paid order again and changes nothing, while another payment for a paid order is a 409.
 */
export async function recordManualPayment(admin: SessionUser, id: string, reference: string): Promise<OrderView> {
  const r = await db.$transaction(async (tx) => {
    const o = await tx.serviceOrder.findUnique({
      where: { id },
      select: { paymentStatus: true, status: true, paidVia: true, paymentRef: true },
    });
    if (!o) throw new NotFound('Order not found');
    if (o.paymentStatus === 'paid' && o.paidVia === 'manual' && o.paymentRef === reference) {
      const same = await tx.serviceOrder.findUniqueOrThrow({ where: { id }, include });
      return { order: toOrderView(same), changed: false, repeat: true };
    }
    if (o.paymentStatus !== 'awaiting_payment' || o.status !== 'submitted')
      throw new Conflict(
        o.paymentStatus === 'paid' ? 'This order is already paid.' : 'This order does not wait for a payment.',
      );
    return { ...(await markPaid(tx, admin.id, { id }, 'manual', reference)), repeat: false };
  });
  if (r.repeat) return r.order;
  if (!r.changed) {
    // A concurrent identical record won the race: the same answer as a repeat.
    if (r.order.paymentRef === reference && r.order.paidVia === 'manual') return r.order;
    throw new Conflict('This order is already paid.');
  }
  await notifyOrder(r.order, 'paid');
  return r.order;
}

/** The customer starts Stripe Checkout for their unpaid order; answers the page to send them to. */
export async function startCheckout(actor: SessionUser, id: string): Promise<{ url: string }> {
  const order = await getOrderForUserOrThrow(actor, id);
  if (order.customer.id !== actor.id) throw new NotFound('Order not found');
  if (order.paymentStatus !== 'awaiting_payment' || order.status !== 'submitted')
    throw new Conflict('This order does not wait for a payment.');
  const stripe = stripeClient();
  if (!stripe)
    throw new Conflict('Card payment is not available right now. Our team will contact you to arrange the payment.');
  const base = brandBaseUrl(order.brand);
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      client_reference_id: order.id,
      customer_email: order.customer.email,
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'usd', unit_amount: order.amountCents, product_data: { name: order.service.name } },
        },
      ],
      metadata: { orderId: order.id, reference: order.reference },
      success_url: `${base}/api/services/checkout/return?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${base}/tnm-service-hub?order=${order.id}`,
    },
    { idempotencyKey: `checkout-${order.id}-${order.amountCents}` },
  );
  if (!session.url) throw new Conflict('The payment page could not be opened. Please try again.');
  await db.serviceOrder.updateMany({
    where: { id: order.id, paymentStatus: 'awaiting_payment' },
    data: { stripeSession: session.id },
  });
  return { url: session.url };
}

async function settleSession(session: Stripe.Checkout.Session) {
  if (session.payment_status !== 'paid') return null;
  const pi = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
  const r = await db.$transaction((tx) => markPaid(tx, null, { stripeSession: session.id }, 'stripe', pi));
  if (r.changed) await notifyOrder(r.order, 'paid');
  return r.order;
}

/** Return from Checkout: asks Stripe for the session (never trusts the query string) and settles it. */
export async function confirmCheckout(sessionId: string): Promise<OrderView | null> {
  const stripe = stripeClient();
  if (!stripe) throw new Conflict('Card payment is not available right now.');
  const known = await db.serviceOrder.findUnique({ where: { stripeSession: sessionId }, select: { id: true } });
  if (!known) throw new NotFound('Payment not found');
  return settleSession(await stripe.checkout.sessions.retrieve(sessionId));
}

/** Event types of the Stripe webhook (app/api/stripe/webhook) that settle a Checkout payment. */
export const CHECKOUT_EVENTS = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'] as const;

/** A verified Checkout event from the Stripe webhook: settles the order whose session it is (once). */
export async function applyCheckoutEvent(event: Stripe.Event): Promise<{ received: true }> {
  if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
    const session = event.data.object;
    const known = await db.serviceOrder.findUnique({ where: { stripeSession: session.id }, select: { id: true } });
    if (known && stripeConfigured()) await settleSession(session);
  }
  return { received: true };
}

/** Staff: refunds a paid order (through Stripe when it was paid there) and reverses the commission. */
export async function refundOrder(admin: SessionUser, id: string, reason: string): Promise<OrderView> {
  if (!isStaff(admin)) throw new NotFound('Order not found');
  return refundOrderAs(admin.id, id, reason);
}

/** The refund itself; studio cancellations inside the policy call it for the customer. */
export async function refundOrderAs(actorId: string, id: string, reason: string): Promise<OrderView> {
  const admin = { id: actorId };
  const o = await db.serviceOrder.findUnique({
    where: { id },
    select: { paymentStatus: true, paidVia: true, paymentRef: true, amountCents: true },
  });
  if (!o) throw new NotFound('Order not found');
  if (o.paymentStatus !== 'paid')
    throw new Conflict(
      o.paymentStatus === 'refunded'
        ? 'This order was already refunded.'
        : 'This order has not been paid, so there is nothing to refund.',
    );
  let refundRef: string | null = null;
  if (o.paidVia === 'stripe') {
    const stripe = stripeClient();
    if (!stripe || !o.paymentRef)
      throw new Conflict('This card payment cannot be refunded from here; refund it in Stripe.');
    const refund = await stripe.refunds.create({ payment_intent: o.paymentRef }, { idempotencyKey: `refund-${id}` });
    refundRef = refund.id;
  }
  const view = await db.$transaction(async (tx) => {
    const done = await tx.serviceOrder.updateMany({
      where: { id, paymentStatus: 'paid' },
      data: { paymentStatus: 'refunded', status: 'refunded', closedAt: new Date() },
    });
    if (done.count !== 1) throw new Conflict('This order was already refunded.');
    await reverseCommission(tx, id);
    // A booked studio session paid by this order is cancelled and its slots freed.
    await tx.studioSlot.deleteMany({ where: { booking: { orderId: id, status: 'booked' } } });
    await tx.studioBooking.updateMany({
      where: { orderId: id, status: 'booked' },
      data: { status: 'cancelled', cancelledAt: new Date() },
    });
    await tx.serviceOrderMessage.create({
      data: { orderId: id, authorId: admin.id, body: reason ? `Refunded: ${reason}` : 'Refunded.' },
    });
    await recordAudit({
      tx,
      actor: admin.id,
      action: 'service_order.refund',
      target: { type: 'service_order', id },
      detail: { reason, refundRef, amountCents: o.amountCents },
    });
    return toOrderView(await tx.serviceOrder.findUniqueOrThrow({ where: { id }, include }));
  });
  await notifyOrder(view, 'refund');
  return view;
}
