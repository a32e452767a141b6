// One release as its owner and staff see it (GET /api/releases/{id} and the release pages): tracks with their
// contributors, status history, deliveries, quality checks while it can change, and reviewers' field comments.
import { db } from '../../platform/db';
import type { SessionUser } from '../../platform/auth/session';
import { formatIsrc } from '../isrc';
import { qcRelease } from '../qc/service';
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
  // The owner's other releases carrying a track's recording (one ISRC: a single and its album).
  const isrcs = r.tracks.map((t) => t.isrc).filter((x): x is string => !!x);
  const elsewhere = isrcs.length
    ? await db.track.findMany({
        where: { isrc: { in: isrcs }, releaseId: { not: id }, release: { ownerId: r.ownerId } },
        select: { isrc: true, release: { select: { id: true, title: true } } },
        orderBy: [{ release: { releaseDate: 'asc' } }, { createdAt: 'asc' }],
      })
    : [];
  const alsoOn = (isrc: string | null) => elsewhere.filter((e) => e.isrc === isrc).map((e) => e.release);
  const qc = isEditable(r.status) || r.status === 'uploaded' || r.status === 'under_review' ? await qcRelease(id) : [];
  return {
    ...r,
    progress: PROGRESS[r.status],
    statusLabel: releaseStatusLabel(r.status, r.releaseDate),
    scheduled: isScheduled(r.status, r.releaseDate),
    projectStatus: PROJECT_STATUS[r.status],
    tracks: r.tracks.map((t) => ({ ...t, isrcDisplay: t.isrc ? formatIsrc(t.isrc) : null, alsoOn: alsoOn(t.isrc) })),
    qc,
    fieldComments: await fieldComments(id),
  };
}

export type ReleaseDetail = Awaited<ReturnType<typeof releaseDetail>>;
