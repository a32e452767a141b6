// Encryption at rest for payout details: AES-256-GCM with a key from PAYOUT_ENCRYPTION_KEY, else one
// generated once and kept in .data/ (as lib/platform/auth/secret.ts does for the session key).
import { env, productionSecretsProblem } from '../env';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

let cached: Buffer | undefined;

function key(): Buffer {
  if (cached) return cached;
  const e = env();
  let material = e.PAYOUT_ENCRYPTION_KEY;
  if (!material) {
    const problem = productionSecretsProblem(e);
    if (problem) throw new Error(problem);
    const file = path.resolve(/*turbopackIgnore: true*/ e.PAYOUT_KEY_FILE);
    if (!existsSync(file)) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
    }
    material = readFileSync(file, 'utf8').trim();
  }
  // Any length of key material becomes exactly 32 bytes.
  cached = createHash('sha256').update(material).digest();
  return cached;
}

/** "v1.<iv>.<tag>.<ciphertext>" in base64url. */
export function encryptField(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join(
    '.',
  );
}

export function decryptField(sealed: string): string {
  const [v, iv, tag, data] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || data === undefined) throw new Error('not an encrypted field');
  const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

export function maskAccount(value: string): string {
  const v = value.replace(/\s/g, '');
  return `•••• ${v.slice(-4)}`;
}

export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}
