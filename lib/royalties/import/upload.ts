// POST /api/royalties/statements: streams the uploaded statement to storage (hashing it), checks the
// fields, the mapping against the header row and duplicates, records the import and queues the job.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import Busboy from 'busboy';
import { parse } from 'csv-parse';
import { db } from '../../db';
import { BadRequest, Conflict } from '../../errors';
import { parseWith } from '../../http';
import type { SessionUser } from '../../auth/session';
import { recordAudit } from '../../audit/service';
import { enqueue } from '../../jobs/queue';
import { currentBackend, uploadRoot } from '../../storage/backend';
import { formatBytes } from '../../storage/service';
import { statementFieldsSchema } from '../schema';
import { indexColumns } from './mapping';
import { findMapping, toResolved } from './mappings-service';

export const importStatementJob = {
  name: 'royalties.import-statement',
  options: { retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 3 * 60 * 60 },
};

function maxStatementBytes(): number {
  return Number(process.env.STATEMENT_MAX_BYTES ?? 2 * 1024 ** 3);
}

interface Received {
  fields: Record<string, string>;
  file?: { tempPath: string; name: string; size: number; sha256: string };
}

async function receive(req: Request): Promise<Received> {
  const type = req.headers.get('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) throw new BadRequest('Send the statement as multipart/form-data');
  if (!req.body) throw new BadRequest('The form is empty');
  const tmpDir = path.join(uploadRoot(), 'tmp');
  await mkdir(tmpDir, { recursive: true });
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
    if (name !== 'file') {
      failure ??= new BadRequest(`Unexpected file field "${name}"; send the statement as "file".`);
      stream.resume();
      return;
    }
    const tempPath = path.join(tmpDir, randomUUID());
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
    saving = pipeline(stream, meter, createWriteStream(tempPath))
      .then(() => {
        out.file = { tempPath, name: info.filename || 'statement.csv', size, sha256: hash.digest('hex') };
      })
      .catch(async (err: Error) => {
        failure ??= err;
        stream.resume();
        await rm(tempPath, { force: true });
      });
  });
  await new Promise<void>((resolve, reject) => {
    bb.on('close', resolve);
    bb.on('error', (err) => reject(new BadRequest(`The form could not be read: ${(err as Error).message}`)));
    Readable.fromWeb(req.body as import('node:stream/web').ReadableStream)
      .on('error', reject)
      .pipe(bb);
  });
  await saving;
  if (failure) {
    if (out.file) await rm(out.file.tempPath, { force: true });
    throw failure;
  }
  return out;
}

/** gzip by its magic bytes; anything else must look like text (no NUL bytes at the start). */
async function detectFormat(tempPath: string): Promise<{ gzip: boolean }> {
  const fh = await open(tempPath, 'r');
  try {
    const { buffer, bytesRead } = await fh.read(Buffer.alloc(4096), 0, 4096, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head[0] === 0x1f && head[1] === 0x8b) return { gzip: true };
    if (head.includes(0))
      throw new BadRequest('The statement must be a CSV or TSV text file (optionally gzip-compressed).');
    return { gzip: false };
  } finally {
    await fh.close();
  }
}

async function readHeader(tempPath: string, gzip: boolean, delimiter: string): Promise<string[]> {
  let src: NodeJS.ReadableStream = createReadStream(tempPath);
  if (gzip) src = src.pipe(createGunzip());
  const parser = parse({
    bom: true,
    delimiter,
    to: 1,
    relax_column_count: true,
    skip_empty_lines: true,
    quote: delimiter === '\t' ? null : '"',
  });
  src.on('error', (e) => parser.destroy(e));
  try {
    for await (const rec of src.pipe(parser) as AsyncIterable<string[]>) return rec;
  } catch (err) {
    throw new BadRequest(
      `The statement could not be read as ${gzip ? 'gzip-compressed ' : ''}CSV: ${(err as Error).message}`,
    );
  }
  throw new BadRequest('The file is empty: it has no header row.');
}

export async function createStatementImport(req: Request, actor: SessionUser) {
  const { fields, file } = await receive(req);
  try {
    if (!file) throw new BadRequest('Attach the statement file (CSV or TSV, gzip accepted) as "file".');
    if (file.size === 0) throw new BadRequest('The statement file is empty.');
    const input = parseWith(statementFieldsSchema, fields, 'Invalid statement details');
    const mappingRow = await findMapping(input.mapping);
    const mapping = toResolved(mappingRow);
    const { gzip } = await detectFormat(file.tempPath);
    indexColumns(await readHeader(file.tempPath, gzip, mapping.delimiter), mapping);
    const dup = await db.statementImport.findUnique({
      where: { sha256: file.sha256 },
      select: { id: true, createdAt: true, originalName: true },
    });
    if (dup)
      throw new Conflict(
        `This file was already imported (${dup.originalName}, ${dup.createdAt.toISOString().slice(0, 10)}, import ${dup.id}); the same statement cannot be imported twice.`,
      );

    const backend = await currentBackend();
    const now = new Date();
    const key = `statements/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}${gzip ? '.csv.gz' : '.csv'}`;
    await backend.put(file.tempPath, key, gzip ? 'application/gzip' : 'text/csv');
    let imp;
    try {
      imp = await db.statementImport.create({
        data: {
          store: input.store,
          period: input.period,
          currency: input.currency,
          exchangeRate: input.exchangeRate,
          mappingId: mappingRow?.id ?? null,
          originalName: file.name.slice(0, 255),
          storage: backend.name,
          storageKey: key,
          sizeBytes: BigInt(file.size),
          sha256: file.sha256,
          gzip,
          createdById: actor.id,
        },
      });
    } catch (err) {
      await backend.remove(key).catch(() => undefined);
      if ((err as { code?: string }).code === 'P2002')
        throw new Conflict('This file was already imported; the same statement cannot be imported twice.');
      throw err;
    }
    await recordAudit(actor.id, 'statement.import', 'StatementImport', imp.id, {
      store: imp.store,
      period: imp.period,
      file: imp.originalName,
    });
    await enqueue(importStatementJob, { importId: imp.id });
    return { id: imp.id, status: imp.status };
  } finally {
    if (file) await rm(file.tempPath, { force: true });
  }
}
