// A stored statement's records, handed to the import one at a time as the parser makes them. The file is
// fed to csv-parse a chunk at a time and each record goes to `onRecord` synchronously, as it is parsed:
// nothing holds a chunk's records while they wait for an async iterator (they outlived V8's young
// generation and were copied by every collection), and no promise is made per record. The import's
// database work (`between`) runs between chunks. DDEX DSR files go through their own line reader.
import { Transform, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse';
import { backendFor } from '../../../platform/storage/backend';
import { forEachDsrRecord } from '../dsr/reader';
import { csvOptions } from '../plan';
import type { OnLine } from './row';
import { decoder, type TextEncoding } from '../text';

export interface StoredStatement {
  storage: string;
  storageKey: string;
  gzip: boolean;
  encoding: string;
  delimiter: string;
  layout: string;
}

/** The stored statement as text bytes (or strings, for the encodings decoded here); `onBytes` sees the stored bytes. */
export async function openText(imp: StoredStatement, onBytes: (n: number) => void): Promise<Readable> {
  const source = await (await backendFor(imp.storage)).open(imp.storageKey);
  const counter = new Transform({
    transform(chunk: Buffer, _e, done) {
      onBytes(chunk.length);
      done(null, chunk);
    },
  });
  source.on('error', (e) => counter.destroy(e));
  let stream: Readable = source.pipe(counter);
  if (imp.gzip) stream = forward(stream, createGunzip());
  // csv-parse reads bytes as UTF-8 itself (and drops the BOM): only other encodings are decoded first.
  if (imp.encoding !== 'utf-8') stream = forward(stream, decoder(imp.encoding as TextEncoding));
  return stream;
}

/** `from` piped into `to`, with an error of `from` ending `to` (pipe alone leaves it waiting). */
function forward(from: Readable, to: Transform): Readable {
  from.on('error', (e) => to.destroy(e));
  return from.pipe(to);
}

/** Records read between two calls of `between` in a DSR file (its reader hands over one record at a time) */
const DSR_RECORDS_BETWEEN = 1_024;

/**
 * Reads every record of a statement's text (openText): `onRecord` synchronously for each, in order;
 * `between` after each chunk of the file, where the caller writes and waits; `onEmptyLine` for each
 * empty line of a DSR file, which is no record; `onLine` offered each line of a DSR file before it is
 * split, which it may take whole (Interpreter.quick). The first error
 * `onRecord` throws stops the reading and is thrown from here. The import benchmark's bare parse is
 * this with an `onRecord` that only counts (bench/royalties-import.ts).
 */
export async function forEachRecord(
  text: Readable,
  layout: string,
  delimiter: string,
  onRecord: (rec: string[]) => void,
  between: () => Promise<void>,
  onEmptyLine?: () => void,
  onLine?: OnLine,
): Promise<void> {
  // DSR records are lines of cells of varying widths, which csv-parse reads slowly (dsr/reader.ts).
  if (layout === 'ddex-dsr')
    return forEachDsrRecord(text, delimiter, onRecord, DSR_RECORDS_BETWEEN, between, onEmptyLine, onLine);
  let failed: unknown;
  const parser = parse(csvOptions(delimiter));
  parser.on('error', (e) => (failed ??= e));
  // Flowing mode: each record is emitted as it is parsed, none is buffered.
  parser.on('data', (rec: string[]) => {
    if (failed !== undefined) return;
    try {
      onRecord(rec);
    } catch (e) {
      failed = e;
    }
  });
  try {
    for await (const chunk of text) {
      parser.write(chunk);
      if (failed !== undefined) throw failed;
      await between();
    }
    parser.end();
    await finished(parser);
    if (failed !== undefined) throw failed;
  } finally {
    text.destroy();
    parser.destroy();
  }
}
