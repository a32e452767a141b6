// The audit trail: who did what to which record, and when. Written inside the transaction of the change
// it records, so a change and its audit row commit or roll back together.
import { db, type Tx } from './db';
import type { Prisma } from '../generated/prisma/client';

export interface AuditEntry {
  /** The transaction of the change being recorded (required: an audit row after the commit can be lost). */
  tx: Tx;
  /** The acting user's id, or null for the system (jobs, webhooks). */
  actor: string | null;
  /** `domain.verb`, lower case with underscores inside a part: `release.approve`, `payout.request`. */
  action: `${string}.${string}`;
  /** The record acted on. */
  target: { type: string; id: string | null };
  detail?: Prisma.InputJsonValue;
}

export async function recordAudit(e: AuditEntry): Promise<void> {
  await e.tx.auditLog.create({
    data: { actorId: e.actor, action: e.action, entityType: e.target.type, entityId: e.target.id, meta: e.detail },
  });
}

/** Number of recorded actions by an admin (drives the admin level badge): the sum of the actor's running
 *  totals (AuditActionTotal, kept by triggers), a handful of rows however many audit rows the actor has. */
export async function countActions(actorId: string): Promise<number> {
  const sum = await db.auditActionTotal.aggregate({ where: { actorId }, _sum: { count: true } });
  return sum._sum.count ?? 0;
}

/** Recorded actions per actor for these actors, from the running totals (actors without any are left out). */
export async function countActionsBy(actorIds: string[]): Promise<Map<string, number>> {
  const rows = await db.auditActionTotal.groupBy({
    by: ['actorId'],
    where: { actorId: { in: actorIds } },
    _sum: { count: true },
  });
  return new Map(rows.map((r) => [r.actorId, r._sum.count ?? 0]));
}

/** The actor's most frequent actions, most frequent first (ties by name), from the running totals. */
export async function topActions(actorId: string, take: number): Promise<{ action: string; count: number }[]> {
  const rows = await db.auditActionTotal.findMany({
    where: { actorId, count: { gt: 0 } },
    orderBy: [{ count: 'desc' }, { action: 'asc' }],
    take,
    select: { action: true, count: true },
  });
  return rows;
}
