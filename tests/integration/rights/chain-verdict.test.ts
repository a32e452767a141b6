// The public certificate check keeps the chain's verdict (lib/rights/chain-verdict.ts) instead of verifying
// the whole chain on every read: what it answers must still follow every change. Certificates issued after
// the verdict are checked and counted; an entry changed in the database (by this process, or by another
// connection, as someone with database access would) breaks the chain at that entry; putting it back heals it.
import { Client } from 'pg';
import { db } from '@/lib/platform/db';
import { cachesUsable } from '@/lib/platform/cache/notify';
import * as works from '@/app/api/rights/works/route';
import * as certificates from '@/app/api/rights/certificates/route';
import * as certificate from '@/app/api/rights/certificates/[code]/route';
import * as revoke from '@/app/api/rights/certificates/[code]/revoke/route';
import { call, createUser } from '../../helpers/api';

const work = {
  title: 'Harbour Lights',
  parties: [
    {
      name: 'Ines Moreau',
      role: 'CA',
      controlled: true,
      email: 'ines@test.local',
      shares: { performance: 10000, mechanical: 10000, sync: 10000 },
    },
  ],
};

/** Waits for the change feed, so reads use the kept verdict (until then every read verifies it all). */
async function cachesOn() {
  const end = Date.now() + 20_000;
  while (!cachesUsable() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  expect(cachesUsable()).toBe(true);
}

/** A write from another connection where there is one (the server), else through the app's own (PGlite). */
async function outside(sql: string, params: unknown[]) {
  if (!process.env.DATABASE_URL) return db.$executeRawUnsafe(sql, ...params);
  const c = new Client({ connectionString: process.env.DATABASE_URL });
  await c.connect();
  try {
    await c.query(sql, params);
  } finally {
    await c.end();
  }
}

async function until(code: string, want: Record<string, unknown>) {
  const end = Date.now() + 10_000;
  let last: Record<string, unknown> = {};
  while (Date.now() < end) {
    last = (await call(certificate.GET, { params: { code } })).json;
    if (Object.entries(want).every(([k, v]) => JSON.stringify(last[k]) === JSON.stringify(v))) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return last;
}

describe('the kept chain verdict', () => {
  it('follows appended, changed, restored and revoked entries', async () => {
    const artist = await createUser('artist', { name: 'Ines Moreau' });
    const admin = await createUser('admin');
    const workId = (await call(works.POST, { as: artist, body: work })).json.id as string;
    const issue = async () => (await call(certificates.POST, { as: artist, body: { workId } })).json.code as string;
    const codes = [await issue(), await issue()];
    await cachesOn();
    expect((await call(certificate.GET, { params: { code: codes[0] } })).json).toMatchObject({
      chainVerifies: true,
      chainLength: 2,
    });

    // Appended after the verdict: checked on their own and counted.
    codes.push(await issue(), await issue());
    expect((await call(certificate.GET, { params: { code: codes[3] } })).json).toMatchObject({
      chainVerifies: true,
      chainLength: 4,
      chainPosition: 4,
    });

    // A revocation is not a change of the entry.
    await call(revoke.POST, { as: admin, params: { code: codes[1] }, body: { reason: 'Disputed ownership' } });
    expect((await call(certificate.GET, { params: { code: codes[0] } })).json).toMatchObject({ chainVerifies: true });

    // Entry 2 changed by another connection: the chain breaks there, whichever certificate is read.
    const original = await db.copyrightCertificate.findUniqueOrThrow({ where: { code: codes[1] } });
    await outside(`UPDATE "CopyrightCertificate" SET payload = $1 WHERE code = $2`, [
      original.payload.replace('Ines Moreau', 'Someone Else'),
      codes[1],
    ]);
    expect(await until(codes[3], { chainVerifies: false })).toMatchObject({
      chainVerifies: false,
      chainProblem: { position: 2 },
    });
    // Put back: it verifies again.
    await outside(`UPDATE "CopyrightCertificate" SET payload = $1 WHERE code = $2`, [original.payload, codes[1]]);
    expect(await until(codes[3], { chainVerifies: true })).toMatchObject({ chainVerifies: true, chainLength: 4 });

    // An entry appended by another connection with a wrong link is caught too.
    const last = await db.copyrightCertificate.findUniqueOrThrow({ where: { code: codes[3] } });
    await outside(
      `INSERT INTO "CopyrightCertificate" (id, code, seq, "ownerId", payload, signature, "prevHash", "entryHash")
       VALUES ('forged', 'CC-FORGE-D0001', 5, $1, $2, $3, $4, $5)`,
      [artist.id, last.payload, last.signature, '0'.repeat(64), 'f'.repeat(64)],
    );
    expect(await until(codes[0], { chainVerifies: false })).toMatchObject({
      chainVerifies: false,
      chainProblem: { position: 5 },
    });
  });
});
