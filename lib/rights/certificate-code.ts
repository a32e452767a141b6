// The public code a copyright certificate is checked by.
import { randomBytes } from 'node:crypto';

/** A certificate's public code, `CC-XXXXX-XXXXX`, from an alphabet without look-alike letters (0/O, 1/I). */
export function newCertificateCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `CC-${chars.slice(0, 5)}-${chars.slice(5)}`;
}
