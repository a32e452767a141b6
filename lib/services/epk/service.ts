// Electronic press kits: built from what the platform knows about the artist, shown publicly at
// /epk/{slug} (or through a private per-recipient link), always with the artist's live releases.
import { db } from '../../platform/db';
import { recordAudit } from '../../platform/audit';
import { BadRequest, Conflict, Gone, NotFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/auth/session';
import { hashToken, newToken } from '../../platform/auth/tokens';
import { env } from '../../platform/env';
import type { EpkInput } from './schema';
import { safeLinkUrl } from '../../platform/security/link-url';
import { epkLists, epkListsJson } from './stored';

const base = () => env().APP_BASE_URL.replace(/\/$/, '');
const mediaUrl = (slug: string, fileId: string, token?: string) =>
  `/api/epk/${slug}/media/${fileId}${token ? `?t=${encodeURIComponent(token)}` : ''}`;

function slugify(s: string) {
  return (
    s
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 50) || 'artist'
  );
}

/** The artist's live releases with their tracks, newest first. */
async function liveReleases(userId: string) {
  return db.release.findMany({
    where: { ownerId: userId, status: 'distributed' },
    orderBy: [{ liveAt: 'desc' }, { releaseDate: 'desc' }],
    include: { tracks: { orderBy: { position: 'asc' } } },
    // bounded: a press kit shows the latest releases, not a catalogue.
    take: 20,
  });
}

/** What the platform already knows, as a starting point for a new EPK. */
async function epkDraft(actor: SessionUser): Promise<EpkInput> {
  const user = await db.user.findUniqueOrThrow({ where: { id: actor.id } });
  const name = user.displayName || user.name;
  const roster = await db.rosterArtist.findFirst({ where: { OR: [{ stageName: name }, { name: user.name }] } });
  const releases = await liveReleases(actor.id);
  const social = (roster?.socialLinks ?? {}) as Record<string, string>;
  const stats = (roster?.stats ?? {}) as Record<string, number>;
  const bio = roster?.bio ?? '';
  const firstSentence = bio.split(/(?<=[.!?])\s/)[0] ?? '';
  const genres = [...new Set(releases.map((r) => r.genre).filter(Boolean))];
  return {
    slug: slugify(name),
    artistName: name,
    genre: roster?.genre || genres[0] || '',
    location: roster?.location ?? '',
    bioShort: firstSentence.slice(0, 300),
    bioMedium: bio.slice(0, 1500),
    bioLong: bio,
    photos: roster?.profileImageFileId
      ? [{ fileId: roster.profileImageFileId, url: '', credit: '', caption: `${name} press photo` }]
      : [],
    pressQuotes: [],
    tourDates: [],
    socialLinks: Object.entries(social)
      .filter(([, url]) => typeof url === 'string' && /^https?:\/\//.test(url))
      .map(([platform, url]) => ({
        platform,
        url,
        followers: platform === 'spotify' ? 0 : (stats.socialFollowers ?? 0),
      })),
    contacts: [{ role: 'Management', name: user.name, email: user.email }],
    stagePlotFileId: null,
    riderFileId: null,
    published: false,
  };
}

function toEditable(e: NonNullable<Awaited<ReturnType<typeof db.epk.findUnique>>>) {
  return {
    id: e.id,
    slug: e.slug,
    brand: e.brand,
    artistName: e.artistName,
    genre: e.genre,
    location: e.location,
    bioShort: e.bioShort,
    bioMedium: e.bioMedium,
    bioLong: e.bioLong,
    ...epkLists(e),
    stagePlotFileId: e.stagePlotFileId,
    riderFileId: e.riderFileId,
    published: e.published,
    updatedAt: e.updatedAt.toISOString(),
    publicUrl: `${base()}/epk/${e.slug}`,
  };
}

/** GET /api/epk: the artist's EPK (with its slug), or null and a draft built from the platform's data. */
export async function getMyEpk(actor: SessionUser) {
  const e = await db.epk.findUnique({ where: { userId: actor.id } });
  if (e) return { ...toEditable(e), exists: true as const };
  return { ...(await epkDraft(actor)), id: null, exists: false as const, publicUrl: null };
}

async function assertOwnFiles(actor: SessionUser, ids: (string | null | undefined)[]) {
  const wanted = ids.filter((x): x is string => !!x);
  if (!wanted.length) return;
  const found = await db.storedFile.count({ where: { id: { in: wanted }, ownerId: actor.id } });
  if (found !== new Set(wanted).size) throw new BadRequest('One of the files was not found; upload it again.');
}

/** Creates or updates the artist's EPK. A slug another artist uses is a 409. */
export async function saveMyEpk(actor: SessionUser, input: EpkInput) {
  const photoFiles = input.photos.map((p) => p.fileId);
  const roster = await db.rosterArtist.findMany({
    where: { profileImageFileId: { in: photoFiles.filter((x): x is string => !!x) } },
    select: { profileImageFileId: true },
  });
  const rosterIds = new Set(roster.map((r) => r.profileImageFileId));
  await assertOwnFiles(actor, [
    ...photoFiles.filter((f) => f && !rosterIds.has(f)),
    input.stagePlotFileId,
    input.riderFileId,
  ]);
  for (const p of input.photos)
    if (!p.fileId && !p.url) throw new BadRequest('Each photo needs an upload or a web address.');
  const taken = await db.epk.findUnique({ where: { slug: input.slug }, select: { userId: true } });
  if (taken && taken.userId !== actor.id) throw new Conflict('That address is taken; choose another.');
  const data = { ...input, ...epkListsJson(input), brand: actor.brand };
  const e = await db.$transaction(async (tx) => {
    const row = await tx.epk.upsert({
      where: { userId: actor.id },
      create: { ...data, userId: actor.id },
      update: data,
    });
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'epk.save',
      target: { type: 'epk', id: row.id },
      detail: { slug: row.slug, published: row.published },
    });
    return row;
  });
  return toEditable(e);
}

/** The EPK as the public sees it; `token` is a private link's token (works while the EPK is unpublished). */
export async function publicEpk(slug: string, token?: string, opts: { countView?: boolean } = {}) {
  const e = await db.epk.findUnique({ where: { slug }, include: { user: { select: { id: true } } } });
  if (!e) throw new NotFound('Press kit not found');
  let viaLink = false;
  if (token) {
    const link = await db.epkLink.findUnique({ where: { tokenHash: hashToken(token) } });
    if (!link || link.epkId !== e.id) throw new NotFound('Press kit not found');
    if (link.revokedAt || link.expiresAt < new Date()) throw new Gone('This press kit link has expired.');
    viaLink = true;
    if (opts.countView)
      await db.epkLink.updateMany({
        where: { id: link.id, epkId: e.id, revokedAt: null },
        data: { views: { increment: 1 }, lastViewAt: new Date() },
      });
  }
  if (!e.published && !viaLink) throw new NotFound('Press kit not found');
  const t = viaLink ? token : undefined;
  const releases = await liveReleases(e.userId);
  const today = new Date().toISOString().slice(0, 10);
  // Addresses saved before they were checked: a photo without a safe one is left out, a link shows as text.
  const lists = epkLists(e);
  const photos = lists.photos.flatMap((p) => {
    const url = p.fileId ? mediaUrl(e.slug, p.fileId, t) : safeLinkUrl(p.url);
    return url ? [{ url, credit: p.credit, caption: p.caption }] : [];
  });
  return {
    slug: e.slug,
    brand: e.brand,
    artistName: e.artistName,
    genre: e.genre,
    location: e.location,
    bio: { short: e.bioShort, medium: e.bioMedium, long: e.bioLong },
    photos,
    pressQuotes: lists.pressQuotes.map((q) => ({ ...q, url: safeLinkUrl(q.url) })),
    tourDates: lists.tourDates
      .filter((d) => d.date >= today)
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((d) => ({ ...d, ticketUrl: safeLinkUrl(d.ticketUrl) })),
    socialLinks: lists.socialLinks.map((l) => ({ ...l, url: safeLinkUrl(l.url) })),
    contacts: lists.contacts,
    stagePlotUrl: e.stagePlotFileId ? mediaUrl(e.slug, e.stagePlotFileId, t) : null,
    riderUrl: e.riderFileId ? mediaUrl(e.slug, e.riderFileId, t) : null,
    releases: releases.map((r) => ({
      id: r.id,
      title: r.title,
      artist: r.primaryArtist,
      type: r.releaseType,
      releaseDate: r.releaseDate?.toISOString().slice(0, 10) ?? null,
      upc: r.upc,
      artworkUrl: r.artworkFileId ? mediaUrl(e.slug, r.artworkFileId, t) : null,
      tracks: r.tracks.map((tr) => ({
        title: tr.title,
        isrc: tr.isrc,
        durationMs: tr.durationMs,
        previewUrl: tr.audioFileId ? mediaUrl(e.slug, tr.audioFileId, t) : null,
      })),
    })),
    zipUrl: `/api/epk/${e.slug}/press-kit${t ? `?t=${encodeURIComponent(t)}` : ''}`,
    canonicalUrl: `${base()}/epk/${e.slug}`,
    updatedAt: e.updatedAt.toISOString(),
  };
}
export type PublicEpk = Awaited<ReturnType<typeof publicEpk>>;

/** A file the public EPK shows: one of its photos, its stage plot or rider, or media of a live release. */
export async function epkMediaFile(slug: string, fileId: string, token?: string) {
  await publicEpk(slug, token);
  const e = await db.epk.findUniqueOrThrow({ where: { slug } });
  const photoIds = epkLists(e).photos.map((p) => p.fileId);
  let ok = photoIds.includes(fileId) || e.stagePlotFileId === fileId || e.riderFileId === fileId;
  if (!ok) {
    const hit = await db.release.count({
      where: {
        ownerId: e.userId,
        status: 'distributed',
        OR: [{ artworkFileId: fileId }, { tracks: { some: { audioFileId: fileId } } }],
      },
    });
    ok = hit > 0;
  }
  if (!ok) throw new NotFound('File not found');
  const f = await db.storedFile.findUnique({ where: { id: fileId } });
  if (!f) throw new NotFound('File not found');
  return f;
}

export async function createEpkLink(actor: SessionUser, input: { recipient: string; expiresInDays: number }) {
  const e = await db.epk.findUnique({ where: { userId: actor.id }, select: { id: true, slug: true } });
  if (!e) throw new Conflict('Create your press kit first.');
  const { token, tokenHash } = newToken();
  const link = await db.$transaction(async (tx) => {
    const l = await tx.epkLink.create({
      data: {
        epkId: e.id,
        recipient: input.recipient,
        tokenHash,
        expiresAt: new Date(Date.now() + input.expiresInDays * 86_400_000),
      },
    });
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'epk.link_create',
      target: { type: 'epk_link', id: l.id },
      detail: { recipient: input.recipient },
    });
    return l;
  });
  // The raw token is shown once, to the artist who made it; only its hash is stored.
  return { id: link.id, url: `${base()}/epk/${e.slug}?t=${token}`, expiresAt: link.expiresAt.toISOString() };
}

export async function listEpkLinks(actor: SessionUser) {
  const rows = await db.epkLink.findMany({ where: { epk: { userId: actor.id } }, orderBy: { createdAt: 'desc' } });
  return rows.map((l) => ({
    id: l.id,
    recipient: l.recipient,
    views: l.views,
    lastViewAt: l.lastViewAt?.toISOString() ?? null,
    expiresAt: l.expiresAt.toISOString(),
    active: !l.revokedAt && l.expiresAt > new Date(),
  }));
}

export async function revokeEpkLink(actor: SessionUser, id: string) {
  await db.$transaction(async (tx) => {
    const r = await tx.epkLink.updateMany({
      where: { id, epk: { userId: actor.id }, revokedAt: null },
      data: { revokedAt: new Date() },
    });
    if (r.count !== 1) throw new NotFound('Link not found');
    await recordAudit({ tx, actor: actor.id, action: 'epk.link_revoke', target: { type: 'epk_link', id } });
  });
}

/** The one-page artist site at /artist/{userId}: the artist's published EPK, or null. */
export async function artistSiteFromEpk(userId: string) {
  const e = await db.epk.findFirst({ where: { userId, published: true }, select: { slug: true } });
  return e ? publicEpk(e.slug) : null;
}
