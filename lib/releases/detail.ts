// One release as its owner and staff see it (GET /api/releases/{id} and the release pages): tracks with their
// contributors, status history, deliveries, quality checks while it can change, and reviewers' field comments.
import { db } from '../db';
import type { SessionUser } from '../auth/session';
import { formatIsrc } from '../distribution/isrc';
import { qcRelease } from '../distribution/qc/service';
import { getReleaseForUser } from './access';
import { isEditable, isScheduled, releaseStatusLabel, PROGRESS, PROJECT_STATUS } from './status';
import { fieldComments } from './change-requests';

export async function releaseDetail(user: SessionUser, id: string) {
  await getReleaseForUser(id, user);
  const r = await db.release.findUniqueOrThrow({
    where: { id },
    include: {
      owner: { select: { id: true, name: true, email: true } },
      tracks: { orderBy: { position: 'asc' }, include: { contributors: { orderBy: { id: 'asc' } } } },
      statusChanges: { orderBy: { createdAt: 'asc' }, include: { actor: { select: { name: true, role: true } } } },
      deliveries: { orderBy: [{ createdAt: 'asc' }], include: { store: { select: { name: true, slug: true } } } },
    },
  });
  const qc = isEditable(r.status) || r.status === 'uploaded' || r.status === 'under_review' ? await qcRelease(id) : [];
  return {
    ...r,
    progress: PROGRESS[r.status],
    statusLabel: releaseStatusLabel(r.status, r.releaseDate),
    scheduled: isScheduled(r.status, r.releaseDate),
    projectStatus: PROJECT_STATUS[r.status],
    tracks: r.tracks.map((t) => ({ ...t, isrcDisplay: t.isrc ? formatIsrc(t.isrc) : null })),
    qc,
    fieldComments: await fieldComments(id),
  };
}

export type ReleaseDetail = Awaited<ReturnType<typeof releaseDetail>>;
