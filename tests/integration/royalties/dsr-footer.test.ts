// DDEX DSR footer counts through the statements route: FOOT's and SRFO's lines, summary records and
// blocks are checked against what was read, as DDEX's own library defines them (ddexnet/dsrf profile
// schemas: lines include HEAD, the header rows and the footer itself; blocks are BlockIds).
import {
  catalog,
  createUser,
  expectBalanced,
  failedWith,
  heldWith,
  fixture,
  importFile,
} from '../../helpers/statement-fixtures';

jest.setTimeout(120_000);

beforeAll(() => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
});

const EUR = { rates: '{"EUR":"1.1"}' };

describe('DDEX DSR footer counts', () => {
  it('FOOT: a record missing, a count of blocks or summary records that differs, fails naming both counts', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    // 16 lines: HEAD, its 6 header rows, 2 SY, RE, 2 AS, 3 SU and FOOT; 2 summary records; blocks 1 and 2.
    const dsr = fixture('ddex-dsr.tsv', rel);
    await expectBalanced(await importFile(admin, dsr, EUR));
    // A sender that leaves its 6 header rows out of the line counts: taken, every record is still counted.
    await expectBalanced(await importFile(admin, dsr.replace('FOOT\t16\t16', 'FOOT\t10\t10'), EUR));

    // A resource record lost (its usage record still reads its release): the totals still agree.
    const lost = dsr.replace(/^AS01\t2\t[^\n]*\n/m, '');
    expect(await heldWith(admin, lost, EUR.rates)).toBe(
      'The DSR footer (FOOT) gives NumberOfLinesInFile 16 but the file has 15 lines; the file is incomplete or inconsistent. The DSR footer (FOOT) gives NumberOfLinesInReport 16 but the file has 15 lines; the file is incomplete or inconsistent.',
    );
    expect(await heldWith(admin, dsr.replace('FOOT\t16\t16\t2\t2', 'FOOT\t16\t16\t2\t3'), EUR.rates)).toMatch(
      /^The DSR footer \(FOOT\) gives NumberOfBlocksInFile 3 but the file has 2 blocks/,
    );
    expect(await heldWith(admin, dsr.replace('FOOT\t16\t16\t2\t2', 'FOOT\t16\t16\t3\t2'), EUR.rates)).toMatch(
      /^The DSR footer \(FOOT\) gives NumberOfSummaryRecords 3 but the file has 2 summary records/,
    );
    // A single-file report's NumberOfLinesInReport and NumberOfBlocksInReport are the file's.
    expect(await heldWith(admin, dsr.replace('FOOT\t16\t16\t2\t2', 'FOOT\t16\t17\t2\t2'), EUR.rates)).toMatch(
      /gives NumberOfLinesInReport 17 but the file has 16 lines/,
    );
    expect(await heldWith(admin, dsr.replace('FOOT\t16\t16\t2\t2', 'FOOT\t16\t16\t2\t2\t1'), EUR.rates)).toMatch(
      /gives NumberOfBlocksInReport 1 but the file has 2 blocks/,
    );
    expect(await failedWith(admin, dsr.replace('FOOT\t16\t', 'FOOT\tsixteen\t'), EUR.rates)).toBe(
      'The DSR footer (FOOT) gives NumberOfLinesInFile "sixteen", which is not a count.',
    );
  });

  it('empty lines: a line count with or without them is taken, any other fails', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const spaced = fixture('ddex-dsr.tsv', rel).replace('\nFOOT\t16\t16', '\n\r\nFOOT\t16\t16');
    for (const lines of ['16\t16', '17\t17']) {
      const imp = await importFile(admin, spaced.replace('FOOT\t16\t16', `FOOT\t${lines}`), EUR);
      await expectBalanced(imp);
    }
    expect(await heldWith(admin, spaced.replace('FOOT\t16\t16', 'FOOT\t18\t18'), EUR.rates)).toMatch(
      /gives NumberOfLinesInFile 18 but the file has 17 lines counting its 1 empty line \(16 without\)/,
    );
  });

  it("a part of a multi-file report: its own lines and blocks are checked, the report's counts are not", async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    // FOOT 5 10 1 1 2: 5 lines and 1 block in this file, 10 lines and 2 blocks in the report.
    const part = fixture('ddex-dsr-ugc-2of2.tsv', rel);
    await expectBalanced(await importFile(admin, part));
    expect(await heldWith(admin, part.replace('FOOT\t5\t10\t1\t1\t2', 'FOOT\t5\t10\t1\t2\t2'))).toMatch(
      /gives NumberOfBlocksInFile 2 but the file has 1 block;/,
    );
    expect(await heldWith(admin, part.replace(/^AS01[^\n]*\n/m, ''))).toMatch(
      /gives NumberOfLinesInFile 5 but the file has 4 lines/,
    );
  });

  it('SRFO: the report lines and summary records of a single record block variant', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const srb = fixture('ddex-dsr-basic-audio-srb.tsv', rel);
    expect(await heldWith(admin, srb.replace('SRFO\t10\t2', 'SRFO\t12\t2'), EUR.rates)).toBe(
      'The DSR footer (SRFO) gives NumberOfLinesInReport 12 but the file has 10 lines; the file is incomplete or inconsistent.',
    );
    expect(await heldWith(admin, srb.replace('SRFO\t10\t2', 'SRFO\t10\t1'), EUR.rates)).toMatch(
      /gives NumberOfSummaryRecords 1 but the file has 2 summary records/,
    );
  });
});
