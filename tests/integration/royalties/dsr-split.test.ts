// A DDEX DSR report split into several files (DSR Part 1, 6.3 Multi-file Sales Report Messages: every file
// has HEAD, "the same set of Summary Records … for the entire multi-file Sales Report Message", its own
// whole Blocks and FOOT; Part 8 5.1.2: NumberOfLinesInReport and NumberOfBlocksInReport are mandatory only
// in the last file), uploaded one file at a time through the statements route.
import { groupsOf } from '../../helpers/earning-groups';
import { catalog, createUser, expectBalanced, importFile, upload } from '../../helpers/statement-fixtures';

jest.setTimeout(120_000);

beforeAll(() => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
});

const tsv = (rows: string[][]) => rows.map((r) => r.join('\t')).join('\n') + '\n';

/** File n of 3 of a Basic Audio 1.4 report (Part 8 cell orders, as ddex-dsr-basic-audio.tsv): one block each. */
function part(n: number, upc: string, isrc: string) {
  const last = n === 3;
  return tsv([
    // HEAD: MessageVersion … MessageId, MessageCreatedDateTime, FileNumber, NumberOfFiles, UsageStartDate …
    ['HEAD', 'dsrf/1.1.2/6/1.4', 'BasicAudioProfile', '1.4', `MSG-SPLIT-${upc}`, '2025-07-05T08:00:00Z', `${n}`, '3'],
    // The whole report's streams: 900 of them, USD 9.00, in each file.
    [
      'SY02.03',
      '1',
      'Deezer',
      '',
      'SubscriptionModel',
      'OnDemandStream',
      'FR',
      'DeezerPremium',
      '900',
      '120',
      'USD',
      '9.00',
    ],
    ['RE01.03', `B${n}`, '1', `DZR-R-${n}`, '', '', upc, 'Test Artist', '', 'Test Album', '', 'Album'],
    ['AS01.03', `B${n}`, '1', `DZR-${n}`, isrc, `Song ${n}`, '', 'Test Artist', '', 'PT3M10S', 'SoundRecording'],
    ['SU02.03', `B${n}`, '1', `S${n}`, '', '1', 'true', '300', '', '', 'OnDemandStream'],
    // FOOT: lines and blocks in this file; the report's counts in the last file only (18 lines, 3 blocks).
    ['FOOT', '6', last ? '18' : '', '1', '1', last ? '3' : ''],
  ]);
}

describe('DDEX DSR report split into several files', () => {
  it('file 2 of 3 imports its own lines; the same file again is a 409, the other files of the report are not duplicates', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const [t1, t2] = rel.tracks.map((t) => t.isrc!);
    const files = [part(1, rel.upc!, t1), part(2, rel.upc!, t2), part(3, rel.upc!, t1)];

    const second = await importFile(admin, files[1]);
    await expectBalanced(second);
    expect([second.rowsRead, second.matchedRows, second.unmatchedRows, second.skippedRows]).toEqual([6, 1, 0, 5]);
    expect(second.summary.skippedReasons).toEqual({
      'DSR header record (HEAD)': 1,
      'DSR summary record (SY02.03) of the whole report, not checked against file 2 of 3': 1,
      'DSR release record (RE01.03)': 1,
      'DSR resource record (AS01.03)': 1,
      footer: 1,
    });
    // Its 300 streams of the report's 900: a third of USD 9.00.
    const own = await groupsOf(second.id);
    expect(own.map((g) => [g.trackId, g.lines, g.units, g.amount, g.currency])).toEqual([
      [rel.tracks[1].id, 1, 300, '3', 'USD'],
    ]);
    expect(second.summary).toMatchObject({ totalUsdCents: 300 });

    const again = await upload(admin, files[1]);
    expect(again.status).toBe(409);
    expect(again.json.error).toMatch(/already/i);

    // Files 1 and 3 of the same MessageId: imports of their own, the report's counts read in file 3 only.
    for (const f of [files[0], files[2]]) {
      const imp = await importFile(admin, f);
      await expectBalanced(imp);
      expect(imp.summary).toMatchObject({ totalUsdCents: 300 });
    }
  });
});
