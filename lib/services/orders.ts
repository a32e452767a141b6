// The order engine: one flow for every service. submitted -> in_progress -> delivered -> accepted, or
// cancelled / refunded. Every change puts the expected state in the write's where (a stale or repeated
// request changes nothing and gets a 409), records its audit row in the same transaction, and emails
// the customer after the commit.
import { randomBytes } from 'node:crypto';
import { db, type Tx } from '../platform/db';
import { recordAudit } from '../platform/audit';
import { BadRequest, Conflict, NotFound } from '../platform/errors';
import { isStaff } from '../platform/auth/actor';
import { orderListScope, orderScope } from './access';
import type { SessionUser } from '../platform/auth/session';
import { parseWith } from '../platform/http/with-auth';
import type { Prisma } from '../generated/prisma/client';
import { affiliateForCode } from './affiliates/service';
import { intakeSchema } from './intake';
import { enrichIntake } from './cataloging';
import { notifyOrder } from './notify';
import type { OrderAction, OrderListQuery } from './schema';
import { paginate, newestFirst } from '../platform/paging';
import { OPEN, orderInclude, toOrderView, type OrderView } from './order-view';

export { dueAt, toOrderView, type OrderView } from './order-view';

/** Staff see every order; a customer sees their own; anyone else gets a 404. */
function visibleWhere(actor: SessionUser, id: string): Prisma.ServiceOrderWhereInput {
  return { id, ...orderScope(actor) };
}

export async function getOrderForUserOrThrow(actor: SessionUser, id: string): Promise<OrderView> {
  const o = await db.serviceOrder.findFirst({ where: visibleWhere(actor, id), include: orderInclude });
  if (!o) throw new NotFound('Order not found');
  return toOrderView(o);
}

/** Orders the actor can see (staff: all, unless `mine`), newest first, one page at a time. */
export async function listOrders(actor: SessionUser, q: OrderListQuery) {
  const where: Prisma.ServiceOrderWhereInput = orderListScope(actor, q.mine === '1');
  if (q.status) where.status = q.status;
  return paginate(
    q,
    (page) =>
      db.serviceOrder.findMany({
        where,
        include: orderInclude,
        ...newestFirst(page),
      }),
    () => db.serviceOrder.count({ where }),
    (rows) => rows.map((r) => toOrderView(r)),
  );
}

function newReference(): string {
  return (
    'SO-' +
    randomBytes(5)
      .toString('base64url')
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, 'X')
      .slice(0, 7)
  );
}

export interface CreateOrderInput {
  offeringId: string;
  intake: Record<string, unknown>;
  idempotencyKey?: string;
}

/**
 * Places an order. The intake is validated with the service's schema (field-level 400s); a switched-off
 * service is a 409. `affiliateCode` is the referral cookie, if any. `tx` lets studio booking place its
 * deposit order inside the booking's transaction.
 */
export async function createOrder(
  actor: SessionUser,
  input: CreateOrderInput,
  opts: { affiliateCode?: string; tx?: Tx; amountCents?: number } = {},
): Promise<OrderView> {
  if (input.idempotencyKey) {
    const prior = await (opts.tx ?? db).serviceOrder.findUnique({
      where: { customerId_idempotencyKey: { customerId: actor.id, idempotencyKey: input.idempotencyKey } },
      include: orderInclude,
    });
    if (prior) return toOrderView(prior);
  }
  const run = async (tx: Tx) => {
    const offering = await tx.serviceOffering.findUnique({ where: { id: input.offeringId } });
    if (!offering) throw new NotFound('Service not found');
    if (!offering.active) throw new Conflict(`${offering.name} is not available to order at the moment.`);
    const raw = await enrichIntake(tx, actor, offering.key, input.intake);
    const intake = parseWith(intakeSchema(offering.key), raw, 'Check the form');
    const amountCents = opts.amountCents ?? offering.priceCents;
    const affiliate = await affiliateForCode(tx, opts.affiliateCode, actor.id);
    const order = await tx.serviceOrder.create({
      data: {
        reference: newReference(),
        offeringId: offering.id,
        customerId: actor.id,
        brand: offering.brand,
        amountCents,
        paymentStatus: amountCents > 0 ? 'awaiting_payment' : 'not_required',
        intake: intake as Prisma.InputJsonValue,
        affiliateId: affiliate?.id ?? null,
        idempotencyKey: input.idempotencyKey ?? null,
      },
      include: orderInclude,
    });
    await tx.serviceOrderMessage.create({
      data: { orderId: order.id, authorId: actor.id, body: `Order placed for ${offering.name}.` },
    });
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'service_order.create',
      target: { type: 'service_order', id: order.id },
      detail: { service: offering.key, amountCents, affiliate: affiliate?.id ?? null },
    });
    return toOrderView(order);
  };
  const view = opts.tx ? await run(opts.tx) : await db.$transaction(run);
  if (!opts.tx) await notifyOrder(view, 'submitted');
  return view;
}

/** Reads an order row after a change (inside the change's transaction). */
const reload = (tx: Tx, id: string) =>
  tx.serviceOrder.findUniqueOrThrow({ where: { id }, include: orderInclude }).then((o) => toOrderView(o));

/** Explains why a conditional write matched nothing: 404 for an order the actor cannot see, else 409. */
async function refuse(tx: Tx, actor: SessionUser, id: string, what: string): Promise<never> {
  const o = await tx.serviceOrder.findFirst({
    where: visibleWhere(actor, id),
    select: { status: true, paymentStatus: true },
  });
  if (!o) throw new NotFound('Order not found');
  if (o.paymentStatus === 'awaiting_payment' && what === 'start')
    throw new Conflict('This order has not been paid yet; work starts once payment is received.');
  throw new Conflict(`This order is ${o.status.replace('_', ' ')}; it cannot be ${what} now.`);
}

const VERB = {
  start: 'start',
  assign: 'reassigned',
  deliver: 'delivered',
  accept: 'accepted',
  revise: 'sent back for changes',
  cancel: 'cancelled',
} as const;

function staffOnly(actor: SessionUser) {
  if (!isStaff(actor)) throw new NotFound('Order not found');
}

/**
 * One state change or staff action on an order. Payment-related actions (record_payment, refund) live in
 * payments.ts; the route sends them there.
 */
export async function actOnOrder(
  actor: SessionUser,
  id: string,
  action: Exclude<OrderAction, { action: 'record_payment' } | { action: 'refund' }>,
): Promise<OrderView> {
  const now = new Date();
  const view = await db.$transaction(async (tx) => {
    let count = 0;
    let message: string | null = null;
    let delivery = false;
    let fileId: string | null = null;
    switch (action.action) {
      case 'start':
        staffOnly(actor);
        count = (
          await tx.serviceOrder.updateMany({
            where: { id, status: 'submitted', paymentStatus: { in: ['paid', 'not_required'] } },
            data: { status: 'in_progress', startedAt: now },
          })
        ).count;
        if (count === 1) {
          await tx.serviceOrder.updateMany({ where: { id, assigneeId: null }, data: { assigneeId: actor.id } });
          message = 'Work has started on this order.';
        }
        break;
      case 'assign': {
        staffOnly(actor);
        if (action.assigneeId) {
          const staff = await tx.user.findFirst({
            where: { id: action.assigneeId, role: { in: ['admin', 'super_admin'] }, status: 'active' },
          });
          if (!staff) throw new BadRequest('Choose an active staff member to assign.');
        }
        count = (
          await tx.serviceOrder.updateMany({
            where: { id, status: { in: OPEN } },
            data: { assigneeId: action.assigneeId },
          })
        ).count;
        break;
      }
      case 'deliver':
        staffOnly(actor);
        if (action.fileId) {
          const f = await tx.storedFile.findUnique({ where: { id: action.fileId }, select: { id: true } });
          if (!f) throw new BadRequest('The attached file was not found; upload it again.');
          fileId = f.id;
        }
        count = (
          await tx.serviceOrder.updateMany({
            where: { id, status: 'in_progress' },
            data: { status: 'delivered', deliveredAt: now },
          })
        ).count;
        message = action.message;
        delivery = true;
        break;
      case 'accept':
        count = (
          await tx.serviceOrder.updateMany({
            where: { id, customerId: actor.id, status: 'delivered' },
            data: { status: 'accepted', acceptedAt: now, closedAt: now },
          })
        ).count;
        message = 'The delivery was accepted. Thank you!';
        break;
      case 'revise':
        count = (
          await tx.serviceOrder.updateMany({
            where: { id, customerId: actor.id, status: 'delivered' },
            data: { status: 'in_progress', deliveredAt: null },
          })
        ).count;
        message = `Changes requested: ${action.message}`;
        break;
      case 'cancel':
        // Only before work starts and before any payment (a paid order is refunded instead).
        count = (
          await tx.serviceOrder.updateMany({
            where: {
              ...visibleWhere(actor, id),
              status: 'submitted',
              paymentStatus: { in: ['awaiting_payment', 'not_required'] },
            },
            data: { status: 'cancelled', closedAt: now },
          })
        ).count;
        message = action.reason ? `Order cancelled: ${action.reason}` : 'Order cancelled.';
        break;
    }
    if (count !== 1) {
      const o = await tx.serviceOrder.findFirst({ where: visibleWhere(actor, id), select: { paymentStatus: true } });
      if (action.action === 'cancel' && o?.paymentStatus === 'paid')
        throw new Conflict('This order is paid; ask for a refund instead of cancelling it.');
      await refuse(tx, actor, id, VERB[action.action]);
    }
    if (message)
      await tx.serviceOrderMessage.create({
        data: { orderId: id, authorId: actor.id, body: message, delivery, fileId },
      });
    if (action.action === 'cancel') {
      // A studio deposit order that is cancelled frees its booking's slots.
      await tx.studioSlot.deleteMany({ where: { booking: { orderId: id } } });
      await tx.studioBooking.updateMany({ where: { orderId: id }, data: { status: 'cancelled', cancelledAt: now } });
    }
    await recordAudit({
      tx,
      actor: actor.id,
      action: `service_order.${action.action}`,
      target: { type: 'service_order', id },
      detail: action.action === 'assign' ? { assigneeId: action.assigneeId } : undefined,
    });
    return reload(tx, id);
  });
  await notifyOrder(view, action.action);
  return view;
}
