// The certificate log: a chain of signed entries where tampering with any entry breaks verification.
import { generateKeyPairSync } from 'node:crypto';
import { GENESIS_HASH, canonicalJson, makeEntry, verifyChain, type ChainEntry } from '@/lib/rights/chain';

const { privateKey, publicKey } = generateKeyPairSync('ed25519');

function chain(n: number): ChainEntry[] {
  const out: ChainEntry[] = [];
  for (let i = 1; i <= n; i++) {
    const payload = canonicalJson({
      seq: i,
      code: `CC-${i}`,
      fileSha256: 'ab'.repeat(32),
      owner: { name: `Owner ${i}` },
    });
    out.push(makeEntry(i, out[i - 2]?.entryHash ?? GENESIS_HASH, payload, privateKey));
  }
  return out;
}

describe('certificate chain', () => {
  it('verifies an untouched chain', () => {
    expect(verifyChain(chain(5), publicKey)).toEqual({ valid: true });
  });

  it('canonical JSON does not depend on key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, 2], c: 'x' } })).toBe(canonicalJson({ a: { c: 'x', d: [1, 2] }, b: 1 }));
  });

  const tamperings: [string, (e: ChainEntry) => ChainEntry][] = [
    ['payload', (e) => ({ ...e, payload: e.payload.replace('Owner', 'Thief') })],
    ['signature', (e) => ({ ...e, signature: Buffer.alloc(64, 1).toString('base64') })],
    ['previous hash', (e) => ({ ...e, prevHash: 'f'.repeat(64) })],
    ['entry hash', (e) => ({ ...e, entryHash: '0'.repeat(64) })],
  ];

  for (let position = 1; position <= 5; position++)
    it.each(tamperings)(`tampering with the %s of entry ${position} breaks verification there`, (_what, tamper) => {
      const entries = chain(5);
      entries[position - 1] = tamper(entries[position - 1]!);
      const res = verifyChain(entries, publicKey);
      expect(res.valid).toBe(false);
      expect(res.brokenAt).toBeLessThanOrEqual(position + 1);
      expect(res.brokenAt).toBeGreaterThanOrEqual(position);
    });

  it('a re-signed forged payload still breaks the chain (its hash no longer links), and a removed entry is noticed', () => {
    const entries = chain(4);
    const forged = makeEntry(2, entries[0]!.entryHash, entries[1]!.payload.replace('Owner 2', 'Mallory'), privateKey);
    const withForgery = [entries[0]!, forged, entries[2]!, entries[3]!];
    expect(verifyChain(withForgery, publicKey)).toMatchObject({ valid: false, brokenAt: 3 });
    expect(verifyChain([entries[0]!, entries[2]!, entries[3]!], publicKey).valid).toBe(false);
    const other = generateKeyPairSync('ed25519');
    expect(verifyChain(entries, other.publicKey)).toMatchObject({ valid: false, brokenAt: 1 });
  });
});
