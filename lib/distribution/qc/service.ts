// Runs the quality-control rules on a stored release: gathers the release, its files' facts and what
// the rest of the catalog holds (ISRCs, audio hashes, the owner's artist names, store lead times).
import { db } from '../../platform/db';
import type { StoreRequirements } from '../store-catalog';
import { runQcRules } from './rules';
import { EDITABLE, isEditable } from '../releases/status';
import type { QcElsewhere, QcIssue, QcRelease } from './types';

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

  // A release past its submission (in review, approved, delivered, taken down) is checked only against others
  // past theirs: a later draft or a rejected release reusing its audio or ISRC carries the error itself, and a
  // delivered release's checks do not change after delivery (issue #41 item 6, docs/distribution.md).
  const againstDrafts = isEditable(r.status);
  const [isrcRows, audioRows, names, stores] = await Promise.all([
    isrcs.length
      ? db.track.findMany({
          where: {
            isrc: { in: isrcs },
            releaseId: { not: r.id },
            ...(againstDrafts ? {} : { release: { status: { notIn: [...EDITABLE] } } }),
          },
          select: { isrc: true, title: true, release: { select: { title: true, ownerId: true } } },
          orderBy: { createdAt: 'asc' },
        })
      : [],
    hashes.length
      ? db.$queryRawUnsafe<
          { sha256: string; title: string; ownerId: string; trackTitle: string; isrc: string | null }[]
        >(
          `SELECT f."sha256", r."title", r."ownerId", t."title" AS "trackTitle", t."isrc" FROM "Track" t
           JOIN "StoredFile" f ON f."id" = t."audioFileId" JOIN "Release" r ON r."id" = t."releaseId"
           WHERE f."sha256" = ANY($1::text[]) AND t."releaseId" <> $2
             AND ($3::boolean OR NOT (r."status"::text = ANY($4::text[])))
           ORDER BY t."createdAt"`,
          hashes,
          r.id,
          againstDrafts,
          [...EDITABLE],
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
  const leadTimeDays = Math.max(0, ...stores.map((s) => (s.requirements as StoreRequirements).leadTimeDays ?? 0));
  return runQcRules(release, {
    isrcsElsewhere: elsewhere(
      isrcRows.map((x) => ({
        key: x.isrc!,
        ownerId: x.release.ownerId,
        release: x.release.title,
        title: x.title,
        isrc: x.isrc,
      })),
      r.ownerId,
    ),
    audioElsewhere: elsewhere(
      audioRows.map((x) => ({
        key: x.sha256,
        ownerId: x.ownerId,
        release: x.title,
        title: x.trackTitle,
        isrc: x.isrc,
      })),
      r.ownerId,
    ),
    ownerArtistNames: names.map((n) => n.primaryArtist),
    leadTimeDays,
    today,
  });
}

type Use = { key: string; ownerId: string; release: string; title: string; isrc: string | null };

/** By code or hash, the first other release using it, another owner's first (that one is the error). */
function elsewhere(uses: Use[], ownerId: string): Map<string, QcElsewhere> {
  const out = new Map<string, QcElsewhere>();
  for (const u of uses) {
    const sameOwner = u.ownerId === ownerId;
    if (out.has(u.key) && (sameOwner || !out.get(u.key)!.sameOwner)) continue;
    // Another owner's release is never named (it may be unreleased): only "another release".
    out.set(
      u.key,
      sameOwner
        ? { release: `"${u.release}"`, sameOwner, title: u.title, isrc: u.isrc }
        : { release: 'another release', sameOwner, title: '', isrc: null },
    );
  }
  return out;
}
