// The key that signs session tokens: NEXTAUTH_SECRET, else one generated once and kept in .data/.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

let cached: string | undefined;

export function authSecret(): string {
  if (cached) return cached;
  if (process.env.NEXTAUTH_SECRET) return (cached = process.env.NEXTAUTH_SECRET);
  const file = path.resolve(/*turbopackIgnore: true*/ process.env.AUTH_SECRET_FILE ?? '.data/auth-secret');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  cached = readFileSync(file, 'utf8').trim();
  process.env.NEXTAUTH_SECRET = cached; // next-auth reads it from the environment too
  return cached;
}
