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

/** Number of recorded actions by an admin (drives the admin level badge). */
export function countActions(actorId: string): Promise<number> {
  return db.auditLog.count({ where: { actorId } });
}
