// Reads the signed session cookie and loads the user fresh from the database on every request,
// so deactivation, role changes and password changes take effect at once. Never reads x-user-email.
// The cookie names a server-side session (AuthSession, claim `sid`): signing out ends it, and a later
// request with the same cookie is refused.
// Both lookups are cached per process (docs/performance.md): a decoded cookie by a hash of the token until
// it expires, and the session row with its user until a write to AuthSession or User commits (sign-out,
// revocation, deactivation, role or password change: lib/platform/cache/tables.ts), so they still take effect at once.
import { createHash, randomBytes } from 'node:crypto';
import { decode, encode, type JWT } from 'next-auth/jwt';
import { db } from '../db';
import type { User } from '../../generated/prisma/client';
import { authSecret } from './secret';
import { SESSION_MAX_AGE_SECONDS, sessionCookieName } from './cookies';
import { roleFlags, type Role } from './roles';
import { readCookie } from '../http/cookies';
import { TableCache } from '../cache/store';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  adminId: string | null;
  brand: string;
}

export interface SessionClaims extends JWT {
  uid?: string;
  sv?: number;
  /** The AuthSession this cookie belongs to. */
  sid?: string;
}

/** How long a session row is kept (the cookie itself expires sooner unless renewed by activity). */
const SESSION_ROW_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Opens a server-side session for a user who just signed in; its id goes into the cookie. */
export async function startSession(userId: string): Promise<string> {
  const id = randomBytes(24).toString('base64url');
  await db.authSession.create({ data: { id, userId, expiresAt: new Date(Date.now() + SESSION_ROW_TTL_MS) } });
  return id;
}

/** Signing out: the session ends on the server, so its cookie stops working everywhere. */
export async function endSession(sessionId: string | undefined): Promise<void> {
  if (!sessionId) return;
  await db.authSession.updateMany({ where: { id: sessionId, endedAt: null }, data: { endedAt: new Date() } });
}

/** The session id of a route-handler request's cookie (for changePassword to keep this browser signed in). */
export async function sessionIdFromRequest(req: Request): Promise<string | undefined> {
  return (await decodeSessionCookie(readCookie(req, sessionCookieName())))?.sid;
}

export function toSessionUser(u: User): SessionUser {
  return { id: u.id, email: u.email, name: u.name, role: u.role, adminId: u.adminId, brand: u.brand };
}

/** What the browser keeps under localStorage "user" (spec §3): display data and role flags only. */
export function toStoredUser(u: SessionUser) {
  return { id: u.id, email: u.email, name: u.name, adminId: u.adminId, ...roleFlags(u.role), userRole: u.role };
}

interface SessionRow {
  userId: string;
  ended: boolean;
  expiresAt: number;
  active: boolean;
  sessionVersion: number;
  user: SessionUser;
}

const sessionRows = new TableCache<SessionRow | null>(['AuthSession', 'User']);

async function loadSessionRow(sid: string) {
  const session = await db.authSession.findUnique({ where: { id: sid }, include: { user: true } });
  if (!session) return { value: null };
  const u = session.user;
  const row: SessionRow = {
    userId: session.userId,
    ended: session.endedAt !== null,
    expiresAt: session.expiresAt.getTime(),
    active: u.status === 'active',
    sessionVersion: u.sessionVersion,
    user: toSessionUser(u),
  };
  return { value: row, validUntil: row.expiresAt };
}

export async function userFromClaims(claims: SessionClaims | null): Promise<SessionUser | null> {
  if (!claims?.uid || !claims.sid) return null;
  const row = await sessionRows.get(claims.sid, () => loadSessionRow(claims.sid!));
  if (!row || row.ended || row.userId !== claims.uid || row.expiresAt < Date.now()) return null;
  if (!row.active || row.sessionVersion !== (claims.sv ?? 0)) return null;
  // A copy: callers may not change the cached row.
  return { ...row.user };
}

/** Decoded cookies by a hash of the token (the token itself is not kept), while they are unexpired. */
const decoded = new Map<string, SessionClaims>();
const MAX_DECODED = 10_000;

export async function decodeSessionCookie(value: string | undefined): Promise<SessionClaims | null> {
  if (!value) return null;
  try {
    const secret = authSecret();
    // The secret is part of the key: a cookie decoded under a previous secret is not accepted under a new one.
    const key = createHash('sha256').update(secret).update('\0').update(value).digest('base64url');
    const hit = decoded.get(key);
    if (hit && typeof hit.exp === 'number' && hit.exp * 1000 > Date.now()) return hit;
    const claims = (await decode({ token: value, secret })) as SessionClaims | null;
    if (claims && typeof claims.exp === 'number') {
      if (decoded.size >= MAX_DECODED) decoded.delete(decoded.keys().next().value!);
      decoded.set(key, Object.freeze(claims));
    }
    return claims;
  } catch {
    return null; // tampered, expired or signed with another secret
  }
}

/** The signed-in user of a route-handler request, or null. */
export async function sessionUserFromRequest(req: Request): Promise<SessionUser | null> {
  const claims = await decodeSessionCookie(readCookie(req, sessionCookieName()));
  return userFromClaims(claims);
}

/** A session cookie for a user, as next-auth would issue it (used by tests and scripts). */
export async function issueSessionCookie(
  user: Pick<User, 'id' | 'email' | 'name' | 'sessionVersion'>,
): Promise<string> {
  const sid = await startSession(user.id);
  const token = await encode({
    token: { uid: user.id, sv: user.sessionVersion, sid, email: user.email, name: user.name, sub: user.id },
    secret: authSecret(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  return `${sessionCookieName()}=${token}`;
}
