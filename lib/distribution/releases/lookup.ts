// Releases by name, for the assistant's answers: the releases a caller may see (owners their own, staff
// all, through releaseAccessWhere) with what a name lookup needs, and one release's status and stores.
import { db } from '../../platform/db';
import { NotFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/auth/session';
import { releaseAccessWhere } from './access';
import { releaseStatusLabel } from './status';

/** The caller's visible releases, newest first: title, artist, status and owner. */
export async function releaseDirectory(user: SessionUser, take = 2000) {
  return db.release.findMany({
    where: releaseAccessWhere(user),
    orderBy: { createdAt: 'desc' },
    take,
    select: {
      id: true,
      title: true,
      primaryArtist: true,
      status: true,
      releaseDate: true,
      liveAt: true,
      upc: true,
      releaseType: true,
      genre: true,
      language: true,
      label: true,
      explicit: true,
      rejectionReason: true,
      ownerId: true,
      owner: { select: { name: true } },
    },
  });
}
export type DirectoryRelease = Awaited<ReturnType<typeof releaseDirectory>>[number];

/** One release's status (with the Scheduled label) and its deliveries by store; 404 for a stranger's. */
export async function releaseOverview(user: SessionUser, id: string) {
  const r = await db.release.findFirst({
    where: { id, ...releaseAccessWhere(user) },
    select: {
      id: true,
      title: true,
      primaryArtist: true,
      status: true,
      releaseDate: true,
      liveAt: true,
      submittedAt: true,
      rejectionReason: true,
      releaseType: true,
      genre: true,
      label: true,
      explicit: true,
      language: true,
      deliveries: { select: { status: true, lastError: true, attempts: true, store: { select: { name: true } } } },
    },
  });
  if (!r) throw new NotFound('Release not found');
  return { ...r, statusLabel: releaseStatusLabel(r.status, r.releaseDate) };
}
