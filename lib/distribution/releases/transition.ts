// Applies a workflow action to a release on the server: refuses illegal moves with 409 and records
// who moved it, when and why (the status history and the audit row `release.<action>`), in the same transaction.
import type { Tx } from '../../platform/db';
import { Conflict } from '../../platform/errors';
import type { Release } from '../../generated/prisma/client';
import { recordAudit } from '../../platform/audit';
import { nextStatus, type ReleaseParty, type ReleaseAction } from './status';

export interface TransitionInput {
  releaseId: string;
  action: ReleaseAction;
  actor: ReleaseParty;
  actorId: string | null;
  note?: string | null;
  /** Extra fields written with the status (codes, dates, the rejection reason). */
  data?: Partial<Pick<Release, 'rejectionReason' | 'submittedAt' | 'approvedAt' | 'liveAt' | 'upc'>>;
}

export async function transitionRelease(tx: Tx, input: TransitionInput): Promise<Release> {
  const release = await tx.release.findUniqueOrThrow({ where: { id: input.releaseId } });
  const step = nextStatus(release.status, input.action, input.actor);
  if (!step.ok) throw new Conflict(step.reason);
  // The status in the WHERE makes a concurrent move of the same release fail instead of both winning.
  const moved = await tx.release.updateMany({
    where: { id: release.id, status: release.status },
    data: { status: step.to, ...input.data },
  });
  if (moved.count !== 1) throw new Conflict('The release changed meanwhile: reload and try again.');
  await tx.releaseStatusChange.create({
    data: {
      releaseId: release.id,
      fromStatus: release.status,
      toStatus: step.to,
      actorId: input.actorId,
      note: input.note ?? null,
    },
  });
  await recordAudit({
    tx,
    actor: input.actorId,
    action: `release.${input.action}`,
    target: { type: 'Release', id: release.id },
    detail: { from: release.status, to: step.to, ...(input.note ? { note: input.note } : {}) },
  });
  return tx.release.findUniqueOrThrow({ where: { id: release.id } });
}
