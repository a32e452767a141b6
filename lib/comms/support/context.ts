// What a ticket is about, read live from the requester's own records: the release with its status
// history, QC results, codes and delivery log lines; the payout; the latest statement lines.
import { db } from '../../platform/db';
import { BadRequest } from '../../platform/errors';
import { qcRelease, releaseState, releaseStatusLabel } from '@/lib/distribution';
import type { TicketCategory } from '../../generated/prisma/enums';

/** The release and payout must belong to the requester: anything else is refused as not found. */
export async function checkContextOwnership(requesterId: string, refs: { releaseId?: string; payoutId?: string }) {
  if (refs.releaseId) {
    const r = await db.release.findFirst({ where: { id: refs.releaseId, ownerId: requesterId }, select: { id: true } });
    if (!r)
      throw new BadRequest('Choose one of your own releases', [
        { path: 'releaseId', message: 'is not one of your releases' },
      ]);
  }
  if (refs.payoutId) {
    const p = await db.payoutRequest.findFirst({
      where: { id: refs.payoutId, userId: requesterId },
      select: { id: true },
    });
    if (!p)
      throw new BadRequest('Choose one of your own payouts', [
        { path: 'payoutId', message: 'is not one of your payouts' },
      ]);
  }
}

async function releaseContext(releaseId: string, ownerId: string) {
  const r = await db.release.findFirst({
    where: { id: releaseId, ownerId },
    include: {
      tracks: { orderBy: { position: 'asc' }, select: { position: true, title: true, isrc: true } },
      statusChanges: {
        orderBy: { createdAt: 'asc' },
        select: { fromStatus: true, toStatus: true, note: true, createdAt: true },
      },
      deliveries: {
        orderBy: { createdAt: 'desc' },
        // bounded: the release's latest deliveries, as context for the agent answering a ticket.
        take: 20,
        select: {
          kind: true,
          status: true,
          lastError: true,
          store: { select: { name: true } },
          // bounded: the latest log lines of each delivery, as context.
          logs: { orderBy: { createdAt: 'desc' }, take: 5, select: { event: true, message: true, createdAt: true } },
        },
      },
    },
  });
  if (!r) return null;
  const qc = await qcRelease(r.id).catch(() => []);
  return {
    id: r.id,
    title: r.title,
    primaryArtist: r.primaryArtist,
    status: r.status,
    releaseDate: r.releaseDate,
    ...releaseState(r),
    rejectionReason: r.rejectionReason,
    upc: r.upc,
    submittedAt: r.submittedAt,
    tracks: r.tracks,
    // Each move as it read then: acknowledged before the release date is "Scheduled", not "Live".
    history: r.statusChanges.map((c) => ({ ...c, label: releaseStatusLabel(c.toStatus, r.releaseDate, c.createdAt) })),
    qc: qc.map((i) => ({ severity: i.severity, field: i.field, message: i.message })),
    deliveries: r.deliveries.map((d) => ({
      store: d.store.name,
      kind: d.kind,
      status: d.status,
      lastError: d.lastError,
      log: d.logs,
    })),
  };
}

export async function ticketContext(t: {
  requesterId: string;
  category: TicketCategory;
  releaseId: string | null;
  payoutId: string | null;
}) {
  const release = t.releaseId ? await releaseContext(t.releaseId, t.requesterId) : null;
  const payout = t.payoutId
    ? await db.payoutRequest.findFirst({
        where: { id: t.payoutId, userId: t.requesterId },
        select: {
          id: true,
          amountCents: true,
          status: true,
          methodSummary: true,
          paidAt: true,
          paidVia: true,
          rejectionReason: true,
          createdAt: true,
        },
      })
    : t.category === 'payout'
      ? await db.payoutRequest.findFirst({
          where: { userId: t.requesterId },
          orderBy: { createdAt: 'desc' },
          select: {
            id: true,
            amountCents: true,
            status: true,
            methodSummary: true,
            paidAt: true,
            paidVia: true,
            rejectionReason: true,
            createdAt: true,
          },
        })
      : null;
  const statementLines =
    t.category === 'royalties'
      ? await db.earningAllocation.findMany({
          where: { userId: t.requesterId, ...(t.releaseId ? { releaseId: t.releaseId } : {}) },
          orderBy: { createdAt: 'desc' },
          // bounded: the latest statement lines, as context for a royalties ticket.
          take: 20,
          select: { store: true, country: true, salePeriod: true, units: true, amountCents: true, recoup: true },
        })
      : [];
  return { release, payout, statementLines };
}
