// The release workflow's database work: drafts, tracks, submit, review (approve assigns codes and
// starts deliveries), and the projects list of spec §7.2.
import { db } from '../../platform/db';
import { recordAudit } from '../../platform/audit';
import { notifyReleaseEvent } from '@/lib/comms'; // comms
import { BadRequest, Conflict, NotFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/auth/session';
import type { Prisma } from '../../generated/prisma/client';
import { nextIsrc } from '../isrc';
import { checkBroughtUpc, nextUpc } from '../upc';
import { CODE_TX } from '../settings';
import { qcRelease } from '../qc/service';
import { createDeliveries, queueDeliveries } from '../deliveries';
import { assertProfileConformant } from '../ern/service';
import { returnCodes } from '../code-pool';
import { getReleaseForUser, releaseAccessWhere, releaseParty } from './access';
import { EDITABLE, isEditable, STATUS_LABEL } from './status';
import { transitionRelease } from './transition';
import type { ReleaseFields, ReviewInput } from './schema';
import { requestChanges } from './change-requests';
import { assertEmailVerifiedForRelease } from '@/lib/accounts';

const day = (s: string | null | undefined) => (s ? new Date(`${s}T00:00:00Z`) : s === null ? null : undefined);

export async function editableRelease(id: string, user: SessionUser) {
  const r = await getReleaseForUser(id, user);
  if (!isEditable(r.status)) throw new Conflict(`A release that is ${STATUS_LABEL[r.status]} cannot be edited.`);
  return r;
}

async function releaseData(
  input: Partial<ReleaseFields>,
  releaseId: string | null,
): Promise<Prisma.ReleaseUncheckedUpdateInput> {
  const { releaseDate, originalReleaseDate, upc, storeIds, ...rest } = input;
  const data: Prisma.ReleaseUncheckedUpdateInput = { ...rest };
  if (releaseDate !== undefined) data.releaseDate = day(releaseDate);
  if (originalReleaseDate !== undefined) data.originalReleaseDate = day(originalReleaseDate);
  if (upc !== undefined) data.upc = upc ? await checkBroughtUpc(upc, releaseId) : null;
  if (storeIds !== undefined) {
    const unique = [...new Set(storeIds)];
    const found = await db.store.count({ where: { id: { in: unique }, enabled: true } });
    if (found !== unique.length)
      throw new BadRequest('Some chosen stores do not exist or are not available.', [
        { path: 'storeIds', message: 'Unknown or disabled store' },
      ]);
    data.storeIds = unique;
  }
  return data;
}

export async function createRelease(
  user: SessionUser,
  input: Partial<ReleaseFields> & { title: string; primaryArtist: string },
) {
  const data = await releaseData(input, null);
  // A new draft goes to every enabled store unless it names its own: the wizard's boxes show this saved choice,
  // so quality control and the boxes agree (issue #41 item 5).
  if (input.storeIds === undefined)
    data.storeIds = (await db.store.findMany({ where: { enabled: true }, select: { id: true } })).map((s) => s.id);
  // The release and its first status entry commit together: no release without its history.
  return db.$transaction(async (tx) => {
    const release = await tx.release.create({
      data: {
        ...(data as Prisma.ReleaseUncheckedCreateInput),
        ownerId: user.id,
        title: input.title,
        primaryArtist: input.primaryArtist,
      },
    });
    await tx.releaseStatusChange.create({
      data: { releaseId: release.id, fromStatus: null, toStatus: 'draft', actorId: user.id, note: 'Draft created' },
    });
    await recordAudit({ tx, actor: user.id, action: 'release.create', target: { type: 'Release', id: release.id } });
    return release;
  });
}

/** Ownership and an editable status in the write itself: a submit or approval meanwhile makes it a no-op. */
export function editableWhere(user: SessionUser, id: string): Prisma.ReleaseWhereInput {
  return { id, ...releaseAccessWhere(user), status: { in: [...EDITABLE] } };
}

export async function updateRelease(user: SessionUser, id: string, input: Partial<ReleaseFields>) {
  const before = await editableRelease(id, user);
  const data = await releaseData(input, id);
  const replacesUpc = data.upc !== undefined && data.upc !== before.upc;
  return db.$transaction(async (tx) => {
    const n = await tx.release.updateMany({
      // The UPC this edit replaces is in the where too, so the one given back is the one removed.
      where: { ...editableWhere(user, id), ...(replacesUpc ? { upc: before.upc } : {}) },
      data: data as Prisma.ReleaseUncheckedUpdateManyInput,
    });
    if (n.count !== 1) throw new Conflict('This release changed meanwhile: reload it and edit again.');
    // Editable releases were never approved: a replaced platform UPC goes back to the pool.
    if (replacesUpc) await returnCodes(tx, { upcs: [before.upc] });
    await recordAudit({
      tx,
      actor: user.id,
      action: 'release.update',
      target: { type: 'Release', id },
      detail: { fields: Object.keys(input) },
    });
    return tx.release.findUniqueOrThrow({ where: { id } });
  });
}

export async function deleteDraft(user: SessionUser, id: string) {
  const r = await getReleaseForUser(id, user);
  if (r.status !== 'draft') throw new Conflict('Only drafts can be deleted.');
  await db.$transaction(async (tx) => {
    // Locking the tracks keeps a concurrent track edit from changing an ISRC between this read and the delete.
    const tracks = await tx.$queryRawUnsafe<{ isrc: string | null }[]>(
      `SELECT "isrc" FROM "Track" WHERE "releaseId" = $1 FOR UPDATE`,
      id,
    );
    const n = await tx.release.deleteMany({ where: { id, ...releaseAccessWhere(user), status: 'draft', upc: r.upc } });
    if (n.count !== 1) throw new Conflict('This release is no longer a draft, so it cannot be deleted.');
    // A draft was never approved, so its codes never reached a store: they go back to the pool.
    await returnCodes(tx, { upcs: [r.upc], isrcs: tracks.map((t) => t.isrc) });
    await recordAudit({
      tx,
      actor: user.id,
      action: 'release.delete',
      target: { type: 'Release', id },
      detail: { title: r.title, upc: r.upc },
    });
  });
}

/** QC issues as a 400 that names every field to fix. */
async function assertQcClean(releaseId: string, what: string) {
  const issues = (await qcRelease(releaseId)).filter((i) => i.severity === 'error');
  if (issues.length) {
    throw new BadRequest(
      `${what}: ${issues.length} problem${issues.length === 1 ? '' : 's'} to fix first. ${issues[0].message}`,
      issues.map((i) => ({ path: i.field, message: i.message })),
    );
  }
}

export async function submitRelease(user: SessionUser, id: string) {
  const r = await getReleaseForUser(id, user);
  if (r.status !== 'draft' && r.status !== 'rejected')
    throw new Conflict(`A release that is ${STATUS_LABEL[r.status]} cannot be submitted.`);
  await assertEmailVerifiedForRelease(user.id);
  await assertQcClean(id, 'The release cannot be submitted');
  const release = await db.$transaction(async (tx) => {
    const moved = await transitionRelease(tx, {
      releaseId: id,
      action: 'submit',
      actor: releaseParty(user),
      actorId: user.id,
      note: r.status === 'rejected' ? 'Resubmitted after changes' : 'Submitted for review',
      data: { submittedAt: new Date(), rejectionReason: null },
    });
    // The reviewers' field comments described the version they saw: a resubmission clears them.
    await tx.releaseFieldComment.deleteMany({ where: { releaseId: id } });
    return moved;
  });
  return release;
}

export async function withdrawRelease(user: SessionUser, id: string) {
  await getReleaseForUser(id, user);
  return db.$transaction((tx) =>
    transitionRelease(tx, {
      releaseId: id,
      action: 'withdraw',
      actor: releaseParty(user),
      actorId: user.id,
      note: 'Withdrawn to edit',
    }),
  );
}

export async function reviewRelease(admin: SessionUser, id: string, input: ReviewInput) {
  const r = await db.release.findUnique({ where: { id } });
  if (!r) throw new NotFound('Release not found');
  if (input.action === 'request_changes') return requestChanges(admin, id, input);
  if (input.action === 'reject') {
    const out = await db.$transaction((tx) =>
      transitionRelease(tx, {
        releaseId: id,
        action: 'reject',
        actor: 'admin',
        actorId: admin.id,
        note: input.reason,
        data: { rejectionReason: input.reason },
      }),
    );
    await notifyReleaseEvent(id, 'release_rejected', { reason: input.reason }); // comms
    return out;
  }
  if (input.action === 'start_review') {
    return db.$transaction((tx) =>
      transitionRelease(tx, {
        releaseId: id,
        action: 'start_review',
        actor: 'admin',
        actorId: admin.id,
        note: 'Review started',
      }),
    );
  }
  if (r.status !== 'uploaded' && r.status !== 'under_review')
    throw new Conflict(`A release that is ${STATUS_LABEL[r.status]} cannot be approved.`);
  await assertQcClean(id, 'The release cannot be approved');
  await assertProfileConformant(id, 'The release cannot be approved');
  // Codes, the status change and the deliveries commit together: a failure leaves no code issued (the
  // counters roll back) and no approved release without deliveries.
  const approved = await db.$transaction(async (tx) => {
    const tracks = await tx.track.findMany({ where: { releaseId: id, isrc: null }, orderBy: { position: 'asc' } });
    for (const t of tracks) await tx.track.update({ where: { id: t.id }, data: { isrc: await nextIsrc(tx) } });
    const upc = r.upc ?? (await nextUpc(tx));
    const release = await transitionRelease(tx, {
      releaseId: id,
      action: 'approve',
      actor: 'admin',
      actorId: admin.id,
      note: 'Approved for distribution',
      data: { approvedAt: new Date(), upc },
    });
    return { release, deliveryIds: await createDeliveries(tx, id, 'insert') };
  }, CODE_TX);
  await notifyReleaseEvent(id, 'release_approved'); // comms: tell the artist
  await queueDeliveries(approved.deliveryIds);
  return approved.release;
}
