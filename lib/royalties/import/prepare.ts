// From an uploaded file to the statements it holds, each ready to be planned: a text file (gzip or not)
// or an Excel workbook is one statement; a zip archive of statements is one per entry, each checked alone.
// A bundle's refusals are gathered and answered together, each naming its entry, so one upload shows
// every entry to fix and creates nothing until all of them can be imported.
import { BadRequest, type Issue } from '../../platform/errors';
import { maxStatementBytes, type Received } from './receive';
import { detectEncoding, rawStream, readSample, sniffContainer, utf16WithoutBom, type TextEncoding } from './text';
import { workbookToCsv } from './xlsx/workbook';
import { isWorkbook, unpackStatements } from './zip';

/** One statement of an upload, read far enough to plan its import. */
export interface PreparedFile {
  /** The file to store and import: the upload itself, an extracted entry or a workbook's sheet as CSV */
  path: string;
  gzip: boolean;
  /** As shown (a workbook's with its sheet) */
  name: string;
  /** Its path inside the zip archive, when it came out of one */
  entry: string | null;
  encoding: TextEncoding;
  sample: string;
  /** Of the bytes as uploaded (the zip entry's own, for a bundle): the duplicate guard's key */
  sha256: string;
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

/** One file that is one statement: checks it is text (a workbook's detail sheet as CSV), its encoding, its first lines. */
async function prepareStatement(
  src: { path: string; name: string; sha256: string; entry: string | null },
  temps: string[],
): Promise<PreparedFile> {
  const container = await sniffContainer(src.path);
  let { path, name } = src;
  if (container === 'zip') {
    if (!(await isWorkbook(path)))
      throw new BadRequest('This is a zip archive inside the zip archive: unpack it and upload its statements.');
    // A spreadsheet: its detail sheet as CSV, read from here on like a CSV upload.
    const csv = `${path}.csv`;
    temps.push(csv);
    const { sheet } = await workbookToCsv(path, csv);
    path = csv;
    name = `${name} (sheet "${sheet}")`;
  }
  const gzip = container === 'gzip';
  await assertText(path, gzip);
  const encoding = await detectEncoding(rawStream(path, gzip));
  const { text } = await readSample(rawStream(path, gzip), encoding);
  return { path, gzip, name, entry: src.entry, encoding, sample: text, sha256: src.sha256 };
}

/**
 * Runs `read` on each statement of an upload (temp files made are pushed on `temps`). `bundle` is true for a
 * zip archive of statements (not a workbook): `ignored` names its entries that are not statements, and an
 * entry `read` or its preparation refuses is named in the 400, which lists every refused entry. With `one`,
 * only that entry of a bundle (or its first statement) is read; `entries` names all of its statements.
 */
export async function eachStatement<T>(
  file: NonNullable<Received['file']>,
  temps: string[],
  read: (f: PreparedFile) => T | Promise<T>,
  one?: { entry?: string },
): Promise<{ results: T[]; ignored: string[]; bundle: boolean; entries: string[] }> {
  const whole = { path: file.tempPath, name: file.name, sha256: file.sha256, entry: null };
  if ((await sniffContainer(file.tempPath)) !== 'zip' || (await isWorkbook(file.tempPath)))
    return { results: [await read(await prepareStatement(whole, temps))], ignored: [], bundle: false, entries: [] };
  const { statements, ignored, names } = await unpackStatements(
    file.tempPath,
    `${file.tempPath}.entry`,
    temps,
    one,
    maxStatementBytes(),
  );
  const results: T[] = [];
  const refused: { entry: string; err: BadRequest }[] = [];
  for (const s of statements) {
    try {
      results.push(await read(await prepareStatement({ ...s, entry: s.name }, temps)));
    } catch (err) {
      if (!(err instanceof BadRequest)) throw err;
      refused.push({ entry: s.name, err });
    }
  }
  if (refused.length) throw refusal(refused, statements.length);
  return { results, ignored, bundle: true, entries: names };
}

/** A 400 naming each refused entry of a bundle, with an issue per entry (its path in the archive). */
function refusal(refused: { entry: string; err: BadRequest }[], of: number): BadRequest {
  const each = refused.map(({ entry, err }) => `${entry}: ${err.message}`);
  const issues: Issue[] = refused.map(({ entry, err }) => ({ path: entry, message: err.message }));
  if (of === 1) return new BadRequest(each[0], issues);
  const lead =
    refused.length === 1
      ? `1 of the ${of} statements in the zip archive cannot be imported, so none was imported.`
      : `${refused.length} of the ${of} statements in the zip archive cannot be imported, so none was imported.`;
  return new BadRequest(`${lead} ${each.join(' ')}`, issues);
}
