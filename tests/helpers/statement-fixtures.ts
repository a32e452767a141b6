// Statement fixtures (tests/fixtures/statements): the published layouts of stores and distributors,
// with {{ISRC1}}, {{ISRC2}}, {{UPC}} filled in with a test release's codes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { db } from '@/lib/platform/db';
import * as statementsRoute from '@/app/api/royalties/statements/route';
import * as statementRoute from '@/app/api/royalties/statements/[id]/route';
import { runStatementImport } from '@/lib/royalties/import/run';
import { call, createUser, type CallOptions } from './api';
import { releaseWithTracks } from './royalties';

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'statements');

export async function catalog(ownerId: string, status: 'distributed' | 'draft' | 'taken_down' = 'distributed') {
  const upc = `0${String(Date.now()).slice(-9)}${String(Math.floor(Math.random() * 900) + 100)}`.slice(0, 13);
  const rel = await releaseWithTracks(ownerId, 2, { upc });
  if (status !== 'distributed') await db.release.update({ where: { id: rel.id }, data: { status } });
  return rel;
}

export function fixture(name: string, rel: { upc: string | null; tracks: { isrc: string | null }[] }): string {
  const [a, b] = rel.tracks.map((t) => t.isrc!);
  return readFileSync(path.join(FIXTURES, name), 'utf8')
    .replaceAll('{{ISRC1_DASHED}}', `${a.slice(0, 2)}-${a.slice(2, 5)}-${a.slice(5, 7)}-${a.slice(7)}`)
    .replaceAll('{{ISRC2_LOWER}}', b.toLowerCase())
    .replaceAll('{{ISRC1}}', a)
    .replaceAll('{{ISRC2}}', b)
    .replaceAll('{{UPC}}', rel.upc ?? '');
}

export function upload(
  admin: CallOptions['as'],
  content: string | Buffer,
  fields: Record<string, string> = {},
  name = 'statement.csv',
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([typeof content === 'string' ? Buffer.from(content) : new Uint8Array(content)]), name);
  return call(statementsRoute.POST, { as: admin, rawBody: form });
}

/** Uploads with only the file (plus the given overrides) and runs the job; the finished import. */
export async function importFile(
  admin: Parameters<typeof upload>[0],
  content: string | Buffer,
  fields: Record<string, string> = {},
  name?: string,
) {
  const res = await upload(admin, content, fields, name);
  if (res.status !== 202) throw new Error(`upload failed: ${res.status} ${res.text}`);
  await runStatementImport(res.json.id);
  const imp = await db.statementImport.findUniqueOrThrow({ where: { id: res.json.id } });
  return { ...imp, summary: imp.summary as Record<string, unknown> & { allocatedCents: number } };
}

/** Every import: rows accounted for, allocations equal to the matched total, breakdowns equal to the total. */
export async function expectBalanced(imp: Awaited<ReturnType<typeof importFile>>) {
  expect(imp.status).toBe('completed');
  expect(imp.rowsRead).toBe(imp.matchedRows + imp.unmatchedRows + imp.skippedRows);
  const s = imp.summary as {
    allocatedCents: number;
    matchedUsdCents: number;
    unmatchedUsdCents: number;
    totalUsdCents: number;
    byStore: Record<string, number>;
    byMonth: Record<string, number>;
  };
  const allocated =
    (await db.earningAllocation.aggregate({ where: { importId: imp.id }, _sum: { amountCents: true } }))._sum
      .amountCents ?? 0;
  expect(allocated).toBe(s.allocatedCents);
  expect(s.allocatedCents).toBe(s.matchedUsdCents);
  expect(s.matchedUsdCents + s.unmatchedUsdCents).toBe(s.totalUsdCents);
  // The revenue read adds up: matched + unmatched + refused (rows skipped by rule).
  const { readUsdCents, refusedUsdCents } = imp.summary;
  expect(s.matchedUsdCents + s.unmatchedUsdCents + Number(refusedUsdCents)).toBe(readUsdCents);
  const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);
  expect(sum(s.byStore)).toBe(s.totalUsdCents);
  expect(sum(s.byMonth)).toBe(s.totalUsdCents);
}

/** Uploads a file that should fail and returns the error its import shows. */
export async function failedWith(admin: Awaited<ReturnType<typeof createUser>>, text: string, rates?: string) {
  const res = await upload(admin, text, rates ? { rates } : {});
  expect(res.status).toBe(202);
  await runStatementImport(res.json.id);
  const view = await call(statementRoute.GET, { as: admin, params: { id: res.json.id } });
  expect(view.json.status).toBe('failed');
  return view.json.error as string;
}

export { createUser };

/** Uploads a file whose own figures disagree and returns the discrepancy its held import shows. */
export async function heldWith(admin: Awaited<ReturnType<typeof createUser>>, text: string, rates?: string) {
  const res = await upload(admin, text, rates ? { rates } : {});
  expect(res.status).toBe(202);
  await runStatementImport(res.json.id);
  const view = await call(statementRoute.GET, { as: admin, params: { id: res.json.id } });
  expect(view.json.status).toBe('held');
  expect(view.json.discrepancy).toBe(view.json.error);
  return view.json.discrepancy as string;
}
