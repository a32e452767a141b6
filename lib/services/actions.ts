// Dispatches an order action to the engine (state changes) or to payments (record payment, refund).
import type { SessionUser } from '../platform/auth/session';
import { isStaff } from '../platform/auth/actor';
import { NotFound } from '../platform/errors';
import { actOnOrder } from './orders';
import { recordManualPayment, refundOrder } from './payments';
import type { OrderAction } from './schema';

export function performOrderAction(actor: SessionUser, id: string, action: OrderAction) {
  if (action.action === 'record_payment') {
    if (!isStaff(actor)) throw new NotFound('Order not found');
    return recordManualPayment(actor, id, action.reference);
  }
  if (action.action === 'refund') return refundOrder(actor, id, action.reason);
  return actOnOrder(actor, id, action);
}
