// Codes given back and codes held. A UPC or ISRC the platform issued to a release that was never approved
// returns to a pool when its draft is deleted, the code is replaced or its track removed, and is issued
// again before the counter moves on: drafts cannot use up a range. An artist may hold a limited number of
// platform codes on releases not yet approved (codes are otherwise issued at approval).
import type { Tx } from '../platform/db';
import { Conflict } from '../platform/errors';
import { getDistributionSettings } from './settings';

type CodeKind = 'isrc' | 'upc';

/** The pool key of a barcode: its prefix and its length (UPC-A and EAN-13 from one prefix differ). */
export const upcSequence = (prefix: string, length: number) => `${prefix}:${length}`;

/**
 * A returned code of `sequence`, taken out of the pool inside `tx`, or null. A code someone brought to a
 * release meanwhile is dropped from the pool rather than issued twice.
 */
export async function takeReturnedCode(tx: Tx, kind: CodeKind, sequence: string): Promise<string | null> {
  for (;;) {
    // SKIP LOCKED: concurrent issuers each take a different returned code instead of waiting.
    const rows = await tx.$queryRawUnsafe<{ code: string }[]>(
      `DELETE FROM "ReturnedCode" WHERE ("kind", "code") = (
         SELECT "kind", "code" FROM "ReturnedCode" WHERE "kind" = $1 AND "sequence" = $2
         ORDER BY "code" LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING "code"`,
      kind,
      sequence,
    );
    if (rows.length === 0) return null;
    const code = rows[0].code;
    const used =
      kind === 'isrc'
        ? await tx.track.count({ where: { isrc: code } })
        : await tx.release.count({ where: { upc: code } });
    if (used === 0) return code;
  }
}

/** The sequence an ISRC came from, if the platform issued it (its counter has passed its number). */
async function isrcSequence(tx: Tx, code: string): Promise<string | null> {
  const m = /^([A-Z]{2}[A-Z0-9]{3})(\d{2})(\d{5})$/.exec(code);
  if (!m) return null;
  const counter = await tx.isrcCounter.findUnique({
    where: { registrant_year: { registrant: m[1], year: 2000 + Number(m[2]) } },
  });
  return counter && Number(m[3]) <= counter.lastNumber ? `${m[1]}${m[2]}` : null;
}

async function barcodeSequence(tx: Tx, code: string): Promise<string | null> {
  const counters = await tx.upcCounter.findMany();
  const c = counters.find((x) => code.startsWith(x.prefix) && Number(code.slice(x.prefix.length, -1)) <= x.lastNumber);
  return c ? upcSequence(c.prefix, code.length) : null;
}

/**
 * Gives back the platform's codes among `upcs` and `isrcs` (brought codes from other registrants stay
 * with their owner), once no track holds them any more. Call it only for releases that were never approved,
 * after the tracks are gone: an approved code has reached stores.
 */
export async function returnCodes(tx: Tx, codes: { upcs?: (string | null)[]; isrcs?: (string | null)[] }) {
  const rows: { kind: CodeKind; code: string; sequence: string }[] = [];
  for (const code of codes.upcs ?? []) {
    const sequence = code ? await barcodeSequence(tx, code) : null;
    if (code && sequence) rows.push({ kind: 'upc', code, sequence });
  }
  for (const code of codes.isrcs ?? []) {
    const sequence = code ? await isrcSequence(tx, code) : null;
    // Still the recording's code on another of the owner's releases (a single and its album): not given back.
    if (code && sequence && (await tx.track.count({ where: { isrc: code } })) === 0)
      rows.push({ kind: 'isrc', code, sequence });
  }
  if (rows.length) await tx.returnedCode.createMany({ data: rows, skipDuplicates: true });
  return rows.length;
}

/**
 * Refuses (409) a requested code when the artist already holds the limit of platform codes of that kind
 * on releases not yet approved. A per-artist transaction lock keeps two simultaneous requests from both
 * passing the count.
 */
export async function assertCodeRequestAllowed(tx: Tx, ownerId: string, kind: CodeKind): Promise<void> {
  await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(hashtext($1))`, `code-request:${kind}:${ownerId}`);
  const s = await getDistributionSettings(tx);
  const unreleased = { ownerId, approvedAt: null };
  const held =
    kind === 'isrc'
      ? await tx.track.count({ where: { release: unreleased, isrc: { startsWith: s.isrcRegistrant } } })
      : await tx.release.count({ where: { ...unreleased, upc: { startsWith: s.upcPrefix } } });
  if (held >= s.codeRequestLimit) {
    const what = kind === 'isrc' ? 'ISRCs' : 'UPCs';
    throw new Conflict(
      `You already hold ${held} ${what} for releases that are not approved yet, the most you can request. ` +
        `Releases get their codes when they are approved, and deleting a draft gives its codes back.`,
    );
  }
}
