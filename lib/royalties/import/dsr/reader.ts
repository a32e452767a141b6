// DDEX DSR flat files read line by line rather than through csv-parse's stream. Every DSR usage record
// is narrower than the HEAD record, and csv-parse builds an error object (a stack trace and a JSON copy
// of the record) for each record whose width differs from the first one's, even when told to accept it:
// at 1,000,000 rows that was most of the import's time and +150 MB of heap (docs/performance.md).
// DSR records are one line each, cells split by the delimiter; a line holding a double quote is read by
// csv-parse alone, with the same options as every other statement, so quoted cells read as before.
import { parse } from 'csv-parse/sync';
import { BadRequest } from '../../../platform/errors';
import { csvOptions } from '../plan';
import type { OnLine } from '../csv/row';

/** The cells of one line (its CR dropped); null for an empty line, which csv-parse skips too. */
function cells(line: string, delimiter: string, lineNo: number): string[] | null {
  if (line.charCodeAt(line.length - 1) === 13) line = line.slice(0, -1);
  return lineCells(line, delimiter, lineNo);
}

/** The cells of one line without its line break. */
function lineCells(line: string, delimiter: string, lineNo: number): string[] | null {
  if (line === '') return null;
  if (!line.includes('"')) return line.split(delimiter);
  let recs: string[][];
  try {
    recs = parse(line, csvOptions(delimiter)) as string[][];
  } catch {
    recs = [];
  }
  if (recs.length !== 1)
    throw new BadRequest(`Line ${lineNo}: a quoted cell is not closed on its line; DSR records are one line each.`);
  return recs[0];
}

/** The line terminator at the first line break: CR alone, else LF; undefined until one is seen. */
function lineEnd(text: string): '\n' | '\r' | undefined {
  const cr = text.indexOf('\r');
  const lf = text.indexOf('\n');
  if (cr === -1 || (lf !== -1 && lf < cr)) return lf === -1 ? undefined : '\n';
  if (cr === text.length - 1) return undefined;
  return text.charCodeAt(cr + 1) === 10 ? '\n' : '\r';
}

/** What next() returns for a line `onLine` took: it is no record to hand over. */
const TAKEN: string[] = [];

/** A DSR file's text split into records, a chunk at a time, pulled one record at a time (next). */
class DsrSplitter {
  private utf8 = new TextDecoder('utf-8');
  private buf = '';
  private start = 0;
  private lineNo = 0;
  private first = true;
  private eol: '\n' | '\r' | undefined;
  private ended = false;

  /** Lines the last onLine took (the line offered and the ones after it) */
  taken = 0;
  private readonly peekAt = (k: number) => this.peek(k);

  constructor(
    private delimiter: string,
    /**
     * Offered each whole line (not the last, unterminated one) before it is split, with a look at the
     * whole lines after it (`peek(1)` is the next); returns how many lines it took from this one on (0: none).
     */
    private onLine?: OnLine,
  ) {}

  /** The `k`th whole line after the last one next() read, if the text pushed so far holds it. */
  private peek(k: number): string | undefined {
    const eol = this.eol;
    if (this.ended || eol === undefined) return undefined;
    const buf = this.buf;
    let start = this.start;
    for (let i = 1; ; i++) {
      const nl = buf.indexOf(eol, start);
      if (nl === -1) return undefined;
      if (i === k) return buf.slice(start, eol === '\n' && nl > start && buf.charCodeAt(nl - 1) === 13 ? nl - 1 : nl);
      start = nl + 1;
    }
  }

  /** Adds a chunk: its lines, and the end of the line the last chunk left open, are then read by next(). */
  push(chunk: Buffer | string) {
    let s = typeof chunk === 'string' ? chunk : this.utf8.decode(chunk, { stream: true });
    if (this.first && s !== '') {
      this.first = false;
      if (s.charCodeAt(0) === 0xfeff) s = s.slice(1);
    }
    const rest = this.buf.slice(this.start);
    this.buf = rest === '' ? s : rest + s;
    this.start = 0;
    // Lines end with LF (a CR before it dropped by cells), or with CR alone in old Mac files, decided at
    // the first line break as csv-parse does (a CR at the end of the text waits for the next chunk).
    this.eol ??= lineEnd(this.buf);
  }

  /** The text ended: the last line, if it has no line break, is read by next(). */
  end() {
    this.buf = this.buf.slice(this.start) + this.utf8.decode();
    this.start = 0;
    this.ended = true;
  }

  /** The next record; null for an empty line; undefined when the text pushed so far has no whole line left. */
  next(): string[] | null | undefined {
    const buf = this.buf;
    if (this.ended) {
      if (this.start >= buf.length) return undefined;
      this.start = buf.length;
      return cells(buf, this.delimiter, ++this.lineNo);
    }
    if (this.eol === undefined) return undefined;
    const nl = buf.indexOf(this.eol, this.start);
    if (nl === -1) return undefined;
    // The CR of a CRLF left out of the line's slice rather than sliced off it: one string less a line.
    const end = this.eol === '\n' && nl > this.start && buf.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
    const line = buf.slice(this.start, end);
    this.start = nl + 1;
    ++this.lineNo;
    if (this.onLine !== undefined && line !== '') {
      const taken = this.onLine(line, this.peekAt);
      if (taken > 0) {
        // The lines after it that it took too (peeked, so whole lines of the buffer).
        for (let i = 1; i < taken; i++) {
          this.start = buf.indexOf(this.eol, this.start) + 1;
          ++this.lineNo;
        }
        this.taken = taken;
        return TAKEN;
      }
    }
    return lineCells(line, this.delimiter, this.lineNo);
  }
}

/**
 * The records of a DSR flat file, one per non-empty line. `text` is the file's bytes as UTF-8 (the BOM
 * dropped) or, for the other encodings, the strings of the importer's decoder (text.ts). `onEmpty` is told of
 * each empty line, which is no record but which a footer's line count may count (dsr/footer.ts).
 */
export async function* dsrRecords(
  text: AsyncIterable<Buffer | string>,
  delimiter: string,
  onEmpty?: () => void,
): AsyncGenerator<string[]> {
  const split = new DsrSplitter(delimiter);
  for await (const chunk of text) {
    split.push(chunk);
    for (let rec = split.next(); rec !== undefined; rec = split.next())
      if (rec) yield rec;
      else onEmpty?.();
  }
  split.end();
  for (let rec = split.next(); rec !== undefined; rec = split.next())
    if (rec) yield rec;
    else onEmpty?.();
}

/**
 * dsrRecords for the import: each record handed to `onRecord` synchronously, `between` awaited after
 * every `every` records. An async generator costs a promise and a microtask per record, about as much as
 * splitting the line. `onLine` is offered each line first (the import's Interpreter.quick): the lines it
 * takes (that one, and those after it it looked at) are records read, not split nor handed to `onRecord`.
 */
export async function forEachDsrRecord(
  text: AsyncIterable<Buffer | string>,
  delimiter: string,
  onRecord: (rec: string[]) => void,
  every: number,
  between: () => Promise<void>,
  onEmpty?: () => void,
  onLine?: OnLine,
): Promise<void> {
  const split = new DsrSplitter(delimiter, onLine);
  let n = 0;
  const drain = async () => {
    for (let rec = split.next(); rec !== undefined; rec = split.next()) {
      if (!rec) onEmpty?.();
      else {
        if (rec !== TAKEN) onRecord(rec);
        n += rec === TAKEN ? split.taken : 1;
        if (n >= every) {
          n = 0;
          await between();
        }
      }
    }
  };
  for await (const chunk of text) {
    split.push(chunk);
    await drain();
  }
  split.end();
  await drain();
}
