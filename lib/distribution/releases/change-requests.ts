// Reviewers send a release back with a comment per field (title, cover, each track's audio, ...). The
// artist reads them beside the fields; resubmitting deletes them (see submitRelease).
import { db } from '../../platform/db';
import { BadRequest } from '../../platform/errors';
import type { SessionUser } from '../../platform/auth/session';
import { notifyReleaseEvent } from '@/lib/comms'; // comms
import { transitionRelease } from './transition';
import { RELEASE_COMMENT_FIELDS, TRACK_COMMENT_FIELDS, type FieldCommentInput } from './schema';

type ReleaseField = keyof typeof RELEASE_COMMENT_FIELDS;
type TrackField = keyof typeof TRACK_COMMENT_FIELDS;

function fieldLabel(field: string, track: { position: number } | null): string {
  if (track) return `Track ${track.position} · ${TRACK_COMMENT_FIELDS[field as TrackField] ?? field}`;
  return RELEASE_COMMENT_FIELDS[field as ReleaseField] ?? field;
}

/** Sends the release back to the artist (status Rejected) with one comment per field. */
export async function requestChanges(
  reviewer: SessionUser,
  releaseId: string,
  input: { note?: string; comments: FieldCommentInput[] },
) {
  const tracks = await db.track.findMany({ where: { releaseId }, select: { id: true, position: true } });
  const byId = new Map(tracks.map((t) => [t.id, t]));
  if (input.comments.some((c) => c.trackId && !byId.has(c.trackId)))
    throw new BadRequest('A comment is about a track that is not on this release. Reload the page and try again.');
  const labels = input.comments.map((c) => fieldLabel(c.field, c.trackId ? byId.get(c.trackId)! : null));
  const reason = input.note?.trim() || `Changes requested: ${[...new Set(labels)].join(', ')}.`;
  const release = await db.$transaction(async (tx) => {
    // The status check (uploaded or under review) happens in the transition; the comments commit with it.
    const moved = await transitionRelease(tx, {
      releaseId,
      action: 'reject',
      actor: 'admin',
      actorId: reviewer.id,
      note: reason,
      data: { rejectionReason: reason },
    });
    await tx.releaseFieldComment.deleteMany({ where: { releaseId } });
    await tx.releaseFieldComment.createMany({
      data: input.comments.map((c) => ({
        releaseId,
        trackId: c.trackId ?? null,
        field: c.field,
        comment: c.comment,
        authorId: reviewer.id,
      })),
    });
    return moved;
  });
  await notifyReleaseEvent(releaseId, 'release_changes_requested', { reason }); // comms: tell the artist
  return { ...release, fieldComments: await fieldComments(releaseId) };
}

/** The open comments of a release, release fields first, then by track. The caller checked access. */
export async function fieldComments(releaseId: string) {
  const rows = await db.releaseFieldComment.findMany({
    where: { releaseId },
    include: { track: { select: { position: true, title: true } }, author: { select: { name: true } } },
    orderBy: { createdAt: 'asc' },
  });
  return rows
    .map((c) => ({
      id: c.id,
      field: c.field,
      trackId: c.trackId,
      trackPosition: c.track?.position ?? null,
      label: fieldLabel(c.field, c.track),
      comment: c.comment,
      author: c.author.name,
      createdAt: c.createdAt,
    }))
    .sort((a, b) => (a.trackPosition ?? 0) - (b.trackPosition ?? 0));
}
export type FieldCommentView = Awaited<ReturnType<typeof fieldComments>>[number];
