// One-time tokens: random, sent only by email, stored only as a sha256.
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
