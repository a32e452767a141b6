// Tracks of an editable release: add, edit, remove. Every write carries the release's ownership and
// editable status in its `where`; an ISRC the platform issued and an edit replaces or a removal drops
// goes back to the code pool (an editable release was never approved, so the code never reached a store).
import { db, type Tx } from '../../platform/db';
import { recordAudit } from '../../platform/audit';
import { Conflict, NotFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/auth/session';
import type { Prisma } from '../../generated/prisma/client';
import { checkBroughtIsrc } from '../isrc';
import { claimIsrcs } from '../isrc-claims';
import { returnCodes } from '../code-pool';
import type { TrackFields } from './schema';
import { editableRelease, editableWhere } from './service';

function trackData(input: Partial<TrackFields>) {
  const { contributors, isrc, ...rest } = input;
  const data: Prisma.TrackUncheckedUpdateInput & { isrc?: string | null } = { ...rest };
  if (isrc !== undefined) data.isrc = isrc ? checkBroughtIsrc(isrc) : null;
  if (input.instrumental === true && input.language === undefined) data.language = 'zxx';
  return { data, contributors };
}

export async function addTrack(user: SessionUser, releaseId: string, input: Partial<TrackFields> & { title: string }) {
  const release = await editableRelease(releaseId, user);
  const { data, contributors } = trackData(input);
  return db.$transaction(async (tx) => {
    await claimIsrcs(tx, [data.isrc], { ownerId: release.ownerId, releaseId });
    const last = await tx.track.aggregate({ where: { releaseId }, _max: { position: true } });
    const track = await tx.track.create({
      data: {
        ...(data as Prisma.TrackUncheckedCreateInput),
        title: input.title,
        releaseId,
        position: (last._max.position ?? 0) + 1,
        contributors: { create: contributors ?? [{ name: release.primaryArtist, role: 'main_artist' }] },
      },
      include: { contributors: true },
    });
    await audit(tx, user, 'track.create', track.id, { releaseId });
    return track;
  });
}

const audit = (tx: Tx, user: SessionUser, action: `track.${string}`, id: string, detail: Prisma.InputJsonValue) =>
  recordAudit({ tx, actor: user.id, action, target: { type: 'Track', id }, detail });

async function trackOf(user: SessionUser, releaseId: string, trackId: string) {
  const release = await editableRelease(releaseId, user);
  const t = await db.track.findFirst({ where: { id: trackId, releaseId } });
  if (!t) throw new NotFound('Track not found');
  return { ...t, ownerId: release.ownerId };
}

const changedMeanwhile = () => new Conflict('This release changed meanwhile: reload it and edit again.');

export async function updateTrack(user: SessionUser, releaseId: string, trackId: string, input: Partial<TrackFields>) {
  const before = await trackOf(user, releaseId, trackId);
  const { data, contributors } = trackData(input);
  const replacesIsrc = data.isrc !== undefined && data.isrc !== before.isrc;
  return db.$transaction(async (tx) => {
    if (replacesIsrc) await claimIsrcs(tx, [data.isrc], { ownerId: before.ownerId, releaseId, trackId });
    const n = await tx.track.updateMany({
      where: {
        id: trackId,
        release: editableWhere(user, releaseId),
        ...(replacesIsrc ? { isrc: before.isrc } : {}),
      },
      data: data as Prisma.TrackUncheckedUpdateManyInput,
    });
    if (n.count !== 1) throw changedMeanwhile();
    if (contributors) {
      await tx.trackContributor.deleteMany({ where: { trackId } });
      await tx.trackContributor.createMany({ data: contributors.map((c) => ({ ...c, trackId })) });
    }
    if (replacesIsrc) await returnCodes(tx, { isrcs: [before.isrc] });
    await audit(tx, user, 'track.update', trackId, { releaseId, fields: Object.keys(input) });
    return tx.track.findUniqueOrThrow({ where: { id: trackId }, include: { contributors: true } });
  });
}

export async function deleteTrack(user: SessionUser, releaseId: string, trackId: string) {
  const t = await trackOf(user, releaseId, trackId);
  await db.$transaction(async (tx) => {
    const n = await tx.track.deleteMany({
      where: { id: trackId, isrc: t.isrc, release: editableWhere(user, releaseId) },
    });
    if (n.count !== 1) throw changedMeanwhile();
    await returnCodes(tx, { isrcs: [t.isrc] });
    await audit(tx, user, 'track.delete', trackId, { releaseId, isrc: t.isrc });
    const rest = await tx.track.findMany({
      where: { releaseId, position: { gt: t.position } },
      orderBy: { position: 'asc' },
    });
    for (const r of rest)
      await tx.track.updateMany({
        where: { id: r.id, releaseId, position: r.position },
        data: { position: r.position - 1 },
      });
  });
}
