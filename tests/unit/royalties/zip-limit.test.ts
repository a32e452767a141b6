// A zip archive of statements is refused before anything is extracted when its statements come to more
// than the statement size limit unpacked (a small archive of highly compressible files could fill the disk).
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { unpackStatements } from '@/lib/royalties/import/zip';
import { zipOf } from '../../helpers/zip';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'zip-limit-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function archive() {
  const file = path.join(dir, 'june.zip');
  const row = 'ISRC,Amount\nQZBEN2600001,1.00\n';
  await writeFile(file, await zipOf({ 'a.csv': row.repeat(20), 'b.csv': row.repeat(20), 'notes.pdf': 'x' }));
  return file;
}

test('statements over the limit unpacked are refused and nothing is extracted', async () => {
  const temps: string[] = [];
  await expect(unpackStatements(await archive(), path.join(dir, 'out'), temps, undefined, 1000)).rejects.toThrow(
    /The statements in the zip archive come to 1 KB unpacked, over the 1 KB limit; upload them in smaller archives/,
  );
  expect(temps).toEqual([]);
  expect((await readdir(dir)).sort()).toEqual(['june.zip']);
});

test('statements within the limit are extracted, each with its own hash', async () => {
  const temps: string[] = [];
  const { statements, ignored } = await unpackStatements(
    await archive(),
    path.join(dir, 'out'),
    temps,
    undefined,
    2000,
  );
  expect(statements.map((s) => s.name)).toEqual(['a.csv', 'b.csv']);
  expect(statements[0].sha256).toBe(statements[1].sha256);
  expect(ignored).toEqual(['notes.pdf']);
  expect(temps).toHaveLength(2);
});
