// The audit trail: who did what to which record, and when.
import { db, type Tx } from '../db';
import type { Prisma } from '../generated/prisma/client';

export async function recordAudit(
  actorId: string | null,
  action: string,
  entityType: string,
  entityId: string | null,
  meta?: Prisma.InputJsonValue,
  tx: Tx = db,
): Promise<void> {
  await tx.auditLog.create({ data: { actorId, action, entityType, entityId, meta } });
}

/** Number of recorded actions by an admin (drives the admin level badge). */
export function countActions(actorId: string): Promise<number> {
  return db.auditLog.count({ where: { actorId } });
}
