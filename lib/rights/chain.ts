// The certificate log as a hash chain: every entry carries the previous entry's hash, its own hash is
// sha256(prevHash + payload), and its payload is signed with Ed25519. Anyone holding the entries and the
// public key can verify them without trusting the database. Pure functions.
import { createHash, sign, verify, type KeyObject } from 'node:crypto';

export const GENESIS_HASH = '0'.repeat(64);

export interface ChainEntry {
  seq: number;
  payload: string;
  signature: string;
  prevHash: string;
  entryHash: string;
}

/** JSON with sorted keys, so the same content always gives the same bytes. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const obj = value as Record<string, unknown>;
  return `{${Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`)
    .join(',')}}`;
}

const entryHashOf = (prevHash: string, payload: string) =>
  createHash('sha256').update(prevHash).update(payload).digest('hex');

export function makeEntry(seq: number, prevHash: string, payload: string, key: KeyObject): ChainEntry {
  return {
    seq,
    payload,
    prevHash,
    entryHash: entryHashOf(prevHash, payload),
    signature: sign(null, Buffer.from(payload), key).toString('base64'),
  };
}

export interface ChainCheck {
  valid: boolean;
  /** The first position that does not verify, with why */
  brokenAt?: number;
  reason?: string;
}

/**
 * Verifies entries in order: positions, links, hashes and signatures. From the start of the chain (entries
 * 1..n), or after an entry already verified (`after`: its position and hash), for the entries appended since.
 */
export function verifyChain(
  entries: ChainEntry[],
  publicKey: KeyObject,
  after: { seq: number; entryHash: string } = { seq: 0, entryHash: GENESIS_HASH },
): ChainCheck {
  let prev = after.entryHash;
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    const bad = (reason: string): ChainCheck => ({ valid: false, brokenAt: e.seq, reason });
    if (e.seq !== after.seq + i + 1) return bad('a position is missing');
    if (e.prevHash !== prev) return bad('the link to the previous entry does not match');
    if (entryHashOf(e.prevHash, e.payload) !== e.entryHash) return bad('the entry was changed after it was written');
    if (!verify(null, Buffer.from(e.payload), publicKey, Buffer.from(e.signature, 'base64')))
      return bad('the signature does not match');
    prev = e.entryHash;
  }
  return { valid: true };
}
