// "View as Artist": a super admin sees one artist's dashboard figures, read-only. Every view is audited.
import { db } from '../platform/db';
import { paginate, type PageQuery } from '../platform/paging';
import { Forbidden, NotFound } from '../platform/errors';
import { recordAudit } from '../platform/audit';
import type { SessionUser } from '../platform/auth/session';
import { artistChecklist, artistReleases, earningsSummary } from '@/lib/command';

/** Artists to pick from (name and email), for the picker, by name; one page at a time. */
export async function artistChoices(actor: SessionUser, q: PageQuery) {
  if (actor.role !== 'super_admin') throw new Forbidden('Only a super admin can view as an artist.');
  const where = { role: { in: ['artist' as const, 'member' as const] } };
  return paginate(
    q,
    (page) =>
      db.user.findMany({
        where,
        orderBy: [{ name: 'asc' }, { id: 'asc' }],
        ...page,
        select: { id: true, name: true, email: true },
      }),
    () => db.user.count({ where }),
  );
}

export async function viewAsArtist(actor: SessionUser, artistId: string) {
  if (actor.role !== 'super_admin') throw new Forbidden('Only a super admin can view as an artist.');
  const artist = await db.user.findFirst({
    where: { id: artistId, role: { in: ['artist', 'member'] } },
    select: { id: true, name: true, email: true, brand: true, status: true },
  });
  if (!artist) throw new NotFound('No artist with this id.');
  await db.$transaction(async (tx) => {
    await recordAudit({ tx, actor: actor.id, action: 'artist.view_as', target: { type: 'User', id: artist.id } });
  });
  const [earnings, releases, checklist, releaseCount] = await Promise.all([
    earningsSummary(artist.id),
    artistReleases(artist.id, 10),
    artistChecklist(artist.id),
    db.release.count({ where: { ownerId: artist.id } }),
  ]);
  return { artist, earnings, releases, checklist, releaseCount };
}
