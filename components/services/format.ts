// Display helpers shared by the services screens (money and dates come from lib/platform/format).
import { formatMoney } from '@/lib/platform/format';

/** A catalog price: "Free" for nothing, otherwise the amount. */
export const price = (cents: number) => (cents === 0 ? 'Free' : formatMoney(cents));

export const STATUS_LABEL: Record<string, string> = {
  submitted: 'Submitted',
  in_progress: 'In progress',
  delivered: 'Delivered',
  accepted: 'Accepted',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export const PAYMENT_LABEL: Record<string, string> = {
  not_required: 'No payment needed',
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  refunded: 'Refunded',
};
