// Service levels per ticket category: hours to the first staff reply and to resolution. Pure.
import type { TicketCategory, TicketStatus } from '../../generated/prisma/enums';

export const TICKET_CATEGORIES: Record<TicketCategory, string> = {
  release: 'A release',
  delivery: 'Store delivery',
  royalties: 'Royalties and statements',
  payout: 'A payout',
  account: 'My account',
  school: 'School',
  service_order: 'A service order',
  other: 'Something else',
};

export const TICKET_STATUS_LABEL: Record<TicketStatus, string> = {
  new: 'New',
  open: 'Open',
  waiting_on_customer: 'Waiting on customer',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** Hours: first response, resolution. Money questions are answered faster. */
const SLA_HOURS: Record<TicketCategory, { firstResponse: number; resolution: number }> = {
  release: { firstResponse: 24, resolution: 72 },
  delivery: { firstResponse: 12, resolution: 48 },
  royalties: { firstResponse: 24, resolution: 120 },
  payout: { firstResponse: 8, resolution: 48 },
  account: { firstResponse: 8, resolution: 24 },
  school: { firstResponse: 24, resolution: 72 },
  service_order: { firstResponse: 12, resolution: 72 },
  other: { firstResponse: 48, resolution: 120 },
};

const HOUR = 3600_000;

export function slaDeadlines(category: TicketCategory, openedAt: Date) {
  const h = SLA_HOURS[category];
  return {
    firstResponseDueAt: new Date(openedAt.getTime() + h.firstResponse * HOUR),
    resolutionDueAt: new Date(openedAt.getTime() + h.resolution * HOUR),
  };
}

export type ClockState = 'met' | 'breached' | 'running' | 'due_soon' | 'overdue' | 'paused';

export interface SlaTicket {
  status: TicketStatus;
  firstResponseDueAt: Date;
  resolutionDueAt: Date;
  firstRespondedAt: Date | null;
  resolvedAt: Date | null;
  /** While waiting on the customer the clocks stand still (set when the wait began). */
  slaPausedAt?: Date | null;
}

const later = (d: Date, ms: number) => new Date(d.getTime() + ms);

function clock(
  due: Date,
  doneAt: Date | null,
  now: Date,
  totalMs: number,
  pausedAt: Date | null,
): { state: ClockState; dueAt: Date } {
  if (doneAt) return { state: doneAt <= due ? 'met' : 'breached', dueAt: due };
  // Paused: the deadline shown is where it will be if the customer answered now.
  if (pausedAt) return { state: 'paused', dueAt: later(due, Math.max(0, now.getTime() - pausedAt.getTime())) };
  const left = due.getTime() - now.getTime();
  if (left < 0) return { state: 'overdue', dueAt: due };
  return { state: left < totalMs * 0.25 ? 'due_soon' : 'running', dueAt: due };
}

/** Both clocks of a ticket at `now`, and whether it is overdue on either. */
export function slaState(t: SlaTicket & { category: TicketCategory }, now = new Date()) {
  const h = SLA_HOURS[t.category];
  const done = t.status === 'resolved' || t.status === 'closed';
  const paused = done ? null : (t.slaPausedAt ?? null);
  const firstResponse = clock(t.firstResponseDueAt, t.firstRespondedAt, now, h.firstResponse * HOUR, paused);
  const resolution = clock(t.resolutionDueAt, done ? (t.resolvedAt ?? now) : null, now, h.resolution * HOUR, paused);
  return { firstResponse, resolution, overdue: firstResponse.state === 'overdue' || resolution.state === 'overdue' };
}
export type SlaState = ReturnType<typeof slaState>;
