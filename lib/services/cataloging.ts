// Cataloging orders (Luminate, Mediabase): the registration data is read from the artist's release,
// validated by the service's intake schema, and exported in the registration's layout (CSV).
import { toCsv } from '../platform/csv';
import type { Tx } from '../platform/db';
import type { ReleaseStatus } from '../generated/prisma/client';
import { db } from '../platform/db';
import { NotFound } from '../platform/errors';
import type { SessionUser } from '../platform/auth/session';
import { orderScope } from './access';

/** Fills release-derived fields of a cataloging intake from the release itself (the artist's own). */
export async function enrichIntake(
  tx: Tx,
  actor: SessionUser,
  key: string,
  intake: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (key !== 'cataloging_luminate' && key !== 'cataloging_mediabase') return intake;
  const releaseId = typeof intake.releaseId === 'string' ? intake.releaseId : '';
  if (!releaseId) return intake;
  const r = await tx.release.findFirst({
    where: { id: releaseId, ownerId: actor.id },
    include: { tracks: { orderBy: { position: 'asc' } } },
  });
  if (!r) throw new NotFound('Release not found');
  const releaseDate = r.releaseDate ? r.releaseDate.toISOString().slice(0, 10) : '';
  const tracks = r.tracks.map((t) => ({ title: t.title, isrc: t.isrc ?? '' }));
  if (key === 'cataloging_luminate')
    return {
      releaseId,
      label: r.label,
      upc: r.upc ?? '',
      releaseDate,
      tracks,
      releaseTitle: r.title,
      artist: r.primaryArtist,
    };
  const single = r.tracks[0];
  return {
    ...intake,
    releaseId,
    label: r.label,
    releaseDate,
    singleTitle: single?.title ?? '',
    singleIsrc: single?.isrc ?? '',
  };
}

/** The registration file of a cataloging order, as CSV in the registration's column layout. */
export async function catalogingExport(actor: SessionUser, orderId: string) {
  const o = await db.serviceOrder.findFirst({
    where: { id: orderId, ...orderScope(actor) },
    include: { offering: true },
  });
  if (!o || !o.offering.key.startsWith('cataloging_')) throw new NotFound('Order not found');
  const i = o.intake as Record<string, unknown>;
  const release = await db.release.findUnique({
    where: { id: String(i.releaseId) },
    select: { title: true, primaryArtist: true },
  });
  if (o.offering.key === 'cataloging_luminate') {
    const rows = (i.tracks as { title: string; isrc: string }[]).map((t, n) => [
      i.upc,
      release?.title ?? '',
      release?.primaryArtist ?? '',
      i.label,
      i.releaseDate,
      n + 1,
      t.title,
      t.isrc,
    ]);
    return {
      filename: `luminate-${o.reference}.csv`,
      csv: toCsv([
        ['UPC', 'Release Title', 'Artist', 'Label', 'Release Date', 'Track No', 'Track Title', 'ISRC'],
        ...rows,
      ]),
    };
  }
  const header = ['Artist', 'Song Title', 'ISRC', 'Label', 'Format', 'Impact Date', 'Station', 'Contact', 'Email'];
  const base = [release?.primaryArtist ?? '', i.singleTitle, i.singleIsrc, i.label, i.radioFormat, i.releaseDate];
  const contacts = (i.stationContacts as { station: string; contact: string; email: string }[]) ?? [];
  const rows = contacts.length
    ? contacts.map((c) => [...base, c.station, c.contact, c.email])
    : [[...base, '', '', '']];
  return { filename: `mediabase-${o.reference}.csv`, csv: toCsv([header, ...rows]) };
}

/** The artist's releases a cataloging order can be for, with what each registration still lacks. */
export async function releasesForCataloging(actor: SessionUser) {
  // Whether a track lacks its ISRC is answered by the (releaseId, isrc) index, not by reading every track of
  // every release (an artist with 500 releases has ~5,000): 3 ms in SQL against ~50 ms and 5,000 rows to Node.
  const rows = await db.$queryRaw<CatalogingRow[]>`
    SELECT r."id", r."title", r."primaryArtist", r."status", r."upc", r."label", r."releaseDate",
      NOT EXISTS (SELECT 1 FROM "Track" t WHERE t."releaseId" = r."id")
        OR EXISTS (SELECT 1 FROM "Track" t WHERE t."releaseId" = r."id" AND COALESCE(t."isrc", '') = '') AS "isrcMissing"
    FROM "Release" r WHERE r."ownerId" = ${actor.id}
    ORDER BY r."createdAt" DESC, r."id" DESC`;
  return rows.map((r) => {
    const missing: string[] = [];
    if (!r.upc) missing.push('UPC');
    if (!r.label) missing.push('label');
    if (!r.releaseDate) missing.push('release date');
    if (r.isrcMissing) missing.push('an ISRC on every track');
    return { id: r.id, title: r.title, artist: r.primaryArtist, status: r.status, missing };
  });
}
interface CatalogingRow {
  id: string;
  title: string;
  primaryArtist: string;
  status: ReleaseStatus;
  upc: string | null;
  label: string;
  releaseDate: Date | null;
  isrcMissing: boolean;
}
