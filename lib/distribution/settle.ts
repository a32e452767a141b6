// Settling a release once its store deliveries have all answered: every insert acknowledged -> Live,
// any refused or failed -> delivery failed. One read for any number of releases (a batch of deliveries).
import { notifyReleaseEvent } from '@/lib/comms'; // comms
import { db } from '../platform/db';
import { Conflict } from '../platform/errors';
import { logger } from '../platform/logger';
import type { DeliveryKind } from '../generated/prisma/enums';
import { transitionRelease } from './releases/transition';
import { isScheduled } from './releases/status'; // comms

/** When every insert delivery of the release has settled: all acknowledged -> Live; any refused -> delivery failed. */
export async function settleRelease(releaseId: string, kind: DeliveryKind): Promise<void> {
  if (kind === 'insert') await settleReleases([releaseId]);
}

/** settleRelease for many releases: their insert deliveries since approval counted in one query. */
export async function settleReleases(releaseIds: string[]): Promise<void> {
  if (releaseIds.length === 0) return;
  const rows = await db.$queryRaw<
    { id: string; releaseDate: Date | null; open: number; refused: number; acknowledged: number }[]
  >`
    SELECT r.id, r."releaseDate",
           count(*) FILTER (WHERE d.status IN ('queued', 'sending', 'delivered'))::int AS open,
           count(*) FILTER (WHERE d.status IN ('rejected', 'failed'))::int AS refused,
           count(*) FILTER (WHERE d.status = 'acknowledged')::int AS acknowledged
    FROM "Release" r
    JOIN "Delivery" d ON d."releaseId" = r.id AND d.kind = 'insert'
      AND d."createdAt" >= COALESCE(r."approvedAt", '-infinity'::timestamp)
    WHERE r.id = ANY(${[...new Set(releaseIds)]}::text[]) AND r.status = 'approved'
    GROUP BY r.id`;
  for (const r of rows) if (r.open === 0) await settle(r);
}

async function settle(r: { id: string; releaseDate: Date | null; refused: number; acknowledged: number }) {
  const releaseId = r.id;
  try {
    if (r.refused > 0) {
      await db.$transaction((tx) =>
        transitionRelease(tx, {
          releaseId,
          action: 'mark_delivery_failed',
          actor: 'system',
          actorId: null,
          note: `${r.refused} store deliveries failed`,
        }),
      );
      // comms: the delivery failed for good; tell the artist
      await notifyReleaseEvent(releaseId, 'delivery_failed', {
        reason: `${r.refused} stores refused or could not be reached`,
      });
    } else if (r.acknowledged > 0) {
      await db.$transaction((tx) =>
        transitionRelease(tx, {
          releaseId,
          action: 'mark_distributed',
          actor: 'system',
          actorId: null,
          note: `Acknowledged by ${r.acknowledged} stores`,
          data: { liveAt: new Date() },
        }),
      );
      // comms: tell the artist (scheduled when the release date is still ahead; live on the day by a job)
      await notifyReleaseEvent(
        releaseId,
        isScheduled('distributed', r.releaseDate) ? 'release_scheduled' : 'release_live',
      );
    }
  } catch (err) {
    // Two last deliveries settling at once: the second finds the release already moved.
    if (!(err instanceof Conflict)) throw err;
    logger.debug?.('release already settled', releaseId);
  }
}
