// POST /api/royalties/statements: streams the uploaded statement to storage (hashing it), unpacks a zip,
// detects the encoding and layout, checks the rates and duplicates, records the import and queues the job.
import { env } from '../../env';
import { createHash, randomUUID } from 'node:crypto';
import { rm, stat } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import Busboy from 'busboy';
import { db } from '../../db';
import { BadRequest, Conflict } from '../../errors';
import { parseWith } from '../../http';
import type { SessionUser } from '../../auth/session';
import { recordAudit } from '../../audit/service';
import { enqueue } from '../../jobs/queue';
import { currentBackend } from '../../storage/backend';
import { newTempPath, streamToTempFile } from '../../storage/temp-file';
import { formatBytes } from '../../storage/service';
import { statementFieldsSchema } from '../schema';
import { findMapping, savedLayouts, toSaved } from './mappings-service';
import { assertRates, planImport, ratesFor, sampleRecords } from './plan';
import {
  DELIMITERS,
  detectDelimiter,
  detectEncoding,
  extractZip,
  rawStream,
  readSample,
  sniffContainer,
  utf16WithoutBom,
  type Delimiter,
  type TextEncoding,
} from './text';
import { workbookToCsv } from './xlsx';

export const importStatementJob = {
  name: 'royalties.import-statement',
  options: { retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 3 * 60 * 60 },
};

function maxStatementBytes(): number {
  return Number(env().STATEMENT_MAX_BYTES ?? 2 * 1024 ** 3);
}

interface Received {
  fields: Record<string, string>;
  file?: { tempPath: string; name: string; size: number; sha256: string };
}

async function receive(req: Request): Promise<Received> {
  const type = req.headers.get('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) throw new BadRequest('Send the statement as multipart/form-data');
  if (!/;\s*boundary=/i.test(type)) throw new BadRequest('The form has no multipart boundary and could not be read.');
  if (!req.body) throw new BadRequest('The form is empty');
  const tempPath = await newTempPath();
  const fields: Record<string, string> = {};
  const out: Received = { fields };
  const max = maxStatementBytes();
  let failure: Error | undefined;
  let saving: Promise<void> | undefined;
  const bb = Busboy({
    headers: { 'content-type': type },
    limits: { fieldSize: 64 * 1024, fields: 20, files: 1, fileSize: max + 1 },
  });
  bb.on('field', (name, value) => (fields[name] = value));
  bb.on('file', (name, stream, info) => {
    stream.on('error', (err: Error) => (failure ??= new BadRequest(`The form could not be read: ${err.message}`)));
    if (name !== 'file') {
      failure ??= new BadRequest(`Unexpected file field "${name}"; send the statement as "file".`);
      stream.resume();
      return;
    }
    const hash = createHash('sha256');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _e, done) {
        size += chunk.length;
        if (size > max) return done(new BadRequest(`The statement is larger than the ${formatBytes(max)} limit.`));
        hash.update(chunk);
        done(null, chunk);
      },
    });
    saving = streamToTempFile(stream, meter, tempPath)
      .then(() => {
        out.file = { tempPath, name: info.filename || 'statement.csv', size, sha256: hash.digest('hex') };
      })
      .catch((err: Error) => {
        failure ??= err;
        stream.resume();
      });
  });
  await new Promise<void>((resolve, reject) => {
    bb.on('close', resolve);
    bb.on('error', (err) => reject(new BadRequest(`The form could not be read: ${(err as Error).message}`)));
    Readable.fromWeb(req.body as import('node:stream/web').ReadableStream)
      .on('error', () => reject(new BadRequest('The upload was interrupted before the form was complete.')))
      .pipe(bb);
  });
  await saving;
  if (failure) {
    if (out.file) await rm(out.file.tempPath, { force: true });
    throw failure;
  }
  return out;
}

/** Text, not a binary file: no NUL bytes at the start unless it is UTF-16 (by its BOM or its zero bytes). */
async function assertText(path: string, gzip: boolean) {
  const stream = rawStream(path, gzip);
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const head = chunk.subarray(0, 4096);
      const utf16 =
        (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff) || !!utf16WithoutBom(head);
      if (!utf16 && head.includes(0))
        throw new BadRequest(
          'The statement must be a CSV or TSV text file (optionally gzip- or zip-compressed) or an Excel workbook (.xlsx).',
        );
      return;
    }
  } catch (err) {
    if (err instanceof BadRequest) throw err;
    throw new BadRequest('The compressed statement could not be read.');
  } finally {
    (stream as NodeJS.ReadableStream & { destroy(): void }).destroy();
  }
}

export interface PreparedFile {
  path: string;
  gzip: boolean;
  name: string;
  encoding: TextEncoding;
  sample: string;
}

/** Unpacks (zip), checks it is text, detects the encoding and reads the first lines. */
async function prepareFile(tempPath: string, name: string, temps: string[]): Promise<PreparedFile> {
  const container = await sniffContainer(tempPath);
  let path = tempPath;
  let gzip = container === 'gzip';
  if (container === 'zip') {
    path = `${tempPath}.unzipped`;
    temps.push(path);
    const inner = await extractZip(tempPath, path);
    let workbook = inner.workbook ? tempPath : null;
    if (!inner.workbook) {
      gzip = inner.gzip;
      name = inner.name;
      if (/\.xlsx$/i.test(name)) workbook = path;
    }
    if (workbook) {
      // A spreadsheet: its detail sheet as CSV, read from here on like a CSV upload.
      const csv = `${tempPath}.csv`;
      temps.push(csv);
      const { sheet } = await workbookToCsv(workbook, csv);
      path = csv;
      name = `${name} (sheet "${sheet}")`;
    }
  }
  await assertText(path, gzip);
  const encoding = await detectEncoding(rawStream(path, gzip));
  const { text } = await readSample(rawStream(path, gzip), encoding);
  return { path, gzip, name, encoding, sample: text };
}

/** The queued, running or completed import of these bytes, if any (at most one: a partial unique index). */
export const activeImportOf = (sha256: string) =>
  db.statementImport.findFirst({
    where: { sha256, status: { in: ['queued', 'running', 'completed'] } },
    select: { id: true, createdAt: true, originalName: true, status: true },
  });

/** 409 naming the import of the same bytes that is on record. */
export function duplicateOf(dup: NonNullable<Awaited<ReturnType<typeof activeImportOf>>>) {
  return new Conflict(
    dup.status === 'completed'
      ? `This file was already imported (${dup.originalName}, ${dup.createdAt.toISOString().slice(0, 10)}, import ${dup.id}); the same statement cannot be imported twice.`
      : `This file is already being imported (import ${dup.id}).`,
  );
}

export async function createStatementImport(req: Request, actor: SessionUser) {
  const { fields, file } = await receive(req);
  const temps = file ? [file.tempPath] : [];
  try {
    if (!file) throw new BadRequest('Attach the statement file (CSV, TSV or .xlsx; gzip or zip accepted) as "file".');
    if (file.size === 0) throw new BadRequest('The statement file is empty.');
    const input = parseWith(statementFieldsSchema, fields, 'Invalid statement details');
    const chosen = input.mapping ? toSaved(await findMapping(input.mapping)) : null;
    const prepared = await prepareFile(file.tempPath, file.name, temps);
    const plan = planImport(prepared.sample, input, chosen, chosen ? [] : await savedLayouts());
    const rates = ratesFor(input, plan.currency);
    assertRates([...new Set([...plan.currencies, plan.currency])], rates);
    // Refused early when an import of these bytes is on record (no storage write); the unique index
    // on the active imports' sha256 decides a race between two uploads at the create below.
    const dup = await activeImportOf(file.sha256);
    if (dup) throw duplicateOf(dup);

    const backend = await currentBackend();
    const now = new Date();
    const key = `statements/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}${prepared.gzip ? '.txt.gz' : '.txt'}`;
    const size = (await stat(/*turbopackIgnore: true*/ prepared.path)).size;
    await backend.put(prepared.path, key, prepared.gzip ? 'application/gzip' : 'text/plain');
    let imp;
    try {
      imp = await db.$transaction(async (tx) => {
        const created = await tx.statementImport.create({
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
            originalName: file.name.slice(0, 255),
            storage: backend.name,
            storageKey: key,
            sizeBytes: BigInt(size),
            sha256: file.sha256,
            gzip: prepared.gzip,
            createdById: actor.id,
          },
        });
        await recordAudit({
          tx,
          actor: actor.id,
          action: 'statement.import',
          target: { type: 'StatementImport', id: created.id },
          detail: { store: created.store, period: created.period, file: created.originalName, layout: created.layout },
        });
        return created;
      });
    } catch (err) {
      await backend.remove(key).catch(() => undefined);
      if ((err as { code?: string }).code === 'P2002') {
        const winner = await activeImportOf(file.sha256);
        throw winner ? duplicateOf(winner) : new Conflict('This file is already being imported.');
      }
      throw err;
    }
    await enqueue(importStatementJob, { importId: imp.id });
    return { id: imp.id, status: imp.status, layout: imp.layout, layoutName: plan.layoutName };
  } finally {
    for (const t of temps) await rm(t, { force: true });
  }
}

/** The first 20 data rows of a file as read, with the detected layout if any (the mapping editor). */
export async function previewStatement(req: Request) {
  const { fields, file } = await receive(req);
  const temps = file ? [file.tempPath] : [];
  try {
    if (!file || file.size === 0) throw new BadRequest('Attach the statement file as "file".');
    const prepared = await prepareFile(file.tempPath, file.name, temps);
    const lines = prepared.sample.split(/\r?\n/, 30);
    const delimiter = DELIMITERS.includes(fields.delimiter as Delimiter)
      ? (fields.delimiter as Delimiter)
      : detectDelimiter(lines);
    const records = sampleRecords(prepared.sample, delimiter).slice(0, 21);
    let detected: { id: string; name: string } | null = null;
    try {
      const plan = planImport(prepared.sample, {}, null, await savedLayouts());
      detected = { id: plan.layout, name: plan.layoutName };
    } catch {
      detected = null;
    }
    return {
      name: prepared.name,
      encoding: prepared.encoding,
      delimiter,
      detected,
      header: records[0] ?? [],
      rows: records.slice(1, 21),
    };
  } finally {
    for (const t of temps) await rm(t, { force: true });
  }
}
