// Split sheets: who shares a track's or a release's earnings, from which period; default splits;
// invitations for contributors without an account.
import { db, type Tx } from '../platform/db';
import { paginate, type PageQuery, newestFirst } from '../platform/paging';
import { env } from '../platform/env';
import { BadRequest, Conflict, NotFound } from '../platform/errors';
import { getReleaseForUser, getTrackForUser, releaseAccessWhere } from '@/lib/distribution';
import type { SessionUser } from '../platform/auth/session';
import { newToken } from '../platform/auth/tokens';
import { sendTemplatedEmail } from '@/lib/comms';
import { recordAudit } from '../platform/audit';
import type { DefaultSplitInput, SplitSheetInput } from './schema';

const CLAIM_TTL_MS = 14 * 24 * 60 * 60 * 1000; // two weeks
/** effectiveFrom of a sheet that applies to every period (defaults copied into a release) */
const FROM_THE_START = '1970-01';

export interface PendingInvite {
  email: string;
  name: string;
  token: string;
  workTitle: string;
}

/** The release a track or release id belongs to, if the actor may manage its splits (owner or staff; 404 otherwise). */
async function releaseForActorOrThrow(actor: SessionUser, target: { trackId?: string; releaseId?: string }) {
  return target.trackId
    ? (await getTrackForUser(target.trackId, actor)).release
    : getReleaseForUser(target.releaseId ?? '', actor);
}

/** Resolves each share's account by email and creates invitations for those without one. */
async function resolveShareAccounts(
  tx: Tx,
  sheetId: string,
  shares: { name: string; email?: string | null }[],
  workTitle: string,
): Promise<PendingInvite[]> {
  const rows = await tx.splitShare.findMany({ where: { sheetId }, orderBy: { id: 'asc' } });
  const invites: PendingInvite[] = [];
  for (const row of rows) {
    if (!row.email) continue;
    const user = await tx.user.findUnique({ where: { email: row.email }, select: { id: true } });
    if (user) {
      await tx.splitShare.update({ where: { id: row.id }, data: { userId: user.id } });
      continue;
    }
    const { token, tokenHash } = newToken();
    await tx.splitInvitation.create({
      data: { shareId: row.id, email: row.email, tokenHash, expiresAt: new Date(Date.now() + CLAIM_TTL_MS) },
    });
    invites.push({ email: row.email, name: row.name, token, workTitle });
  }
  void shares;
  return invites;
}

/** Emails claim links (after the transaction that created them committed). */
export async function sendClaimInvitations(invites: PendingInvite[]): Promise<void> {
  for (const i of invites) {
    const link = `${env().APP_BASE_URL}/mms/claim-collaboration/${i.token}`;
    await sendTemplatedEmail({
      to: i.email,
      template: 'split_invitation',
      vars: { recipientName: i.name, workTitle: i.workTitle, claimUrl: link },
      secrets: [i.token],
    });
  }
}

export async function createSplitSheet(actor: SessionUser, input: SplitSheetInput) {
  const release = await releaseForActorOrThrow(actor, input);
  const where = input.trackId ? { trackId: input.trackId } : { releaseId: input.releaseId };
  // A change applies to later periods only: periods already allocated keep the split they were paid with.
  const lastAllocated = await db.earningAllocation.findFirst({
    where,
    orderBy: { salePeriod: 'desc' },
    select: { salePeriod: true },
  });
  if (lastAllocated && input.effectiveFrom <= lastAllocated.salePeriod) {
    throw new Conflict(
      `Earnings up to ${lastAllocated.salePeriod} are already allocated with the current split; a new split can start from a later month.`,
    );
  }
  if (await db.splitSheet.findFirst({ where: { ...where, effectiveFrom: input.effectiveFrom } })) {
    throw new Conflict(`A split starting ${input.effectiveFrom} already exists; start the new one from another month.`);
  }
  const emails = input.shares.map((s) => s.email).filter(Boolean);
  if (new Set(emails).size !== emails.length) throw new BadRequest('Each contributor email may appear once in a split');
  const title = input.trackId
    ? ((await db.track.findUnique({ where: { id: input.trackId }, select: { title: true } }))?.title ?? release.title)
    : release.title;

  const { sheet, invites } = await db.$transaction(async (tx) => {
    const sheet = await tx.splitSheet.create({
      data: {
        ...where,
        effectiveFrom: input.effectiveFrom,
        note: input.note ?? '',
        createdById: actor.id,
        recoupCents: input.recoup?.amountCents ?? 0,
        shares: {
          create: input.shares.map((s) => ({
            name: s.name,
            email: s.email ?? null,
            role: s.role,
            shareBps: s.shareBps,
          })),
        },
      },
      include: { shares: { orderBy: { id: 'asc' } } },
    });
    // Shares were created in input order; cuid ids sort in creation order.
    let recoupShareId: string | null = null;
    if (input.recoup) {
      const byOrder = await tx.splitShare.findMany({
        where: { sheetId: sheet.id },
        orderBy: { id: 'asc' },
        select: { id: true },
      });
      recoupShareId = byOrder[input.recoup.shareIndex]?.id ?? null;
      await tx.splitSheet.update({ where: { id: sheet.id }, data: { recoupShareId } });
    }
    const invites = await resolveShareAccounts(tx, sheet.id, input.shares, title);
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'split_sheet.create',
      target: { type: 'SplitSheet', id: sheet.id },
      detail: { ...where, effectiveFrom: input.effectiveFrom },
    });
    return { sheet, invites };
  });
  await sendClaimInvitations(invites);
  return getSplitSheet(sheet.id);
}

async function getSplitSheet(id: string) {
  const sheet = await db.splitSheet.findUnique({
    where: { id },
    include: { shares: { orderBy: { id: 'asc' }, include: { user: { select: { id: true, name: true } } } } },
  });
  if (!sheet) throw new NotFound('Split not found');
  return sheet;
}

/** Every sheet of a release and its tracks, newest first per target (the history). */
export async function listReleaseSplits(actor: SessionUser, releaseId: string) {
  const release = await releaseForActorOrThrow(actor, { releaseId });
  const tracks = await db.track.findMany({
    where: { releaseId },
    orderBy: { position: 'asc' },
    select: { id: true, title: true, isrc: true, position: true },
  });
  const sheets = await db.splitSheet.findMany({
    where: { OR: [{ releaseId }, { trackId: { in: tracks.map((t) => t.id) } }] },
    orderBy: { effectiveFrom: 'desc' },
    include: {
      shares: {
        orderBy: { id: 'asc' },
        select: { id: true, name: true, email: true, role: true, shareBps: true, userId: true },
      },
    },
  });
  const defaultSplit = await db.defaultSplit.findUnique({ where: { userId: release.ownerId } });
  return {
    release: { id: release.id, title: release.title, primaryArtist: release.primaryArtist, upc: release.upc },
    tracks,
    sheets,
    defaultSplit: defaultSplit?.shares ?? null,
  };
}

/** Releases the actor owns (staff: all), for the split editor's picker, newest first; one page at a time. */
export async function listReleasesForSplits(actor: SessionUser, q: PageQuery) {
  const where = releaseAccessWhere(actor);
  return paginate(
    q,
    (page) =>
      db.release.findMany({
        where,
        ...newestFirst(page),
        select: { id: true, title: true, primaryArtist: true, upc: true },
      }),
    () => db.release.count({ where }),
    async (rows) => {
      // The page's releases' sheets and tracks, counted for those ids only (each through its releaseId index):
      // Prisma's relation `_count` grouped every split sheet and every track of the label per page (2.3 s with
      // 1,000,000 tracks, docs/performance.md).
      const releaseId = { in: rows.map((r) => r.id) };
      const [sheets, tracks] = rows.length
        ? await Promise.all([
            db.splitSheet.groupBy({ by: ['releaseId'], where: { releaseId }, _count: { _all: true } }),
            db.track.groupBy({ by: ['releaseId'], where: { releaseId }, _count: { _all: true } }),
          ])
        : [[], []];
      const sheetsOf = new Map(sheets.map((c) => [c.releaseId, c._count._all]));
      const tracksOf = new Map(tracks.map((c) => [c.releaseId, c._count._all]));
      return rows.map((r) => ({
        ...r,
        _count: { splitSheets: sheetsOf.get(r.id) ?? 0, tracks: tracksOf.get(r.id) ?? 0 },
      }));
    },
  );
}

export async function getDefaultSplit(userId: string) {
  const d = await db.defaultSplit.findUnique({ where: { userId } });
  return { shares: (d?.shares as DefaultSplitInput['shares'] | undefined) ?? null, updatedAt: d?.updatedAt ?? null };
}

export async function setDefaultSplit(actor: SessionUser, input: DefaultSplitInput) {
  const emails = input.shares.map((s) => s.email).filter(Boolean);
  if (new Set(emails).size !== emails.length) throw new BadRequest('Each contributor email may appear once in a split');
  const d = await db.$transaction(async (tx) => {
    const written = await tx.defaultSplit.upsert({
      where: { userId: actor.id },
      create: { userId: actor.id, shares: input.shares },
      update: { shares: input.shares },
    });
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'default_split.set',
      target: { type: 'DefaultSplit', id: written.id },
    });
    return written;
  });
  return { shares: d.shares, updatedAt: d.updatedAt };
}

/**
 * Copies the owner's default split into a release that has no split yet (called when its first
 * earnings are allocated, so every release created while a default exists gets it). Returns invitations
 * to send after the transaction commits.
 */
export async function applyDefaultSplit(
  tx: Tx,
  releaseId: string,
): Promise<{ applied: boolean; invites: PendingInvite[] }> {
  const release = await tx.release.findUnique({ where: { id: releaseId }, select: { ownerId: true, title: true } });
  if (!release) return { applied: false, invites: [] };
  const d = await tx.defaultSplit.findUnique({ where: { userId: release.ownerId } });
  if (!d) return { applied: false, invites: [] };
  const shares = d.shares as DefaultSplitInput['shares'];
  const sheet = await tx.splitSheet.create({
    data: {
      releaseId,
      effectiveFrom: FROM_THE_START,
      note: 'Copied from the default split',
      createdById: release.ownerId,
      shares: {
        create: shares.map((s) => ({ name: s.name, email: s.email ?? null, role: s.role, shareBps: s.shareBps })),
      },
    },
  });
  return { applied: true, invites: await resolveShareAccounts(tx, sheet.id, shares, release.title) };
}
