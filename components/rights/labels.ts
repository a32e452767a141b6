// Words people read for the rights area's statuses.
const LABELS: Record<string, string> = {
  not_sent: 'not sent',
  pending: 'waiting for signatures',
  signed: 'signed',
  superseded: 'replaced',
  draft: 'draft',
  sent: 'sent, waiting for acknowledgement',
  acknowledged: 'received by the society',
  accepted: 'registered',
  rejected: 'rejected',
  conflict: 'conflict',
};

export const statusLabel = (s: string) => LABELS[s] ?? s;
