// Artists can join: an admin invites them (directly or by approving a waiting-list entry), or they sign up
// themselves on a brand whose sign-up is on, confirming their email before a first release is submitted.
// Tokens are random, stored hashed, single use; they travel only in emails (as outbox secrets).
import { attributeSignup } from '@/lib/services';
import { db } from '../platform/db';
import { env } from '../platform/env';
import { Conflict, Forbidden, Gone, NotFound } from '../platform/errors';
import { recordAudit } from '../platform/audit';
import { sendTemplatedEmail } from '@/lib/comms';
import { welcomeUser } from '@/lib/comms'; // comms
import { hashPassword } from '../platform/auth/password';
import { hashToken, newToken } from '../platform/auth/tokens';
import type { SessionUser } from '../platform/auth/session';
import { BRANDS, BRAND_KEYS, type BrandKey } from '../platform/brands/brands';
import { isUniqueViolation, signupEmailAllowed } from './signup-limits';

const ARTIST_INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const VERIFICATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Brands whose self-serve sign-up is on until a super admin switches it. */
const SIGNUP_ON_BY_DEFAULT: readonly BrandKey[] = ['mastermusicsafe'];

const link = (path: string) => new URL(path, env().APP_BASE_URL).toString();

async function emailArtistInvitation(to: string, name: string, brand: BrandKey, inviter: string, token: string) {
  await sendTemplatedEmail({
    to,
    brand,
    template: 'artist_invitation',
    vars: { recipientName: name || 'there', inviterName: inviter, joinUrl: link(`/join/${token}`) },
    secrets: [token],
  });
}

/** An admin invites an artist by email. An existing account is never changed: 409. */
export async function inviteArtist(
  actor: SessionUser,
  input: { email: string; name: string; brand: BrandKey; waitingListEntryId?: string },
) {
  if (await db.user.findUnique({ where: { email: input.email }, select: { id: true } }))
    throw new Conflict(`${input.email} already has an account.`);
  const { token, tokenHash } = newToken();
  const invitation = await db.$transaction(async (tx) => {
    // One open invitation per email: an older one stops working.
    await tx.artistInvitation.updateMany({
      where: { email: input.email, acceptedAt: null, revokedAt: null },
      data: { revokedAt: new Date() },
    });
    const inv = await tx.artistInvitation.create({
      data: {
        email: input.email,
        name: input.name,
        brand: input.brand,
        tokenHash,
        invitedById: actor.id,
        waitingListEntryId: input.waitingListEntryId ?? null,
        expiresAt: new Date(Date.now() + ARTIST_INVITATION_TTL_MS),
      },
    });
    await recordAudit({
      tx,
      actor: actor.id,
      action: input.waitingListEntryId ? 'waiting_list.approve' : 'artist.invite',
      target: { type: 'ArtistInvitation', id: inv.id },
      detail: { email: input.email, brand: input.brand, waitingListEntryId: input.waitingListEntryId ?? null },
    });
    return inv;
  });
  await emailArtistInvitation(input.email, input.name, input.brand, actor.name, token);
  return invitationView(invitation);
}

function invitationView(i: {
  id: string;
  email: string;
  name: string;
  brand: string;
  expiresAt: Date;
  createdAt: Date;
}) {
  return { id: i.id, email: i.email, name: i.name, brand: i.brand, expiresAt: i.expiresAt, createdAt: i.createdAt };
}

/** Approving a waiting-list entry invites that person as an artist of the entry's brand. */
export async function approveWaitingListEntry(actor: SessionUser, entryId: string) {
  const entry = await db.waitingListEntry.findUnique({ where: { id: entryId } });
  if (!entry) throw new NotFound('This waiting-list entry does not exist.');
  const brand = (BRAND_KEYS as readonly string[]).includes(entry.brand) ? (entry.brand as BrandKey) : 'tnm';
  return inviteArtist(actor, { email: entry.email, name: entry.name, brand, waitingListEntryId: entry.id });
}

/** An admin sends an invitation again: a new link, the old one stops working. */
export async function resendArtistInvitation(actor: SessionUser, invitationId: string) {
  const inv = await db.artistInvitation.findFirst({ where: { id: invitationId, acceptedAt: null, revokedAt: null } });
  if (!inv) throw new NotFound('No open invitation with this id.');
  return inviteArtist(actor, {
    email: inv.email,
    name: inv.name,
    brand: inv.brand as BrandKey,
    waitingListEntryId: inv.waitingListEntryId ?? undefined,
  });
}

async function openArtistInvitation(token: string) {
  const inv = await db.artistInvitation.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!inv || inv.revokedAt) throw new NotFound('This invitation does not exist or was replaced by a newer one.');
  if (inv.acceptedAt) throw new Conflict('This invitation has already been used. Sign in instead.');
  if (inv.expiresAt < new Date()) throw new Gone('This invitation has expired. Ask for a new one.');
  return inv;
}

/** What the join page shows before the artist chooses a password. */
export async function describeArtistInvitation(token: string) {
  const inv = await openArtistInvitation(token);
  return { email: inv.email, name: inv.name, brand: inv.brand, brandName: BRANDS[inv.brand as BrandKey]?.name ?? '' };
}

/** Accepting creates the artist account (of the invitation's brand); the link works once. */
export async function acceptArtistInvitation(token: string, input: { name: string; password: string }) {
  const inv = await openArtistInvitation(token);
  const passwordHash = await hashPassword(input.password);
  const accepted = await db.$transaction(async (tx) => {
    const claimed = await tx.artistInvitation.updateMany({
      where: { id: inv.id, acceptedAt: null, revokedAt: null },
      data: { acceptedAt: new Date() },
    });
    if (claimed.count !== 1) throw new Conflict('This invitation has already been used. Sign in instead.');
    if (await tx.user.findUnique({ where: { email: inv.email }, select: { id: true } }))
      throw new Conflict('An account with this email already exists. Sign in with it.');
    const user = await tx.user.create({
      data: { email: inv.email, name: input.name, passwordHash, role: 'artist', brand: inv.brand },
    });
    await recordAudit({
      tx,
      actor: user.id,
      action: 'artist.invitation_accepted',
      target: { type: 'ArtistInvitation', id: inv.id },
    });
    return { id: user.id, email: user.email, brand: user.brand, home: '/mms/dashboard' };
  });
  await welcomeUser(accepted.id); // comms
  return { email: accepted.email, brand: accepted.brand, home: accepted.home };
}

/** Whether self-serve sign-up is on for a brand. */
export async function signupEnabled(brand: BrandKey): Promise<boolean> {
  const row = await db.brandSignup.findUnique({ where: { brand } });
  return row ? row.enabled : SIGNUP_ON_BY_DEFAULT.includes(brand);
}

export async function signupSettings() {
  return Promise.all(
    BRAND_KEYS.map(async (brand) => ({ brand, name: BRANDS[brand].name, enabled: await signupEnabled(brand) })),
  );
}

/** The super admin (after step-up) switches a brand's sign-up on or off. */
export async function setSignupEnabled(actor: SessionUser, input: { brand: BrandKey; enabled: boolean }) {
  await db.$transaction(async (tx) => {
    await tx.brandSignup.upsert({
      where: { brand: input.brand },
      create: { brand: input.brand, enabled: input.enabled },
      update: { enabled: input.enabled },
    });
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'signup.toggle',
      target: { type: 'BrandSignup', id: input.brand },
      detail: { enabled: input.enabled },
    });
  });
  return signupSettings();
}

const REGISTERED =
  'Check your email: we sent you a link to confirm your address. You can sign in now; confirm before submitting your first release.';

/**
 * Self-serve sign-up on a brand whose sign-up is on: an artist account and a verification email. An
 * email that already has an account gets a note instead, and the account is never touched. Nobody learns
 * which emails have accounts: the answer is the same, and so is the work before it (the password is
 * hashed and the insert tried either way; a unique violation, also from a concurrent sign-up, means
 * "exists"). Emails to one address are limited (signupEmailAllowed); the verification of a new account
 * always goes out, since an address gets an account only once.
 */
export async function registerArtist(
  brand: BrandKey,
  input: { name: string; email: string; password: string },
  referralCode?: string,
) {
  if (!(await signupEnabled(brand)))
    throw new Forbidden(`Sign-up is closed for ${BRANDS[brand].name}. Join the waiting list instead.`);
  const passwordHash = await hashPassword(input.password);
  const mayEmail = await signupEmailAllowed(input.email);
  const made = await createSelfServeArtist(brand, input, passwordHash);
  if (!made) {
    if (mayEmail)
      await sendTemplatedEmail({
        to: input.email,
        brand,
        template: 'signup_existing_account',
        vars: { loginUrl: link('/mms/login') },
      });
    return { message: REGISTERED };
  }
  const { user, token } = made;
  await sendTemplatedEmail({
    to: user.email,
    brand,
    template: 'verification',
    kind: 'email_verification',
    vars: { recipientName: user.name, verifyUrl: link(`/api/auth/verify?token=${token}`) },
    secrets: [token],
  });
  // A sign-up that arrived through an affiliate's link (first-party cookie) counts for that affiliate.
  if (referralCode) await attributeSignup(user.id, referralCode);
  return { message: REGISTERED };
}

/** The account with its verification, or null when the email has one (a unique violation, also from a race). */
async function createSelfServeArtist(
  brand: BrandKey,
  input: { name: string; email: string },
  passwordHash: string,
): Promise<{ user: { id: string; email: string; name: string }; token: string } | null> {
  const { token, tokenHash } = newToken();
  try {
    const user = await db.$transaction(async (tx) => {
      const u = await tx.user.create({
        data: { email: input.email, name: input.name, passwordHash, role: 'artist', brand },
      });
      await tx.emailVerification.create({
        data: { userId: u.id, tokenHash, expiresAt: new Date(Date.now() + VERIFICATION_TTL_MS) },
      });
      await recordAudit({
        tx,
        actor: u.id,
        action: 'artist.register',
        target: { type: 'User', id: u.id },
        detail: { brand },
      });
      return u;
    });
    return { user, token };
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

/** The link in the verification email: confirms once. */
export async function verifyEmail(token: string) {
  const row = await db.emailVerification.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!row) throw new NotFound('This confirmation link is not valid.');
  if (row.verifiedAt) return { verified: true, alreadyVerified: true };
  if (row.expiresAt < new Date()) throw new Gone('This confirmation link has expired. Sign in to get a new one.');
  const done = await db.emailVerification.updateMany({
    where: { userId: row.userId, verifiedAt: null },
    data: { verifiedAt: new Date() },
  });
  if (done.count) await welcomeUser(row.userId); // comms
  return { verified: true, alreadyVerified: false };
}

/** Releases wait for a confirmed email when the account was made through self-serve sign-up. */
export async function assertEmailVerifiedForRelease(userId: string): Promise<void> {
  const row = await db.emailVerification.findUnique({ where: { userId }, select: { verifiedAt: true } });
  if (row && !row.verifiedAt)
    throw new Forbidden(
      'Confirm your email address before submitting your first release: open the link we emailed you when you signed up.',
    );
}
