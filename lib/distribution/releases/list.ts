// The projects list: releases with their status, progress, codes and earnings. Royalties sit above distribution,
// so the earnings are read by a function the caller passes in (lib/royalties' releaseEarningsCents).
import type { z } from 'zod';
import { db } from '../../platform/db';
import { centsToDollars } from '../../platform/format';
import type { SessionUser } from '../../platform/auth/session';
import type { Prisma } from '../../generated/prisma/client';
import { newestFirst, paginate } from '../../platform/paging';
import { formatIsrc } from '../isrc';
import { releaseAccessWhere } from './access';
import type { projectsQuery } from './schema';
import { PROGRESS, PROJECT_STATUS, releaseStatusLabel, statusesOfProject } from './status';

/** What imported statements allocated to each release, in cents (royalties' releaseEarningsCents, passed in by the caller). */
export type ReleaseEarnings = (releaseIds: string[]) => Promise<Map<string, number>>;

/** The projects list (the spec's GET /api/projects): releases the user may see, searched, filtered, newest first, paged by cursor. */
export async function listProjects(user: SessionUser, q: z.infer<typeof projectsQuery>, earningsOf: ReleaseEarnings) {
  const where: Prisma.ReleaseWhereInput = {
    ...releaseAccessWhere(user),
    ...(q.status ? { status: { in: statusesOfProject(q.status) } } : {}),
    ...(q.q
      ? {
          OR: [
            { title: { contains: q.q, mode: 'insensitive' } },
            { primaryArtist: { contains: q.q, mode: 'insensitive' } },
            { upc: q.q },
          ],
        }
      : {}),
  };
  const include = {
    tracks: { select: { isrc: true }, orderBy: { position: 'asc' } },
    _count: { select: { deliveries: { where: { status: 'acknowledged' } } } },
  } satisfies Prisma.ReleaseInclude;
  return paginate(
    q,
    (page) => db.release.findMany({ where, ...newestFirst(page), include }),
    () => db.release.count({ where }),
    async (rows) => {
      const earned = await earningsOf(rows.map((r) => r.id));
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        primaryArtist: r.primaryArtist,
        artist: r.primaryArtist,
        status: PROJECT_STATUS[r.status],
        releaseStatus: r.status,
        statusLabel: releaseStatusLabel(r.status, r.releaseDate),
        progress: PROGRESS[r.status],
        releaseDate: r.releaseDate?.toISOString().slice(0, 10) ?? null,
        platform:
          r._count.deliveries > 0 ? `${r._count.deliveries} store${r._count.deliveries === 1 ? '' : 's'}` : null,
        // From the royalties area: what imported statements allocated to this release, in USD.
        earnings: centsToDollars(earned.get(r.id) ?? 0),
        earningsCents: earned.get(r.id) ?? 0,
        releaseType: r.releaseType,
        createdAt: r.createdAt.toISOString(),
        isrcCode: r.tracks.find((t) => t.isrc)?.isrc ? formatIsrc(r.tracks.find((t) => t.isrc)!.isrc!) : null,
        upcCode: r.upc,
      }));
    },
  );
}
