// Claiming a split share from an emailed link: single use, expiring. The share's unclaimed earnings
// are credited to the claiming account in the same transaction.
import { db } from '../platform/db';
import { BadRequest, Conflict, NotFound, Gone } from '../platform/errors';
import type { SessionUser } from '../platform/auth/session';
import { hashToken } from '../platform/auth/tokens';
import { hashPassword } from '../platform/auth/password';
import { recordAudit } from '../platform/audit';
import { creditEarnings } from './ledger';

async function openClaim(token: string) {
  const inv = await db.splitInvitation.findUnique({
    where: { tokenHash: hashToken(token) },
    include: {
      share: {
        include: { sheet: { include: { track: { select: { title: true } }, release: { select: { title: true } } } } },
      },
    },
  });
  if (!inv) throw new NotFound('This claim link is not valid. Check the link in your email.');
  if (inv.claimedAt) throw new Conflict('This claim link has already been used.');
  if (inv.expiresAt < new Date())
    throw new Gone('This claim link has expired. Ask the release owner to send a new one.');
  return inv;
}

/** What the claim page shows. */
export async function describeClaim(token: string) {
  const inv = await openClaim(token);
  const { share } = inv;
  const unclaimed = await db.earningAllocation.aggregate({
    where: { shareId: share.id, userId: null },
    _sum: { amountCents: true },
  });
  const hasAccount = !!(await db.user.findUnique({ where: { email: inv.email }, select: { id: true } }));
  return {
    email: inv.email,
    name: share.name,
    role: share.role,
    shareBps: share.shareBps,
    work: share.sheet.track?.title ?? share.sheet.release?.title ?? '',
    effectiveFrom: share.sheet.effectiveFrom,
    unclaimedCents: unclaimed._sum.amountCents ?? 0,
    expiresAt: inv.expiresAt,
    hasAccount,
  };
}

/**
 * Claims the share into the signed-in account, or into a new artist account for the invited email
 * (name and password given) when nobody is signed in.
 */
export async function claimShare(token: string, user: SessionUser | null, input: { name?: string; password?: string }) {
  const inv = await openClaim(token);
  let passwordHash: string | undefined;
  if (!user) {
    if (!input.name || !input.password)
      throw new BadRequest('Sign in, or give your name and a password to create your account');
    if (await db.user.findUnique({ where: { email: inv.email }, select: { id: true } }))
      throw new Conflict('An account with this email exists: sign in to claim the share.');
    passwordHash = await hashPassword(input.password);
  }
  return db.$transaction(async (tx) => {
    const taken = await tx.splitInvitation.updateMany({
      where: { id: inv.id, claimedAt: null },
      data: { claimedAt: new Date() },
    });
    if (taken.count !== 1) throw new Conflict('This claim link has already been used.');
    const accountId =
      user?.id ??
      (
        await tx.user.create({
          data: { email: inv.email, name: input.name!, passwordHash, role: 'artist' },
          select: { id: true },
        })
      ).id;
    await tx.splitInvitation.update({ where: { id: inv.id }, data: { claimedBy: accountId } });
    await tx.splitShare.update({ where: { id: inv.shareId }, data: { userId: accountId } });
    const pending = await tx.earningAllocation.aggregate({
      where: { shareId: inv.shareId, userId: null },
      _sum: { amountCents: true },
    });
    await tx.earningAllocation.updateMany({
      where: { shareId: inv.shareId, userId: null },
      data: { userId: accountId },
    });
    const cents = pending._sum.amountCents ?? 0;
    if (cents !== 0)
      await creditEarnings(tx, new Map([[accountId, cents]]), {
        refType: 'SplitInvitation',
        refId: inv.id,
        memo: 'Earnings of a claimed split share',
      });
    await recordAudit({
      tx,
      actor: accountId,
      action: 'split_share.claim',
      target: { type: 'SplitShare', id: inv.shareId },
      detail: { creditedCents: cents },
    });
    return { shareId: inv.shareId, creditedCents: cents, createdAccount: !user };
  });
}
