// The certificate log's verdict, kept per process (issue #40): the public check used to read and verify the
// whole chain on every GET, a cost growing with the number of certificates. The chain is verified once; later
// reads verify only the entries appended since (read only when the table was written), and any change or
// removal of an entry (migration `certificate_chain_notify`, lib/platform/cache/tables.ts) verifies it all again.
// While the change feed is down (cachesUsable() false) every read verifies the whole chain, as before.
import type { KeyObject } from 'node:crypto';
import { db } from '../platform/db';
import { cachesUsable } from '../platform/cache/notify';
import { stampOf } from '../platform/cache/tables';
import { verifyChain, type ChainCheck, type ChainEntry } from './chain';

const ENTRIES = ['CopyrightCertificateEntries'];
const TABLE = ['CopyrightCertificate'];
const select = { seq: true, payload: true, signature: true, prevHash: true, entryHash: true } as const;

interface Verdict {
  check: ChainCheck;
  /** entries read (the chain's length) */
  length: number;
  /** the last entry verified (valid chains only) */
  last: { seq: number; entryHash: string } | null;
  entriesStamp: number;
  tableStamp: number;
}

let kept: Verdict | null = null;
let pending: Promise<Verdict> | null = null;

const verdictOf = (entries: ChainEntry[], publicKey: KeyObject, stamps: [number, number]): Verdict => {
  const check = verifyChain(entries, publicKey);
  const tail = entries.at(-1);
  return {
    check,
    length: entries.length,
    last: check.valid && tail ? { seq: tail.seq, entryHash: tail.entryHash } : null,
    entriesStamp: stamps[0],
    tableStamp: stamps[1],
  };
};

async function verifyAll(publicKey: KeyObject): Promise<Verdict> {
  // The versions before reading: a write meanwhile leaves the verdict stale, and the next read verifies again.
  const stamps: [number, number] = [stampOf(ENTRIES), stampOf(TABLE)];
  const entries = await db.copyrightCertificate.findMany({ orderBy: { seq: 'asc' }, select });
  return verdictOf(entries, publicKey, stamps);
}

/** Whether the chain verifies and how long it is. */
export async function chainVerdict(publicKey: KeyObject): Promise<{ check: ChainCheck; length: number }> {
  if (!cachesUsable()) return verifyAll(publicKey);
  if (!kept || kept.entriesStamp !== stampOf(ENTRIES)) {
    // One verification for every read waiting on it.
    pending ??= verifyAll(publicKey).finally(() => (pending = null));
    kept = await pending;
    return kept;
  }
  const v = kept;
  const tableStamp = stampOf(TABLE);
  if (v.tableStamp === tableStamp || !v.last) return v;
  const added = await db.copyrightCertificate.findMany({
    where: { seq: { gt: v.last.seq } },
    orderBy: { seq: 'asc' },
    select,
  });
  const check = verifyChain(added, publicKey, v.last);
  const tail = added.at(-1);
  const next: Verdict = {
    check,
    length: v.length + added.length,
    last: check.valid ? (tail ? { seq: tail.seq, entryHash: tail.entryHash } : v.last) : null,
    entriesStamp: v.entriesStamp,
    tableStamp,
  };
  if (kept === v) kept = next;
  return next;
}
