// Display helpers shared by the services screens.
export const usd = (cents: number) =>
  cents === 0 ? 'Free' : new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

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

export const date = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });
export const dateTime = (iso: string, timeZone?: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone });
