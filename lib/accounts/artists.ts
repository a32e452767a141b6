// The admins' artists list (/artists): search, pages, open invitations, deactivation.
import { db } from '../platform/db';
import { NotFound } from '../platform/errors';
import { recordAudit } from '../platform/audit';
import type { SessionUser } from '../platform/auth/session';
import type { Prisma } from '../generated/prisma/client';
import { totalEarnedCentsOf } from '@/lib/command';
import { paginate, type PageQuery } from '../platform/paging';

/** Artist and member accounts by name (the id breaks ties), a page at a time, with the open invitations. */
export async function listArtists(query: PageQuery & { q?: string }) {
  const where: Prisma.UserWhereInput = {
    role: { in: ['artist', 'member'] },
    ...(query.q
      ? {
          OR: [
            { name: { contains: query.q, mode: 'insensitive' } },
            { email: { contains: query.q, mode: 'insensitive' } },
          ],
        }
      : {}),
  };
  const [page, invitations] = await Promise.all([
    paginate(
      query,
      (args) =>
        db.user.findMany({
          where,
          orderBy: [{ name: 'asc' }, { id: 'asc' }],
          ...args,
          select: { id: true, name: true, email: true, role: true, status: true, brand: true, lastLoginAt: true },
        }),
      () => db.user.count({ where }),
      withReleasesAndEarnings,
    ),
    db.artistInvitation.findMany({
      where: {
        acceptedAt: null,
        revokedAt: null,
        ...(query.q ? { email: { contains: query.q, mode: 'insensitive' } } : {}),
      },
      orderBy: { createdAt: 'desc' },
      // bounded: the 50 latest unanswered invitations; a search by email finds any older one.
      take: 50,
      select: { id: true, email: true, name: true, brand: true, expiresAt: true, createdAt: true },
    }),
  ]);
  return { ...page, invitations: invitations.map((i) => ({ ...i, expired: i.expiresAt < new Date() })) };
}

/** Each listed account with its number of releases and what it has earned (net). */
async function withReleasesAndEarnings<R extends { id: string }>(rows: R[]) {
  const counts = rows.length
    ? await db.release.groupBy({
        by: ['ownerId'],
        where: { ownerId: { in: rows.map((r) => r.id) } },
        _count: { _all: true },
      })
    : [];
  const releases = new Map(counts.map((c) => [c.ownerId, c._count._all]));
  // One query for the page (it was the whole earnings summary, five queries, per listed account).
  const earned = await totalEarnedCentsOf(rows.map((r) => r.id));
  return rows.map((r) => ({ ...r, releases: releases.get(r.id) ?? 0, earnedCents: earned.get(r.id) ?? 0 }));
}

/** Deactivating ends the artist's sessions at once; only artist and member accounts are listed here. */
export async function setArtistStatus(actor: SessionUser, id: string, status: 'active' | 'deactivated') {
  return db.$transaction(async (tx) => {
    const updated = await tx.user.updateMany({
      where: { id, role: { in: ['artist', 'member'] } },
      data: { status, ...(status === 'deactivated' ? { sessionVersion: { increment: 1 } } : {}) },
    });
    if (updated.count !== 1) throw new NotFound('No artist with this id.');
    if (status === 'deactivated')
      await tx.authSession.updateMany({ where: { userId: id, endedAt: null }, data: { endedAt: new Date() } });
    await recordAudit({
      tx,
      actor: actor.id,
      action: status === 'deactivated' ? 'artist.deactivate' : 'artist.reactivate',
      target: { type: 'User', id },
    });
    return { id, status };
  });
}
