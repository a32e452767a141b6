// POST /api/royalties/statements: receives the upload (receive.ts), reads the statements it holds (prepare.ts:
// one, or one per entry of a zip archive), plans each (layout, rates), refuses duplicates, stores each
// statement as a file of its own and records all the imports in one transaction, then queues their jobs.
import { randomUUID } from 'node:crypto';
import { rm, stat } from 'node:fs/promises';
import { db } from '../../platform/db';
import { BadRequest, Conflict } from '../../platform/errors';
import { parseWith } from '../../platform/http/with-auth';
import type { SessionUser } from '../../platform/auth/session';
import { recordAudit } from '../../platform/audit';
import { enqueue } from '../../platform/jobs';
import { currentBackend } from '../../platform/storage/backend';
import { statementFieldsSchema } from '../schema';
import { findMapping, savedLayouts, toSaved } from './mappings-service';
import { tableOf } from './csv/header-row';
import { detectLayout } from './csv/layouts';
import { assertRates, planImport, ratesFor, sampleRecords } from './plan';
import { eachStatement, type PreparedFile } from './prepare';
import { receive } from './receive';
import { DELIMITERS, detectDelimiter, type Delimiter } from './text';

export const importStatementJob = {
  name: 'royalties.import-statement',
  options: { retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 3 * 60 * 60 },
};

const ACTIVE: ('queued' | 'running' | 'completed')[] = ['queued', 'running', 'completed'];
const onRecord = { id: true, createdAt: true, originalName: true, status: true, sha256: true } as const;

/** The queued, running or completed import of these bytes, if any (at most one: a partial unique index). */
export const activeImportOf = (sha256: string) =>
  db.statementImport.findFirst({ where: { sha256, status: { in: ACTIVE } }, select: onRecord });

/** 409 naming the import of the same bytes that is on record. */
export function duplicateOf(dup: NonNullable<Awaited<ReturnType<typeof activeImportOf>>>) {
  return new Conflict(
    dup.status === 'completed'
      ? `This file was already imported (${dup.originalName}, ${dup.createdAt.toISOString().slice(0, 10)}, import ${dup.id}); the same statement cannot be imported twice.`
      : `This file is already being imported (import ${dup.id}).`,
  );
}

/** The 409 for an upload whose statements (any of them) have an import on record, each named; null if none has. */
async function duplicatesOf(files: PreparedFile[], bundle: boolean): Promise<Conflict | null> {
  const found = await db.statementImport.findMany({
    where: { sha256: { in: files.map((f) => f.sha256) }, status: { in: ACTIVE } },
    select: onRecord,
  });
  if (found.length === 0) return null;
  if (!bundle) return duplicateOf(found[0]);
  const each = files.flatMap((f) => {
    const dup = found.find((d) => d.sha256 === f.sha256);
    return dup ? [`${f.entry}: ${duplicateOf(dup).message}`] : [];
  });
  const lead =
    files.length === 1
      ? ''
      : `${each.length} of the ${files.length} statements in the zip archive ${each.length === 1 ? 'is' : 'are'} already imported or being imported, so none was imported. `;
  return new Conflict(lead + each.join(' '));
}

/** Two entries of one bundle with the same bytes would be one statement imported twice. */
function assertDistinct(files: PreparedFile[]) {
  const seen = new Map<string, string>();
  for (const f of files) {
    const first = seen.get(f.sha256);
    if (first !== undefined)
      throw new BadRequest(
        `The zip archive holds the same statement twice: ${first} and ${f.entry} have the same content. Remove one and upload it again.`,
        [{ path: f.entry!, message: `same content as ${first}` }],
      );
    seen.set(f.sha256, f.entry!);
  }
}

/**
 * Records one import per statement of the upload (a zip archive of statements gives several), all or none.
 * The answer lists them as `imports`; an upload of one statement also carries that import's fields at the
 * top (`id`, `status`, `layout`, `layoutName`), as before bundles were read.
 */
export async function createStatementImport(req: Request, actor: SessionUser) {
  const { fields, file } = await receive(req);
  const temps = file ? [file.tempPath] : [];
  try {
    if (!file) throw new BadRequest('Attach the statement file (CSV, TSV or .xlsx; gzip or zip accepted) as "file".');
    if (file.size === 0) throw new BadRequest('The statement file is empty.');
    const input = parseWith(statementFieldsSchema, fields, 'Invalid statement details');
    const chosen = input.mapping ? toSaved(await findMapping(input.mapping)) : null;
    const saved = chosen ? [] : await savedLayouts();
    // Each statement is detected and checked exactly as a file uploaded alone.
    const {
      results: planned,
      ignored,
      bundle,
    } = await eachStatement(file, temps, (prepared) => {
      const plan = planImport(prepared.sample, input, chosen, saved);
      const rates = ratesFor(input, plan.currency);
      assertRates([...new Set([...plan.currencies, plan.currency])], rates);
      return { prepared, plan, rates };
    });
    const files = planned.map((p) => p.prepared);
    if (bundle) assertDistinct(files);
    // Refused early when an import of these bytes is on record (no storage write); the unique index on the
    // active imports' sha256 decides a race between two uploads at the creates below. A zip imported before
    // bundles were read was recorded under the archive's own sha256.
    const legacy = bundle ? await activeImportOf(file.sha256) : null;
    if (legacy) throw duplicateOf(legacy);
    const dup = await duplicatesOf(files, bundle);
    if (dup) throw dup;

    const backend = await currentBackend();
    const now = new Date();
    const folder = `statements/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const stored: string[] = [];
    let created;
    try {
      const put: { key: string; size: number }[] = [];
      for (const { prepared } of planned) {
        const key = `${folder}/${randomUUID()}${prepared.gzip ? '.txt.gz' : '.txt'}`;
        const size = (await stat(/*turbopackIgnore: true*/ prepared.path)).size;
        await backend.put(prepared.path, key, prepared.gzip ? 'application/gzip' : 'text/plain');
        stored.push(key);
        put.push({ key, size });
      }
      created = await db.$transaction(async (tx) => {
        const rows = [];
        for (const [i, { prepared, plan, rates }] of planned.entries()) {
          const row = await tx.statementImport.create({
            data: {
              store: plan.store.slice(0, 100),
              period: plan.period,
              currency: plan.currency,
              exchangeRate: rates[plan.currency],
              rates,
              layout: plan.layout,
              encoding: prepared.encoding,
              delimiter: plan.delimiter,
              mappingId: plan.mappingId,
              originalName: (bundle ? `${file.name}/${prepared.entry}` : file.name).slice(0, 255),
              storage: backend.name,
              storageKey: put[i].key,
              sizeBytes: BigInt(put[i].size),
              sha256: prepared.sha256,
              gzip: prepared.gzip,
              createdById: actor.id,
            },
          });
          await recordAudit({
            tx,
            actor: actor.id,
            action: 'statement.import',
            target: { type: 'StatementImport', id: row.id },
            detail: {
              store: row.store,
              period: row.period,
              file: row.originalName,
              layout: row.layout,
              ...(bundle ? { bundle: file.name, of: planned.length } : {}),
            },
          });
          rows.push({ ...row, layoutName: plan.layoutName });
        }
        return rows;
      });
    } catch (err) {
      for (const key of stored) await backend.remove(key).catch(() => undefined);
      if ((err as { code?: string }).code === 'P2002')
        throw (await duplicatesOf(files, bundle)) ?? new Conflict('This file is already being imported.');
      throw err;
    }
    for (const imp of created) await enqueue(importStatementJob, { importId: imp.id });
    const imports = created.map((imp) => ({
      id: imp.id,
      status: imp.status,
      layout: imp.layout,
      layoutName: imp.layoutName,
      originalName: imp.originalName,
      store: imp.store,
      period: imp.period,
      currency: imp.currency,
    }));
    const [one] = imports;
    return {
      ...(imports.length === 1
        ? { id: one.id, status: one.status, layout: one.layout, layoutName: one.layoutName }
        : {}),
      imports,
      ignored,
    };
  } finally {
    for (const t of temps) await rm(t, { force: true });
  }
}

/**
 * The first 20 data rows of a file as read, with the detected layout if any (the mapping editor). Of a zip
 * archive of statements, the entry named by the `entry` field, else its first; `entries` lists them all.
 * `header` is the record at `headerRow` (0-based): a known layout's header as the import finds it, else the
 * row header-row.ts takes for one; the title rows above it are returned as `preamble`, and the import
 * skips them as well (a saved mapping's header is looked for in the same first 20 records).
 */
export async function previewStatement(req: Request) {
  const { fields, file } = await receive(req);
  const temps = file ? [file.tempPath] : [];
  try {
    if (!file || file.size === 0) throw new BadRequest('Attach the statement file as "file".');
    const saved = await savedLayouts();
    const { results, entries } = await eachStatement(
      file,
      temps,
      (prepared) => {
        const lines = prepared.sample.split(/\r?\n/, 30);
        let detected: { id: string; name: string } | null = null;
        let known: { delimiter: Delimiter; records: string[][]; headerRow: number } | null = null;
        try {
          const plan = planImport(prepared.sample, {}, null, saved);
          detected = { id: plan.layout, name: plan.layoutName };
          const found = detectLayout(plan.records, saved);
          known = {
            delimiter: plan.delimiter,
            records: plan.records,
            headerRow: found?.kind === 'preset' ? found.headerRow : 0,
          };
        } catch {
          detected = null;
        }
        const given = DELIMITERS.includes(fields.delimiter as Delimiter) ? (fields.delimiter as Delimiter) : null;
        // The import's own delimiter and header when it found a layout (a title line may hold another
        // delimiter); else the header is looked for past the title rows, with each delimiter.
        const table =
          known && (!given || given === known.delimiter)
            ? known
            : tableOf((d) => sampleRecords(prepared.sample, d), given ?? detectDelimiter(lines), given !== null);
        const { records, headerRow } = table;
        return {
          name: prepared.entry ? `${file.name}/${prepared.name}` : prepared.name,
          entry: prepared.entry,
          encoding: prepared.encoding,
          delimiter: table.delimiter,
          detected,
          headerRow,
          preamble: records.slice(0, headerRow),
          header: records[headerRow] ?? [],
          rows: records.slice(headerRow + 1, headerRow + 21),
        };
      },
      { entry: fields.entry || undefined },
    );
    return { ...results[0], entries };
  } finally {
    for (const t of temps) await rm(t, { force: true });
  }
}
