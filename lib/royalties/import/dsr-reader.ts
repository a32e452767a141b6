// DDEX DSR flat files read line by line rather than through csv-parse's stream. Every DSR usage record
// is narrower than the HEAD record, and csv-parse builds an error object (a stack trace and a JSON copy
// of the record) for each record whose width differs from the first one's, even when told to accept it:
// at 1,000,000 rows that was most of the import's time and +150 MB of heap (docs/performance.md).
// DSR records are one line each, cells split by the delimiter; a line holding a double quote is read by
// csv-parse alone, with the same options as every other statement, so quoted cells read as before.
import { parse } from 'csv-parse/sync';
import { BadRequest } from '../../errors';
import { csvOptions } from './plan';

/** The cells of one line (its CR dropped); null for an empty line, which csv-parse skips too. */
function cells(line: string, delimiter: string, lineNo: number): string[] | null {
  if (line.charCodeAt(line.length - 1) === 13) line = line.slice(0, -1);
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

/**
 * The records of a DSR flat file, one per non-empty line. `text` is the file's bytes as UTF-8 (the BOM
 * dropped) or, for the other encodings, the strings of the importer's decoder (text.ts). `onEmpty` is told of
 * each empty line, which is no record but which a footer's line count may count (dsr-footer.ts).
 */
export async function* dsrRecords(
  text: AsyncIterable<Buffer | string>,
  delimiter: string,
  onEmpty?: () => void,
): AsyncGenerator<string[]> {
  const utf8 = new TextDecoder('utf-8');
  let rest = '';
  let lineNo = 0;
  let first = true;
  let eol: '\n' | '\r' | undefined;
  for await (const chunk of text) {
    let s = typeof chunk === 'string' ? chunk : utf8.decode(chunk, { stream: true });
    if (first && s !== '') {
      first = false;
      if (s.charCodeAt(0) === 0xfeff) s = s.slice(1);
    }
    const buf = rest === '' ? s : rest + s;
    // Lines end with LF (a CR before it dropped by cells), or with CR alone in old Mac files, decided at
    // the first line break as csv-parse does (a CR at the end of the text waits for the next chunk).
    eol ??= lineEnd(buf);
    if (eol === undefined) {
      rest = buf;
      continue;
    }
    let start = 0;
    for (let nl = buf.indexOf(eol); nl !== -1; nl = buf.indexOf(eol, start)) {
      const rec = cells(buf.slice(start, nl), delimiter, ++lineNo);
      start = nl + 1;
      if (rec) yield rec;
      else onEmpty?.();
    }
    rest = buf.slice(start);
  }
  rest += utf8.decode();
  const last = rest === '' ? null : cells(rest, delimiter, ++lineNo);
  if (last) yield last;
  else if (rest !== '') onEmpty?.();
}
