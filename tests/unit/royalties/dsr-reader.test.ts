import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { Readable } from 'node:stream';
import { dsrRecords } from '@/lib/royalties/import/dsr/reader';
import { csvOptions } from '@/lib/royalties/import/plan';
import { decoder } from '@/lib/royalties/import/text';

const read = async (chunks: (Buffer | string)[], delimiter = '\t') => {
  const out: string[][] = [];
  for await (const rec of dsrRecords(Readable.from(chunks, { objectMode: true }), delimiter)) out.push(rec);
  return out;
};

/** The bytes cut at the given offsets (UTF-8 characters may be cut in two, as a stream's chunks can). */
const cut = (bytes: Buffer, at: number[]) => {
  const points = [...new Set(at.map((a) => a % (bytes.length + 1)))].sort((a, b) => a - b);
  const parts: Buffer[] = [];
  let from = 0;
  for (const p of points) {
    parts.push(bytes.subarray(from, p));
    from = p;
  }
  parts.push(bytes.subarray(from));
  return parts;
};

describe('DSR flat file reader', () => {
  const file =
    '\uFEFFHEAD\tdsrf/4.1\tBasicAudioProfile\r\n#SU03\tBlockId\tNetRevenue\r\n\r\nSU03\t1\t4.000000000001\r\n' +
    'AS01\t2\t"Song, ""Two"""\tZoë Ça\r\nSU03\t2\t1.5\t\r\nFOOT\t6';

  it('reads the records csv-parse reads, wherever the stream is cut', async () => {
    const expected = parse(file, csvOptions('\t')) as string[][];
    expect(expected[3]).toEqual(['AS01', '2', 'Song, "Two"', 'Zoë Ça']);
    expect(expected[4]).toEqual(['SU03', '2', '1.5', '']);
    const bytes = Buffer.from(file, 'utf-8');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(), { maxLength: 6 }), async (at) => {
        expect(await read(cut(bytes, at))).toEqual(expected);
      }),
    );
  });

  it('reads files whose lines end with CR alone, wherever the stream is cut', async () => {
    const mac = file.replace(/\r\n/g, '\r');
    const expected = parse(mac, csvOptions('\t')) as string[][];
    expect(expected).toHaveLength(6);
    const bytes = Buffer.from(mac, 'utf-8');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(), { maxLength: 6 }), async (at) => {
        expect(await read(cut(bytes, at))).toEqual(expected);
      }),
    );
  });

  it('reads LF line endings, pipes, a final newline, and UTF-16 through the importer decoder', async () => {
    const text = 'HEAD|x\nSU03|1|2.5\n';
    expect(await read([text], '|')).toEqual([
      ['HEAD', 'x'],
      ['SU03', '1', '2.5'],
    ]);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('HEAD\tÇa\r\nSU03\t1\r\n', 'utf16le')]);
    const decoded = Readable.from(cut(utf16, [3, 8])).pipe(decoder('utf-16le'));
    const out: string[][] = [];
    for await (const rec of dsrRecords(decoded, '\t')) out.push(rec);
    expect(out).toEqual([
      ['HEAD', 'Ça'],
      ['SU03', '1'],
    ]);
  });

  it('refuses a quoted cell that runs past its line, naming the line', async () => {
    await expect(read(['HEAD\tx\nSU03\t"open\nclosed"\t1\n'])).rejects.toThrow(/Line 2/);
  });
});
