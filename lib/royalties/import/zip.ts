// Zip archives as uploads: an Excel workbook (a zip holding xl/workbook.xml), or a bundle of statements
// (Apple's "download all" of financial reports, a distributor's monthly per-store files), each entry
// extracted to a file of its own and hashed, so that each becomes an import with its own duplicate guard.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { BadRequest } from '../../platform/errors';
import { formatBytes } from '../../platform/format';

/** Names read as statements; anything else in a bundle (a PDF summary, an invoice) is left out and named. */
const STATEMENT_EXT = /\.(csv|tsv|txt|tab|dsr|xlsx)(\.gz)?$/i;
/** Finder's resource forks, hidden files and folders: never statements, never named. */
const SYSTEM_ENTRY = /(^|\/)(__MACOSX|\.)/;
/** One upload's imports are created in one transaction: a bound on what it holds. */
const MAX_STATEMENTS = 500;

/** One statement taken out of a zip: its path inside the archive, the extracted file and its sha256. */
export interface ZipStatement {
  name: string;
  path: string;
  sha256: string;
}

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (err, z) =>
      err || !z ? reject(new BadRequest('The zip archive could not be read.')) : resolve(z),
    ),
  );
}

/** The archive's files (no folders, no __MACOSX/ or hidden entries), in archive order. */
async function filesOf(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  const entries: yauzl.Entry[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (e: yauzl.Entry) => {
      if (!e.fileName.endsWith('/') && !SYSTEM_ENTRY.test(e.fileName)) entries.push(e);
      zip.readEntry();
    });
    zip.on('end', resolve);
    zip.on('error', () => reject(new BadRequest('The zip archive could not be read.')));
    zip.readEntry();
  });
  return entries;
}

/** An Excel workbook rather than an archive of statements. */
export async function isWorkbook(zipPath: string): Promise<boolean> {
  const zip = await openZip(zipPath);
  try {
    return (await filesOf(zip)).some((e) => e.fileName === 'xl/workbook.xml');
  } finally {
    zip.close();
  }
}

async function extract(zip: yauzl.ZipFile, entry: yauzl.Entry, outPath: string): Promise<string> {
  const stream = await new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (err, s) =>
      err || !s ? reject(new BadRequest(`${entry.fileName} could not be read from the zip archive.`)) : resolve(s),
    ),
  );
  const hash = createHash('sha256');
  const tap = new Transform({
    transform(chunk: Buffer, _e, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(stream, tap, createWriteStream(outPath));
  } catch {
    throw new BadRequest(`${entry.fileName} could not be read from the zip archive (it may be damaged).`);
  }
  return hash.digest('hex');
}

/**
 * Extracts the statements of a zip to `${outBase}.<n>` (each pushed on `temps` to be removed by the caller):
 * the entries named like a statement (.csv .tsv .txt .tab .dsr .xlsx, gzip-compressed or not), or the only
 * file of an archive that holds one. Others are `ignored` (named, not read). With `one`, only that entry (or
 * the first statement, without a name) is extracted; `names` lists every statement either way. What is
 * extracted may come to at most `maxBytes` unpacked (yauzl checks each entry's declared size as it reads), so
 * a small archive cannot fill the disk.
 */
export async function unpackStatements(
  zipPath: string,
  outBase: string,
  temps: string[],
  one: { entry?: string } | undefined,
  maxBytes: number,
): Promise<{ statements: ZipStatement[]; ignored: string[]; names: string[] }> {
  const zip = await openZip(zipPath);
  try {
    const files = await filesOf(zip);
    if (files.length === 0) throw new BadRequest('The zip archive is empty.');
    const named = files.filter((e) => STATEMENT_EXT.test(e.fileName));
    const picked = named.length > 0 ? named : files.length === 1 ? files : [];
    if (picked.length === 0)
      throw new BadRequest(
        `The zip archive holds no statement (CSV, TSV, TXT or XLSX files, optionally gzip-compressed); it holds ${files
          .slice(0, 5)
          .map((e) => e.fileName)
          .join(', ')}${files.length > 5 ? ` and ${files.length - 5} more` : ''}.`,
      );
    if (picked.length > MAX_STATEMENTS)
      throw new BadRequest(
        `The zip archive holds ${picked.length} statements; upload at most ${MAX_STATEMENTS} at a time.`,
      );
    const wanted = !one ? picked : one.entry ? picked.filter((e) => e.fileName === one.entry) : picked.slice(0, 1);
    if (wanted.length === 0) throw new BadRequest(`The zip archive holds no statement named ${one?.entry}.`);
    const unpacked = wanted.reduce((sum, e) => sum + e.uncompressedSize, 0);
    if (unpacked > maxBytes)
      throw new BadRequest(
        `The statements in the zip archive come to ${formatBytes(unpacked)} unpacked, over the ${formatBytes(maxBytes)} limit; upload them in smaller archives.`,
      );
    const statements: ZipStatement[] = [];
    for (const entry of wanted) {
      const path = `${outBase}.${statements.length}`;
      temps.push(path);
      statements.push({ name: entry.fileName, path, sha256: await extract(zip, entry, path) });
    }
    const ignored = files.filter((e) => !picked.includes(e)).map((e) => e.fileName);
    return { statements, ignored, names: picked.map((e) => e.fileName) };
  } finally {
    zip.close();
  }
}
