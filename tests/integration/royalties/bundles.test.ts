// A zip archive of several statements (Apple's "download all", a distributor's monthly per-store files):
// one import per statement, each detected and checked as if uploaded alone, all created or none.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { db } from '@/lib/platform/db';
import * as statementRoute from '@/app/api/royalties/statements/[id]/route';
import * as retryRoute from '@/app/api/royalties/statements/[id]/retry/route';
import * as previewRoute from '@/app/api/royalties/statements/preview/route';
import * as mappingsRoute from '@/app/api/royalties/mappings/route';
import { uploadRoot } from '@/lib/platform/storage/backend';
import { runStatementImport } from '@/lib/royalties/import/run';
import { call } from '../../helpers/api';
import { catalog, createUser, fixture, upload } from '../../helpers/statement-fixtures';
import { zipOf } from '../../helpers/zip';

jest.setTimeout(120_000);

beforeAll(() => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
});

type Rel = Awaited<ReturnType<typeof catalog>>;
const sha = (b: string | Buffer) => createHash('sha256').update(b).digest('hex');
const importsOf = (...contents: (string | Buffer)[]) =>
  db.statementImport.count({ where: { sha256: { in: contents.map(sha) } } });

/** Three statements of three presets as a distributor bundles them, with what macOS and a summary add. */
function bundle(rel: Rel) {
  const distrokid = fixture('distrokid.tsv', rel);
  const symphonic = gzipSync(Buffer.from(fixture('symphonic.csv', rel)));
  const apple = fixture('apple-financial.txt', rel);
  return {
    files: { distrokid, symphonic, apple },
    zip: zipOf({
      'June 2025/': '',
      'June 2025/distrokid.tsv': distrokid,
      'June 2025/symphonic.csv.gz': symphonic,
      'June 2025/apple/80012345_0625_US.txt': apple,
      'June 2025/summary.pdf': '%PDF-1.4 not a statement',
      '__MACOSX/June 2025/._distrokid.tsv': 'resource fork',
      'June 2025/.DS_Store': 'finder',
    }),
  };
}

describe('a zip archive of several statements', () => {
  it('creates one import per statement, each stored as its own file, completing with its own totals; each retried on its own', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const { files, zip } = bundle(rel);
    const res = await upload(admin, await zip, {}, 'june.zip');
    expect(res.status).toBe(202);
    // Several imports: no single-import fields at the top, so an old client cannot follow one of them alone.
    expect(res.json.id).toBeUndefined();
    expect(res.json.ignored).toEqual(['June 2025/summary.pdf']);
    expect(res.json.imports).toEqual([
      expect.objectContaining({
        layout: 'distrokid',
        originalName: 'june.zip/June 2025/distrokid.tsv',
        status: 'queued',
      }),
      expect.objectContaining({ layout: 'symphonic', originalName: 'june.zip/June 2025/symphonic.csv.gz' }),
      expect.objectContaining({ layout: 'apple', originalName: 'june.zip/June 2025/apple/80012345_0625_US.txt' }),
    ]);
    const ids = (res.json.imports as { id: string }[]).map((i) => i.id);
    for (const id of ids) await runStatementImport(id);
    const views = await Promise.all(
      ids.map(async (id) => (await call(statementRoute.GET, { as: admin, params: { id } })).json),
    );
    expect(views.map((v) => [v.status, v.totalUsdCents])).toEqual([
      ['completed', 1249],
      ['completed', 1485],
      ['completed', 840],
    ]);
    // Each statement's own bytes: stored as a file of its own (the gzip entry as gzip), keyed by its own sha256.
    const stored = await db.statementImport.findMany({ where: { id: { in: ids } }, orderBy: { originalName: 'asc' } });
    expect(stored.map((s) => s.sha256).sort()).toEqual([files.distrokid, files.symphonic, files.apple].map(sha).sort());
    const dk = stored.find((s) => s.layout === 'distrokid')!;
    expect(await readFile(path.join(uploadRoot(), dk.storageKey), 'utf8')).toBe(files.distrokid);
    expect(stored.find((s) => s.layout === 'symphonic')!.gzip).toBe(true);

    // An entry whose import fails is run again from its own file, beside the others.
    const bad = `isrc,net_amount\n${rel.tracks[0].isrc},oops\n`;
    const good = `isrc,net_amount\n${rel.tracks[1].isrc},2.00\n`;
    const second = await upload(admin, await zipOf({ 'bad.csv': bad, 'good.csv': good }), {}, 'july.zip');
    expect(second.status).toBe(202);
    const [badId, goodId] = (second.json.imports as { id: string }[]).map((i) => i.id);
    await runStatementImport(badId);
    await runStatementImport(goodId);
    expect((await call(statementRoute.GET, { as: admin, params: { id: goodId } })).json.status).toBe('completed');
    const retried = await call(retryRoute.POST, { as: admin, params: { id: badId } });
    expect(retried.status).toBe(202);
    await runStatementImport(badId);
    expect((await call(statementRoute.GET, { as: admin, params: { id: badId } })).json).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/^Row 2: net_amount "oops" is not a number/),
    });
  });

  it('an entry of unknown layout or without its exchange rate refuses the whole upload with 400 naming it, and creates nothing', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const distrokid = fixture('distrokid.tsv', rel);
    const unknown = fixture('unknown-layout.csv', rel);
    const tunecore = fixture('tunecore.csv', rel);
    const res = await upload(admin, await zipOf({ 'distrokid.tsv': distrokid, 'qobuz/fr.csv': unknown }), {}, 'a.zip');
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(
      /^1 of the 2 statements in the zip archive cannot be imported, so none was imported\. qobuz\/fr\.csv: The layout of this file is unknown/,
    );
    expect(res.json.issues).toEqual([
      { path: 'qobuz/fr.csv', message: expect.stringMatching(/^The layout of this file is unknown/) },
    ]);
    // Every refused entry is named at once: here a missing rate too.
    const both = await upload(admin, await zipOf({ 'fr.csv': unknown, 'tc.csv': tunecore, 'dk.tsv': distrokid }));
    expect(both.status).toBe(400);
    expect(both.json.error).toMatch(
      /^2 of the 3 statements .* fr\.csv: The layout .* tc\.csv: No exchange rate for EUR/,
    );
    expect(await importsOf(distrokid, unknown, tunecore)).toBe(0);
    // With the rate, the same archive is still refused for the entry of unknown layout: nothing half-imported.
    const rated = await upload(admin, await zipOf({ 'tc.csv': tunecore, 'fr.csv': unknown }), { rates: '{"EUR":1.1}' });
    expect(rated.status).toBe(400);
    expect(rated.json.error).toMatch(/fr\.csv: The layout of this file is unknown/);
    expect(await importsOf(distrokid, unknown, tunecore)).toBe(0);
    // The same statement twice in one archive would be imported twice.
    const twice = await upload(admin, await zipOf({ 'a/dk.tsv': distrokid, 'b/dk.tsv': distrokid }));
    expect(twice.status).toBe(400);
    expect(twice.json.error).toMatch(/holds the same statement twice: a\/dk\.tsv and b\/dk\.tsv/);
    expect(await importsOf(distrokid)).toBe(0);
  });

  it('an archive holding a statement already imported answers 409 naming it and creates none', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const distrokid = fixture('distrokid.tsv', rel);
    const symphonic = fixture('symphonic.csv', rel);
    const alone = await upload(admin, distrokid, {}, 'distrokid.tsv');
    expect(alone.status).toBe(202);
    await runStatementImport(alone.json.id);
    const res = await upload(admin, await zipOf({ 'sym.csv': symphonic, 'dk/june.tsv': distrokid }), {}, 'june.zip');
    expect(res.status).toBe(409);
    expect(res.json.error).toMatch(
      new RegExp(
        `^1 of the 2 statements in the zip archive is already imported or being imported, so none was imported\\. dk/june\\.tsv: This file was already imported \\(distrokid\\.tsv, \\d{4}-\\d\\d-\\d\\d, import ${alone.json.id}\\)`,
      ),
    );
    expect(await importsOf(symphonic)).toBe(0);
    expect(await importsOf(distrokid)).toBe(1);

    // A zip of one statement keeps the single-import answer; the statement inside is the file on record, so
    // the statement uploaded alone afterwards is the same file.
    const one = await upload(admin, await zipOf({ 'sym.csv': symphonic }), {}, 'sym.zip');
    expect(one.status).toBe(202);
    expect(one.json).toMatchObject({
      id: expect.any(String),
      status: 'queued',
      layout: 'symphonic',
      layoutName: 'Symphonic',
    });
    expect(one.json.imports).toEqual([expect.objectContaining({ id: one.json.id })]);
    const again = await upload(admin, symphonic, {}, 'sym.csv');
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(`This file is already being imported (import ${one.json.id}).`);
    // A zip recorded under the archive's own sha256 (as before bundles were read) is still refused.
    const legacyZip = await zipOf({ 'legacy.csv': `isrc,net_amount\n${rel.tracks[0].isrc},3.00\n` });
    const first = await upload(admin, legacyZip, {}, 'legacy.zip');
    await db.statementImport.update({ where: { id: first.json.id }, data: { sha256: sha(legacyZip) } });
    const legacy = await upload(admin, legacyZip, {}, 'legacy.zip');
    expect(legacy.status).toBe(409);
    expect(legacy.json.error).toBe(`This file is already being imported (import ${first.json.id}).`);
  });

  it('the same archive sent four times at once, and two archives sharing a statement at once: each statement imported once, each upload all or nothing', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const a = `isrc,net_amount,track_title\n${rel.tracks[0].isrc},1.00,A\n`;
    const b = `isrc,net_amount,track_title\n${rel.tracks[1].isrc},2.00,B\n`;
    const zip = await zipOf({ 'a.csv': a, 'b.csv': b });
    const sent = await Promise.all([1, 2, 3, 4].map(() => upload(admin, zip, {}, 'ab.zip')));
    expect(sent.map((r) => r.status).sort()).toEqual([202, 409, 409, 409]);
    expect(sent.find((r) => r.status === 202)!.json.imports).toHaveLength(2);
    expect(await importsOf(a)).toBe(1);
    expect(await importsOf(b)).toBe(1);

    const shared = `isrc,net_amount,track_title\n${rel.tracks[0].isrc},4.00,Shared\n`;
    const own1 = `isrc,net_amount,track_title\n${rel.tracks[0].isrc},5.00,One\n`;
    const own2 = `isrc,net_amount,track_title\n${rel.tracks[0].isrc},6.00,Two\n`;
    const [r1, r2] = await Promise.all([
      upload(admin, await zipOf({ 'shared.csv': shared, 'one.csv': own1 }), {}, 'one.zip'),
      upload(admin, await zipOf({ 'two.csv': own2, 'shared.csv': shared }), {}, 'two.zip'),
    ]);
    expect([r1.status, r2.status].sort()).toEqual([202, 409]);
    const lost = r1.status === 409 ? r1 : r2;
    expect(lost.json.error).toMatch(/shared\.csv: This file is already being imported/);
    expect(await importsOf(shared)).toBe(1);
    // The loser's own statement was not created: its upload was refused as a whole.
    expect(await importsOf(r1.status === 409 ? own1 : own2)).toBe(0);
    expect(await importsOf(r1.status === 409 ? own2 : own1)).toBe(1);
  });

  it('an entry of unknown layout is previewed by name, mapped, and the archive then imports with every entry recognised', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Details');
    sheet.addRow(['sale_period', 'isrc', 'net_amount']);
    sheet.addRow(['2025-06', rel.tracks[1].isrc, 1.25]);
    const zip = await zipOf({
      'dk.tsv': fixture('distrokid.tsv', rel),
      'qobuz.csv': Buffer.from(fixture('unknown-layout.csv', rel), 'latin1'),
      'shop.xlsx': Buffer.from(await wb.xlsx.writeBuffer()),
    });
    const refused = await upload(admin, zip, {}, 'bundle.zip');
    expect(refused.status).toBe(400);
    expect(refused.json.issues.map((i: { path: string }) => i.path)).toEqual(['qobuz.csv']);
    const form = new FormData();
    form.append('entry', 'qobuz.csv');
    form.append('file', new Blob([new Uint8Array(zip)]), 'bundle.zip');
    const preview = await call(previewRoute.POST, { as: admin, rawBody: form });
    expect(preview.status).toBe(200);
    expect(preview.json).toMatchObject({
      name: 'bundle.zip/qobuz.csv',
      entry: 'qobuz.csv',
      encoding: 'windows-1252',
      detected: null,
      entries: ['dk.tsv', 'qobuz.csv', 'shop.xlsx'],
    });
    expect(preview.json.header).toContain('Montant net');
    const saved = await call(mappingsRoute.POST, {
      as: admin,
      body: {
        name: `Qobuz bundle ${Date.now()}`,
        store: 'Qobuz',
        columns: { sale_period: 'Période', isrc: 'Code ISRC', track_title: 'Titre', net_amount: 'Montant net' },
      },
    });
    expect(saved.status).toBe(201);
    const res = await upload(admin, zip, {}, 'bundle.zip');
    expect(res.status).toBe(202);
    expect((res.json.imports as { layout: string }[]).map((i) => i.layout)).toEqual([
      'distrokid',
      expect.stringMatching(/^mapping:Qobuz bundle /),
      'default',
    ]);
    for (const { id } of res.json.imports as { id: string }[]) await runStatementImport(id);
    const done = await db.statementImport.findMany({
      where: { id: { in: res.json.imports.map((i: { id: string }) => i.id) } },
    });
    expect(done.map((d) => d.status)).toEqual(['completed', 'completed', 'completed']);
  });
});
