// Notifications about an order, sent after the change commits: the customer hears of every step. // comms
import { notify } from '@/lib/comms';
import { env } from '../platform/env';
import { formatMoney } from '../platform/format';

/** The parts of an order its emails use (structural, so this module does not import orders.ts back). */
type OrderView = {
  id: string;
  reference: string;
  service: { name: string };
  paymentStatus: string;
  amountCents: number;
  customer: { id: string; name: string; email: string };
  assignee: { id: string; name: string; email: string } | null;
};

function line(o: OrderView, step: string, extra?: { from?: { name: string }; body?: string }): [string, string] | null {
  const name = o.service.name;
  switch (step) {
    case 'submitted':
      return [
        `We received your order ${o.reference}`,
        o.paymentStatus === 'awaiting_payment'
          ? `Thank you for ordering ${name}. The total is ${formatMoney(o.amountCents)}; work starts once payment is received.`
          : `Thank you for ordering ${name}. We will start on it shortly.`,
      ];
    case 'paid':
      return [
        `Payment received for ${o.reference}`,
        `We received ${formatMoney(o.amountCents)} for ${name}. Work starts soon.`,
      ];
    case 'start':
      return [`Work started on ${o.reference}`, `Our team has started on your ${name}.`];
    case 'deliver':
      return [
        `Your ${name} is ready (${o.reference})`,
        `Your order was delivered. Review it and accept it, or ask for changes.`,
      ];
    case 'accept':
      return [`Order ${o.reference} completed`, `You accepted the delivery of ${name}. Thank you for working with us.`];
    case 'revise':
      return [`Changes requested on ${o.reference}`, `Your request for changes to ${name} was sent to our team.`];
    case 'cancel':
      return [`Order ${o.reference} cancelled`, `Your order for ${name} was cancelled.`];
    case 'refund':
      return [`Refund for ${o.reference}`, `We refunded ${formatMoney(o.amountCents)} for ${name}.`];
    case 'message':
      return [`New message on ${o.reference}`, `${extra?.from?.name ?? 'Someone'} wrote: ${extra?.body ?? ''}`];
    default:
      return null;
  }
}

/**
 * Each step reaches the customer (a message: the other side of the conversation) in the inbox and by
 * email per their "service orders" preference, through the service_order_step template.
 */
export async function notifyOrder(
  o: OrderView,
  step: string,
  extra?: { from?: { id: string; name: string }; body?: string },
): Promise<void> {
  const l = line(o, step, extra);
  if (!l) return;
  const path = `/tnm-service-hub?order=${o.id}`;
  const recipients = new Set<string>();
  if (step === 'message') {
    // A message goes to the other side of the conversation.
    if (extra?.from?.id === o.customer.id) {
      if (o.assignee) recipients.add(o.assignee.id);
    } else recipients.add(o.customer.id);
  } else recipients.add(o.customer.id);
  for (const userId of recipients) {
    await notify({
      userId,
      event: 'service_order_step',
      kind: `service_order_${step}`,
      title: l[0],
      body: l[1],
      link: path,
      vars: {
        headline: l[0],
        detail: l[1],
        orderReference: o.reference,
        serviceName: o.service.name,
        orderUrl: `${env().APP_BASE_URL.replace(/\/$/, '')}${path}`,
      },
    });
  }
}
