// The platform's Ed25519 key for copyright certificates: RIGHTS_SIGNING_KEY (PKCS#8 PEM), else one
// generated once and kept in .data/ (as lib/platform/auth/secret.ts and lib/platform/security/crypto.ts do).
import { env } from '../platform/env';
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

let cached: { privateKey: KeyObject; publicKey: KeyObject; publicPem: string } | undefined;

export function signingKey() {
  if (cached) return cached;
  let pem = env().RIGHTS_SIGNING_KEY?.replace(/\\n/g, '\n');
  if (!pem) {
    const file = path.resolve(/*turbopackIgnore: true*/ env().RIGHTS_KEY_FILE);
    if (!existsSync(file)) {
      mkdirSync(path.dirname(file), { recursive: true });
      const { privateKey } = generateKeyPairSync('ed25519');
      writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    }
    pem = readFileSync(file, 'utf8');
  }
  const privateKey = createPrivateKey(pem);
  const publicKey = createPublicKey(privateKey);
  cached = { privateKey, publicKey, publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
  return cached;
}
