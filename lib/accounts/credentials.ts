// Accounts: password reset, password change and admin invitations (sign-in itself: lib/platform/auth/authenticate.ts).
import { db, type Tx } from '../platform/db';
import { env } from '../platform/env';
import { BadRequest, Conflict, NotFound } from '../platform/errors';
import { sendTemplatedEmail } from '@/lib/comms';
import { recordAudit } from '../platform/audit';
import type { Role } from '../platform/auth/roles';
import { hashPassword, verifyPassword } from '../platform/auth/password';
import { hashToken, newToken } from '../platform/auth/tokens';
import type { SessionUser } from '../platform/auth/session';

const RESET_TOKEN_TTL_MS = 30 * 60 * 1000; // 30 minutes
const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000; // one week

function link(path: string) {
  return new URL(path, env().APP_BASE_URL).toString();
}

/** Emails a one-time reset link if the account exists; answers the same either way. */
export async function requestPasswordReset(email: string): Promise<void> {
  const user = await db.user.findUnique({ where: { email } });
  if (!user || user.status !== 'active') return;
  const { token, tokenHash } = newToken();
  await db.passwordResetToken.create({
    data: { userId: user.id, tokenHash, expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) },
  });
  const url = link(`/reset-password?token=${token}`);
  await sendTemplatedEmail({
    to: user.email,
    brand: user.brand,
    template: 'password_reset',
    vars: { recipientName: user.name, resetUrl: url },
    secrets: [token],
  });
}

/**
 * A password changed: every other outstanding reset link of the account dies and every session ends
 * (sessionVersion), inside the transaction of the change.
 */
async function voidOutstandingLinks(tx: Tx, userId: string, keepSessionId?: string): Promise<void> {
  const now = new Date();
  await tx.passwordResetToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } });
  await tx.signInUnlockToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } });
  await tx.authSession.updateMany({
    where: { userId, endedAt: null, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) },
    data: { endedAt: now },
  });
}

/** Sets a new password with a reset token; the token works once, other links and all sessions end. */
export async function resetPassword(token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.$transaction(async (tx) => {
    const row = await tx.passwordResetToken.findUnique({ where: { tokenHash: hashToken(token) } });
    if (!row || row.usedAt || row.expiresAt < new Date()) {
      throw new BadRequest('This reset link is invalid or has expired. Ask for a new one.');
    }
    // Claim the token first: of two concurrent uses only one updates a row.
    const claimed = await tx.passwordResetToken.updateMany({
      where: { id: row.id, usedAt: null },
      data: { usedAt: new Date() },
    });
    if (claimed.count !== 1) throw new BadRequest('This reset link has already been used.');
    await voidOutstandingLinks(tx, row.userId);
    await tx.user.update({ where: { id: row.userId }, data: { passwordHash, sessionVersion: { increment: 1 } } });
    await recordAudit({
      tx,
      actor: row.userId,
      action: 'auth.password_reset',
      target: { type: 'User', id: row.userId },
    });
  });
}

/** The signed-in user changes their password (the current one is required); other links and sessions end. */
export async function changePassword(
  actor: SessionUser,
  input: { currentPassword: string; newPassword: string },
  currentSessionId?: string,
): Promise<{ changed: true }> {
  const row = await db.user.findUnique({ where: { id: actor.id }, select: { passwordHash: true } });
  if (!(await verifyPassword(row?.passwordHash, input.currentPassword))) {
    throw new BadRequest('Your current password is not correct.');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.$transaction(async (tx) => {
    // The browser that made the change stays signed in; every other session ends.
    await voidOutstandingLinks(tx, actor.id, currentSessionId);
    await tx.user.update({ where: { id: actor.id }, data: { passwordHash } });
    await recordAudit({ tx, actor: actor.id, action: 'auth.password_change', target: { type: 'User', id: actor.id } });
  });
  return { changed: true };
}

async function nextAdminId(tx: Pick<typeof db, 'user'>): Promise<string> {
  const count = await tx.user.count({ where: { adminId: { not: null } } });
  return `ADM-${String(count + 1).padStart(4, '0')}`;
}

/** An admin invites a new admin by email; the link sets their password. */
export async function inviteAdmin(actor: SessionUser, input: { email: string; name: string; role: Role }) {
  if (input.role === 'super_admin' && actor.role !== 'super_admin') {
    throw new BadRequest('Only a super admin can invite a super admin.');
  }
  // An invitation never touches an existing account (its password or role): refused.
  const existing = await db.user.findUnique({ where: { email: input.email } });
  if (existing) {
    throw new Conflict(
      existing.role === 'admin' || existing.role === 'super_admin'
        ? `${input.email} is already an admin.`
        : `${input.email} already has an account. A super admin can change its role on the team page.`,
    );
  }
  const { token, tokenHash } = newToken();
  const invitation = await db.$transaction(async (tx) => {
    const row = await tx.adminInvitation.create({
      data: { ...input, tokenHash, invitedById: actor.id, expiresAt: new Date(Date.now() + INVITATION_TTL_MS) },
    });
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'admin.invite',
      target: { type: 'AdminInvitation', id: row.id },
      detail: { email: input.email, role: input.role },
    });
    return row;
  });
  await sendTemplatedEmail({
    to: input.email,
    brand: actor.brand,
    template: 'admin_invitation',
    vars: {
      recipientName: input.name || 'there',
      inviterName: actor.name,
      acceptUrl: link(`/admin-invitation/${token}`),
    },
    secrets: [token],
  });
  return { id: invitation.id, email: invitation.email, role: invitation.role, expiresAt: invitation.expiresAt };
}

async function openInvitation(token: string) {
  const inv = await db.adminInvitation.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { invitedBy: true },
  });
  if (!inv || inv.revokedAt) throw new NotFound('This invitation does not exist or was withdrawn.');
  if (inv.acceptedAt) throw new Conflict('This invitation has already been accepted. Sign in instead.');
  if (inv.expiresAt < new Date()) throw new BadRequest('This invitation has expired. Ask for a new one.');
  return inv;
}

/** What the invitation page shows before accepting. */
export async function describeInvitation(token: string) {
  const inv = await openInvitation(token);
  return { email: inv.email, name: inv.name, role: inv.role, invitedBy: inv.invitedBy.name, expiresAt: inv.expiresAt };
}

/** Accepting creates the admin account. An account made with this email since is never changed: 409. */
export async function acceptInvitation(token: string, input: { name: string; password: string }) {
  const inv = await openInvitation(token);
  const passwordHash = await hashPassword(input.password);
  return db.$transaction(async (tx) => {
    const claimed = await tx.adminInvitation.updateMany({
      where: { id: inv.id, acceptedAt: null },
      data: { acceptedAt: new Date() },
    });
    if (claimed.count !== 1) throw new Conflict('This invitation has already been accepted. Sign in instead.');
    const existing = await tx.user.findUnique({ where: { email: inv.email } });
    if (existing) {
      throw new Conflict(
        'An account with this email already exists. Sign in with it; this invitation cannot change it.',
      );
    }
    const adminId = await nextAdminId(tx);
    const user = await tx.user.create({
      data: { email: inv.email, name: input.name, passwordHash, role: inv.role, adminId },
    });
    await recordAudit({
      tx,
      actor: user.id,
      action: 'admin.accept_invitation',
      target: { type: 'AdminInvitation', id: inv.id },
    });
    return { email: user.email, role: user.role };
  });
}

export async function listInvitations() {
  const rows = await db.adminInvitation.findMany({
    where: { acceptedAt: null, revokedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: 'desc' },
    include: { invitedBy: { select: { name: true } } },
  });
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    invitedBy: r.invitedBy.name,
    expiresAt: r.expiresAt,
    createdAt: r.createdAt,
  }));
}
