// The per-store credential of the DSP simulator endpoint: `<storeId>.<HMAC-SHA256(server key, storeId)>`.
// Derived, not stored, so nothing to leak from the database; the platform attaches it when it sends a store's
// messages over HTTP, and the simulator only takes a message with a valid one for the message's recipient.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { authSecret } from '../platform/auth/secret';
import { db } from '../platform/db';

function mac(storeId: string): string {
  return createHmac('sha256', authSecret()).update(`dsp-simulator-credential:${storeId}`).digest('base64url');
}

export function simulatorCredential(storeId: string): string {
  return `${storeId}.${mac(storeId)}`;
}

/** The store a credential belongs to, or null (malformed, forged, unknown store). */
export async function storeForCredential(authorization: string | null) {
  const m = /^Bearer ([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{43})$/.exec(authorization?.trim() ?? '');
  if (!m) return null;
  const expected = Buffer.from(mac(m[1]));
  const given = Buffer.from(m[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return db.store.findUnique({ where: { id: m[1] }, select: { id: true, ddexPartyId: true, name: true } });
}
