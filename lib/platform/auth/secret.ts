// The key that signs session tokens: NEXTAUTH_SECRET, else one generated once and kept in .data/.
import { env, productionSecretsProblem, setProcessEnvDefault } from '../env';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

let cached: string | undefined;

export function authSecret(): string {
  if (cached) return cached;
  const e = env();
  if (e.NEXTAUTH_SECRET) return (cached = e.NEXTAUTH_SECRET);
  const problem = productionSecretsProblem(e);
  if (problem) throw new Error(problem);
  const file = path.resolve(/*turbopackIgnore: true*/ e.AUTH_SECRET_FILE);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  cached = readFileSync(file, 'utf8').trim();
  setProcessEnvDefault('NEXTAUTH_SECRET', cached); // next-auth reads it from the environment too
  return cached;
}
