// The generated label's rights: works with two controlled writers (50/50) and a registration or two each
// (set-based SQL), and certificates appended to the hash-chained log as the platform issues them (v2
// payloads, signed with the platform's key in the process, written in batches): the public check verifies
// them as it verifies any certificate.
import { createHash } from 'node:crypto';
import type { Db } from '../../../lib/platform/db';
import { GENESIS_HASH, canonicalJson, makeEntry } from '../../../lib/rights/chain';
import { signingKey } from '../../../lib/rights/signing-key';
import type { Counts } from './counts';
import { NOUNS, T0, WORDS, h, pick } from './counts';

export function worksSql(c: Counts): string[] {
  const owner = (w: string) => `'scale-a-' || (1 + (${w}) % ${c.artists})`;
  return [
    `INSERT INTO "MusicalWork" (id, "ownerId", title, iswc, language, "durationSec", isrcs, "createdAt", "updatedAt")
     SELECT 'scale-w-' || w, ${owner('w')}, ${pick(WORDS, h(`'wt' || w`))} || ' ' || ${pick(NOUNS, h(`'wt2' || w`))} || ' (work ' || w || ')',
            CASE WHEN w % 3 = 0 THEN 'T-' || lpad((900000000 + w)::text, 9, '0') || '-' || (w % 10) END,
            'EN', 120 + ${h(`'wd' || w`)} % 180, '{}', ${T0} + (w || ' minutes')::interval, ${T0} + (w || ' minutes')::interval
     FROM generate_series(1, ${c.works}) w`,
    `INSERT INTO "WorkParty" (id, "workId", position, name, role, ipi, society, controlled, email, "prShare", "mrShare", "srShare")
     SELECT 'scale-wp-' || w || '-' || p, 'scale-w-' || w, p,
            ${pick(WORDS, h(`'wp' || w || '-' || p`))} || ' Writer ' || (w * 2 + p), (CASE WHEN p = 1 THEN 'CA' ELSE 'A' END)::"WorkPartyRole",
            lpad(((w * 2 + p) % 100000000000)::text, 11, '0'), 'ASCAP', true, NULL, 5000, 5000, 5000
     FROM generate_series(1, ${c.works}) w, generate_series(1, 2) p`,
    `INSERT INTO "WorkRegistration" (id, "workId", target, status, "sentAt", "createdAt", "updatedAt")
     SELECT 'scale-wr-' || w || '-' || t, 'scale-w-' || w, (ARRAY['CWR:ASCAP', 'MLC'])[t],
            ${pick(['draft', 'sent', 'acknowledged', 'accepted'], h(`'ws' || w || '-' || t`))}::"WorkRegistrationStatus",
            ${T0} + (w || ' minutes')::interval + interval '1 day', ${T0} + (w || ' minutes')::interval,
            ${T0} + (w || ' minutes')::interval
     FROM generate_series(1, ${c.works}) w, generate_series(1, 1 + w % 2) t`,
  ];
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const BATCH = 2_000;

/** Appends `c.certificates` certificates of works (work n for certificate n) after the chain's last entry. */
export async function seedCertificates(db: Db, c: Counts): Promise<void> {
  const key = signingKey();
  const last = await db.copyrightCertificate.findFirst({
    orderBy: { seq: 'desc' },
    select: { seq: true, entryHash: true },
  });
  let seq = last?.seq ?? 0;
  let prev = last?.entryHash ?? GENESIS_HASH;
  const works = await db.$queryRawUnsafe<{ n: number; title: string; owner: string; ownerName: string }[]>(
    `SELECT substr(w.id, 9)::int AS n, w.title, w."ownerId" AS owner, u.name AS "ownerName"
     FROM "MusicalWork" w JOIN "User" u ON u.id = w."ownerId" WHERE w.id LIKE 'scale-w-%'`,
  );
  const byN = new Map(works.map((w) => [Number(w.n), w]));
  const t0 = Date.parse('2026-01-01T00:00:00Z');
  for (let start = 1; start <= c.certificates; start += BATCH) {
    const cols: Record<string, (string | null)[]> = {
      id: [],
      code: [],
      seq: [],
      owner: [],
      work: [],
      payload: [],
      signature: [],
      prev: [],
      hash: [],
      issued: [],
    };
    for (let i = start; i < Math.min(start + BATCH, c.certificates + 1); i++) {
      const w = byN.get(1 + ((i - 1) % c.works))!;
      seq += 1;
      const code = `CC-S${String(i).padStart(4, '0').slice(-4)}-${String(i).padStart(7, '0')}`;
      const issuedAt = new Date(t0 + i * 60_000).toISOString();
      const metadataSha256 = sha256(canonicalJson({ title: w.title, n: w.n }));
      const payload = canonicalJson({
        v: 2,
        code,
        seq,
        issuedAt,
        subject: { kind: 'work', title: w.title },
        owner: { name: w.ownerName },
        fileSha256: null,
        metadataSha256,
        contentSha256: sha256(`:${metadataSha256}`),
      });
      const e = makeEntry(seq, prev, payload, key.privateKey);
      prev = e.entryHash;
      const row = [
        `scale-cc-${i}`,
        code,
        String(seq),
        w.owner,
        `scale-w-${w.n}`,
        payload,
        e.signature,
        e.prevHash,
        e.entryHash,
        issuedAt,
      ];
      Object.values(cols).forEach((col, j) => col.push(row[j]!));
    }
    await db.$executeRawUnsafe(
      `INSERT INTO "CopyrightCertificate" (id, code, seq, "ownerId", "workId", payload, signature, "prevHash", "entryHash", "issuedAt")
       SELECT id, code, seq::int, o, w, p, s, ph, eh, ia::timestamptz AT TIME ZONE 'UTC'
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[])
         AS t(id, code, seq, o, w, p, s, ph, eh, ia)`,
      ...Object.values(cols),
    );
  }
}
