// Short HMAC signatures for addresses and links that must not be guessable (ticket reply addresses,
// unsubscribe links). Keyed by the session secret; compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { authSecret } from '../platform/auth/secret';

export function sign(purpose: string, value: string, length = 20): string {
  return createHmac('sha256', authSecret())
    .update(`${purpose}:${value}`)
    .digest('base64url')
    .slice(0, length)
    .toLowerCase();
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function verify(purpose: string, value: string, signature: string, length = 20): boolean {
  return safeEqual(sign(purpose, value, length), signature.toLowerCase());
}
