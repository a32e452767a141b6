// Runs the quality-control rules on stored releases: gathers each release, its files' facts and what the rest
// of the catalog holds (ISRCs, audio hashes, the owner's artist names, store lead times). One release or a
// page of them (the review queue) reads the same seven statements: per release they were 50 × 7 statements
// for the queue's 50 releases, which at a label's scale kept the review pages waiting seconds (docs/performance.md).
import { db } from '../../platform/db';
import type { StoreRequirements } from '../store-catalog';
import { runQcRules } from './rules';
import { isEditable } from '../releases/status';
import type { ReleaseStatus } from '../../generated/prisma/enums';
import type { QcElsewhere, QcIssue, QcRelease } from './types';

export async function qcRelease(releaseId: string, today = new Date()): Promise<QcIssue[]> {
  const issues = (await qcReleases([releaseId], today)).get(releaseId);
  // A release that does not exist fails as it always did (Prisma's not-found error).
  if (!issues) await db.release.findUniqueOrThrow({ where: { id: releaseId }, select: { id: true } });
  return issues ?? [];
}

type Other = { key: string; releaseId: string; status: ReleaseStatus } & Use;

/** The QC issues of each of these releases (ids not found are left out). */
export async function qcReleases(releaseIds: string[], today = new Date()): Promise<Map<string, QcIssue[]>> {
  const releases = await db.release.findMany({
    where: { id: { in: releaseIds } },
    include: { tracks: { orderBy: { position: 'asc' }, include: { contributors: true } } },
  });
  const fileIds = releases.flatMap((r) => [r.artworkFileId, ...r.tracks.map((t) => t.audioFileId)]);
  const files = new Map(
    (
      await db.storedFile.findMany({
        where: { id: { in: fileIds.filter((x): x is string => !!x) } },
        select: { id: true, sha256: true, mime: true },
      })
    ).map((f) => [f.id, f]),
  );
  const isrcs = [...new Set(releases.flatMap((r) => r.tracks.map((t) => t.isrc)).filter((x): x is string => !!x))];
  const hashes = [
    ...new Set(
      releases
        .flatMap((r) => r.tracks.map((t) => (t.audioFileId ? files.get(t.audioFileId)?.sha256 : null)))
        .filter((x): x is string => !!x),
    ),
  ];
  const owners = [...new Set(releases.map((r) => r.ownerId))];
  const storeIds = [...new Set(releases.flatMap((r) => r.storeIds))];

  const [isrcRows, audioRows, names, stores] = await Promise.all([
    isrcs.length
      ? db.track.findMany({
          where: { isrc: { in: isrcs } },
          select: {
            isrc: true,
            title: true,
            releaseId: true,
            release: { select: { title: true, ownerId: true, status: true } },
          },
          orderBy: { createdAt: 'asc' },
        })
      : [],
    hashes.length
      ? db.$queryRawUnsafe<
          {
            sha256: string;
            releaseId: string;
            status: ReleaseStatus;
            title: string;
            ownerId: string;
            trackTitle: string;
            isrc: string | null;
          }[]
        >(
          `SELECT f."sha256", t."releaseId", r."status"::text AS "status", r."title", r."ownerId", t."title" AS "trackTitle", t."isrc"
           FROM "Track" t JOIN "StoredFile" f ON f."id" = t."audioFileId" JOIN "Release" r ON r."id" = t."releaseId"
           WHERE f."sha256" = ANY($1::text[])
           ORDER BY t."createdAt"`,
          hashes,
        )
      : [],
    // Each owner's artist names with how many releases carry each (a release's own name is not "another").
    db.release.groupBy({
      by: ['ownerId', 'primaryArtist'],
      where: { ownerId: { in: owners } },
      _count: { _all: true },
    }),
    storeIds.length
      ? db.store.findMany({ where: { id: { in: storeIds } }, select: { id: true, requirements: true } })
      : [],
  ]);
  const isrcUses: Other[] = isrcRows.map((x) => ({
    key: x.isrc!,
    releaseId: x.releaseId,
    status: x.release.status,
    ownerId: x.release.ownerId,
    release: x.release.title,
    title: x.title,
    isrc: x.isrc,
  }));
  const audioUses: Other[] = audioRows.map((x) => ({
    key: x.sha256,
    releaseId: x.releaseId,
    status: x.status,
    ownerId: x.ownerId,
    release: x.title,
    title: x.trackTitle,
    isrc: x.isrc,
  }));
  const leadTimes = new Map(stores.map((s) => [s.id, (s.requirements as StoreRequirements).leadTimeDays ?? 0]));

  const out = new Map<string, QcIssue[]>();
  for (const r of releases) {
    // A release past its submission (in review, approved, delivered, taken down) is checked only against others
    // past theirs: a later draft or a rejected release reusing its audio or ISRC carries the error itself, and a
    // delivered release's checks do not change after delivery (issue #41 item 6, docs/distribution.md).
    const againstDrafts = isEditable(r.status);
    const elsewhereOf = (uses: Other[], keys: Set<string>) =>
      elsewhere(
        uses.filter((u) => keys.has(u.key) && u.releaseId !== r.id && (againstDrafts || !isEditable(u.status))),
        r.ownerId,
      );
    const tracks = r.tracks.map((t) => ({
      ...t,
      audioSha256: t.audioFileId ? (files.get(t.audioFileId)?.sha256 ?? null) : null,
    }));
    const release: QcRelease = {
      ...r,
      artworkMime: r.artworkFileId ? (files.get(r.artworkFileId)?.mime ?? null) : null,
      tracks,
    };
    const ownerArtistNames = names
      .filter((n) => n.ownerId === r.ownerId && n._count._all - (n.primaryArtist === r.primaryArtist ? 1 : 0) > 0)
      .map((n) => n.primaryArtist);
    out.set(
      r.id,
      runQcRules(release, {
        isrcsElsewhere: elsewhereOf(isrcUses, new Set(r.tracks.map((t) => t.isrc).filter((x): x is string => !!x))),
        audioElsewhere: elsewhereOf(
          audioUses,
          new Set(tracks.map((t) => t.audioSha256).filter((x): x is string => !!x)),
        ),
        ownerArtistNames,
        leadTimeDays: Math.max(0, ...r.storeIds.map((id) => leadTimes.get(id) ?? 0)),
        today,
      }),
    );
  }
  return out;
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
