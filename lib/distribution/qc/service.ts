// Runs the quality-control rules on a stored release: gathers the release, its files' facts and what
// the rest of the catalog holds (ISRCs, audio hashes, the owner's artist names, store lead times).
import { db } from '../../db';
import type { StoreRequirements } from '../store-catalog';
import { runQcRules } from './rules';
import type { QcIssue, QcRelease } from './types';

export async function qcRelease(releaseId: string, today = new Date()): Promise<QcIssue[]> {
  const r = await db.release.findUniqueOrThrow({
    where: { id: releaseId },
    include: { tracks: { orderBy: { position: 'asc' }, include: { contributors: true } } },
  });
  const fileIds = [r.artworkFileId, ...r.tracks.map((t) => t.audioFileId)].filter((x): x is string => !!x);
  const files = new Map(
    (
      await db.storedFile.findMany({ where: { id: { in: fileIds } }, select: { id: true, sha256: true, mime: true } })
    ).map((f) => [f.id, f]),
  );
  const isrcs = r.tracks.map((t) => t.isrc).filter((x): x is string => !!x);
  const hashes = r.tracks
    .map((t) => (t.audioFileId ? files.get(t.audioFileId)?.sha256 : null))
    .filter((x): x is string => !!x);

  const [isrcRows, audioRows, names, stores] = await Promise.all([
    isrcs.length
      ? db.track.findMany({
          where: { isrc: { in: isrcs }, releaseId: { not: r.id } },
          select: { isrc: true, release: { select: { title: true, ownerId: true } } },
        })
      : [],
    hashes.length
      ? db.$queryRawUnsafe<{ sha256: string; title: string; ownerId: string }[]>(
          `SELECT f."sha256", r."title", r."ownerId" FROM "Track" t JOIN "StoredFile" f ON f."id" = t."audioFileId" JOIN "Release" r ON r."id" = t."releaseId"
           WHERE f."sha256" = ANY($1::text[]) AND t."releaseId" <> $2`,
          hashes,
          r.id,
        )
      : [],
    db.release.findMany({
      where: { ownerId: r.ownerId, id: { not: r.id } },
      select: { primaryArtist: true },
      distinct: ['primaryArtist'],
    }),
    r.storeIds.length ? db.store.findMany({ where: { id: { in: r.storeIds } }, select: { requirements: true } }) : [],
  ]);

  const release: QcRelease = {
    ...r,
    artworkMime: r.artworkFileId ? (files.get(r.artworkFileId)?.mime ?? null) : null,
    tracks: r.tracks.map((t) => ({
      ...t,
      audioSha256: t.audioFileId ? (files.get(t.audioFileId)?.sha256 ?? null) : null,
    })),
  };
  const leadTimeDays = Math.max(
    0,
    ...stores.map((s) => (s.requirements as unknown as StoreRequirements).leadTimeDays ?? 0),
  );
  return runQcRules(release, {
    // Another owner's release is never named (it may be unreleased): only "another release".
    isrcsElsewhere: new Map(
      isrcRows.map((x) => [x.isrc!, x.release.ownerId === r.ownerId ? `"${x.release.title}"` : 'another release']),
    ),
    audioElsewhere: new Map(
      audioRows.map((x) => [x.sha256, x.ownerId === r.ownerId ? `"${x.title}"` : 'another release']),
    ),
    ownerArtistNames: names.map((n) => n.primaryArtist),
    leadTimeDays,
    today,
  });
}
