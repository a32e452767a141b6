// Pausing and resuming a ticket's SLA clocks, inside the transaction of the status change. Each is one
// conditional statement, so two changes at once cannot pause twice or move a deadline twice.
import type { Tx } from '../../platform/db';
import type { TicketStatus } from '../../generated/prisma/enums';

/** The column type is a UTC timestamp without time zone: the instant as such a literal. */
const utc = (d: Date) => d.toISOString().slice(0, 23).replace('T', ' ');

/**
 * Entering "waiting on customer" pauses the clocks (slaPausedAt); leaving it moves the running deadlines
 * later by the time paused (the first-reply one only if no staff reply met it yet) and clears the pause.
 */
export async function moveSlaClocks(tx: Tx, ticketId: string, next: TicketStatus, now: Date): Promise<void> {
  if (next === 'waiting_on_customer') {
    await tx.supportTicket.updateMany({ where: { id: ticketId, slaPausedAt: null }, data: { slaPausedAt: now } });
    return;
  }
  await tx.$executeRaw`
    UPDATE "SupportTicket" SET
      "resolutionDueAt" = "resolutionDueAt" + (${utc(now)}::timestamp - "slaPausedAt"),
      "firstResponseDueAt" = CASE WHEN "firstRespondedAt" IS NULL
        THEN "firstResponseDueAt" + (${utc(now)}::timestamp - "slaPausedAt") ELSE "firstResponseDueAt" END,
      "slaPausedAt" = NULL
    WHERE id = ${ticketId} AND "slaPausedAt" IS NOT NULL AND "slaPausedAt" <= ${utc(now)}::timestamp`;
}
