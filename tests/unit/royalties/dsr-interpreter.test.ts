import fc from 'fast-check';
import { DsrInterpreter } from '@/lib/royalties/import/dsr/interpreter';
import type { ReadOutcome, RowRules } from '@/lib/royalties/import/csv/row';

const rules = (): RowRules => ({
  dateOrder: 'mdy',
  currency: 'USD',
  store: 'Deezer',
  period: '2025-06',
  rates: new Map([
    ['EUR', 1_080_000_000_000n],
    ['USD', 1_000_000_000_000n],
  ]),
});

const tsv = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((l) => l.split('\t'));

const rowsOf = (outs: ReadOutcome[]) => outs.flatMap((o) => (o.t === 'row' ? [o.row] : []));

describe('DDEX DSR interpreter', () => {
  const head = `#HEAD\tMessageVersion\tProfile\tUsageStartDate\tUsageEndDate\tSenderName
HEAD\tdsrf/4.1\tBasicAudioProfile\t2025-06-01\t2025-06-30\tDeezer
#RE01\tBlockId\tReleaseReference\tDspReleaseId\tICPN\tDisplayTitleText\tDisplayArtistName
#AS01\tBlockId\tResourceReference\tDspResourceId\tISRC\tTitle\tDisplayArtistName
#SU02\tBlockId\tDspReleaseId\tUsages\tNetRevenue\tTerritoryOfUsage\tCurrencyOfReporting
#SU03\tBlockId\tDspResourceId\tUsages\tNetRevenue\tTerritoryOfUsage\tCurrencyOfReporting`;

  it('credits a usage record to the resource or release it names, not to the last one read', () => {
    // Resources first, usage after (as the Basic Audio profile allows): the ids decide, not the order.
    const file = `${head}
RE01\t9\tR0\tDZR-R-1\t190000000017\tAlbum\tArtist
AS01\t9\tA1\tDZR-1\tQZBEN2600001\tSong One\tArtist
AS01\t9\tA2\tDZR-2\tQZBEN2600002\tSong Two\tArtist
SU03\t9\tDZR-1\t10\t1.25\tFR\tEUR
SU02\t9\tDZR-R-1\t3\t0.5\tDE\tEUR
SU03\t9\tDZR-2\t4\t0.75\tGB\tEUR`;
    const dsr = new DsrInterpreter(rules());
    const rows = rowsOf(tsv(file).map((rec, i) => dsr.read(rec, i + 1)));
    expect(rows.map((r) => [r.isrc, r.upc, r.title, r.country, r.units, r.amount, r.currency, r.salePeriod])).toEqual([
      ['QZBEN2600001', '190000000017', 'Song One', 'FR', 10, '1.25', 'EUR', '2025-06'],
      ['', '190000000017', 'Album', 'DE', 3, '0.5', 'EUR', '2025-06'],
      ['QZBEN2600002', '190000000017', 'Song Two', 'GB', 4, '0.75', 'EUR', '2025-06'],
    ]);
    expect(rows.every((r) => r.store === 'Deezer')).toBe(true);
    expect(() => dsr.finish()).not.toThrow();
  });

  it("credits release-level usage to the release, even when the block's resource came first", () => {
    const file = `${head}
AS01	8	A1	DZR-1	QZBEN2600001	Song One	Artist
RE01	8	R0	DZR-R-1	190000000017	Album	Artist
SU02	8	DZR-R-1	3	0.5	DE	EUR`;
    const dsr = new DsrInterpreter(rules());
    const rows = rowsOf(tsv(file).map((rec, i) => dsr.read(rec, i + 1)));
    expect(rows.map((r) => [r.isrc, r.upc, r.title])).toEqual([['', '190000000017', 'Album']]);
  });

  it("credits usage naming only its block to the block's one resource, or with several to the release", () => {
    // Block 6 has one resource: its usage is that track's. Block 7 has two: a usage record that names
    // neither goes to the release by its UPC, not to the last track read (which was how it was paid).
    const file = `${head}
RE01	6	R6	DZR-R-6	190000000024	Single	Artist
AS01	6	A6	DZR-6	QZBEN2600006	Single Song	Artist
RE01	7	R7	DZR-R-7	190000000031	Album Two	Artist
AS01	7	A71	DZR-71	QZBEN2600071	First	Artist
AS01	7	A72	DZR-72	QZBEN2600072	Second	Artist
SU03	6		5	1	FR	EUR
SU03	7		2	0.5	DE	EUR
SU03	7	DZR-71	1	0.25	DE	EUR`;
    const dsr = new DsrInterpreter(rules());
    const rows = rowsOf(tsv(file).map((rec, i) => dsr.read(rec, i + 1)));
    expect(rows.map((r) => [r.isrc, r.upc, r.title, r.units])).toEqual([
      ['QZBEN2600006', '190000000024', 'Single Song', 5],
      ['', '190000000031', 'Album Two', 2],
      ['QZBEN2600071', '190000000031', 'First', 1],
    ]);
  });

  it('sends usage naming only a block of several resources and no release code to the review queue', () => {
    // No release record and no ICPN: nothing says which track it was, so it is not paid to the last one
    // read; it keeps an identity (the resources' titles and artist) for someone to match it by hand.
    const file = `${head}
AS01	5	A51	DZR-51	QZBEN2600051	First	Artist
AS01	5	A52	DZR-52	QZBEN2600052	Second	Artist
SU03	5		2	0.5	DE	EUR`;
    const dsr = new DsrInterpreter(rules());
    const rows = rowsOf(tsv(file).map((rec, i) => dsr.read(rec, i + 1)));
    expect(rows.map((r) => [r.isrc, r.upc, r.title, r.artist])).toEqual([['', '', 'First / Second', 'Artist']]);
  });

  it('checks the summary records against the lines exactly, whatever the amounts', () => {
    // Amounts of up to 12 decimals (past 9 they are summed as BigInts) and up to a billion (the most a
    // row may hold), so sums pass 2^52 units of 1e-9 and both ways of summing are crossed.
    const amount = fc
      .tuple(fc.bigInt({ min: -(10n ** 21n), max: 10n ** 21n }), fc.integer({ min: 0, max: 12 }))
      .filter(([digits, scale]) => (digits < 0n ? -digits : digits) <= 10n ** BigInt(9 + scale))
      .map(([digits, scale]) => {
        const neg = digits < 0n;
        const s = (neg ? -digits : digits).toString().padStart(scale + 1, '0');
        const out = scale ? `${s.slice(0, -scale)}.${s.slice(-scale)}` : s;
        return `${neg ? '-' : ''}${out}`;
      });
    fc.assert(
      fc.property(fc.array(amount, { minLength: 1, maxLength: 30 }), fc.boolean(), (amounts, tamper) => {
        const scaled = amounts.map((a) => {
          const [i, f = ''] = a.replace('-', '').split('.');
          const v = BigInt(i + f.padEnd(12, '0'));
          return a.startsWith('-') ? -v : v;
        });
        let total = scaled.reduce((s, v) => s + v, 0n) + (tamper ? 1n : 0n);
        const neg = total < 0n;
        if (neg) total = -total;
        const t = total.toString().padStart(13, '0');
        const totalText = `${neg ? '-' : ''}${t.slice(0, -12)}.${t.slice(-12)}`;
        const file = `${head}
#SY02\tSummaryRecordId\tCurrencyOfReporting\tNetRevenue
SY02\t1\tEUR\t${totalText}
AS01\t1\tA1\tDZR-1\tQZBEN2600001\tSong One\tArtist
${amounts.map((a) => `SU03\t1\tDZR-1\t1\t${a}\tFR\tEUR`).join('\n')}`;
        const dsr = new DsrInterpreter(rules());
        tsv(file).forEach((rec, i) => dsr.read(rec, i + 1));
        if (tamper) expect(() => dsr.finish()).toThrow(/^The DSR summary record 1 \(SY02\) gives NetRevenue /);
        else expect(() => dsr.finish()).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });

  // A Basic Audio Profile 1.4 file as the standard lays it out, without header rows (DSR Part 8 cell orders):
  // SU02.03 carries streams, not revenue; its revenue is its share of its SY02.03's NetRevenue.
  const standard = (
    lines: string,
  ) => `HEAD\tdsrf/1.1.2/6/1.4\tBasicAudioProfile\t1.4\tM1\t2025-07-01T00:00:00Z\t1\t1\t2025-06-01\t2025-06-30\tPADPIDA2011071501F\tDeezer\tPremium\tPADPIDA0000000001S\tLabel
SY02.03\t1\tDeezer\t\tAdvertisementSupportedModel\tOnDemandStream\tFR\tFree\t300\t80\tEUR\t10
RE01.03\tB1\t1\tDZR-R-1\t\t\t190000000017|190000000024\tArtist\t\tAlbum
AS01.03\tB1\t1\tDZR-1\tQZBEN2600001|QZBEN2699999\tSong One\t\tArtist
AS01.03\tB1\t2\tDZR-2\tQZBEN2600002\tSong Two\t\tArtist
${lines}
FOOT\t8\t8\t1\t1\t1`;

  it('reads header-less records by the standard cell order and shares the summary revenue by usages', () => {
    const file = standard(`SU02.03\tB1\t1\tT1\t\t1\ttrue\t100\t\t\tOnDemandStream
SU02.03\tB1\t1\tT2\t\t2\ttrue\t200\t\t\tOnDemandStream`);
    const dsr = new DsrInterpreter(rules());
    const rows = rowsOf(tsv(file).map((rec, i) => dsr.read(rec, i + 1)));
    expect(rows.map((r) => [r.isrc, r.upc, r.title, r.country, r.units, r.amount, r.currency])).toEqual([
      ['QZBEN2600001', '190000000017', 'Song One', 'FR', 100, '3.3333333333333333', 'EUR'],
      ['QZBEN2600002', '190000000017', 'Song Two', 'FR', 200, '6.6666666666666667', 'EUR'],
    ]);
    expect(() => dsr.finish()).not.toThrow();
    expect(dsr.headInfo()).toEqual({ period: '2025-06', store: 'Deezer', currency: 'EUR' });
  });

  it('refuses a revenue-less usage record whose summary record is not in the file', () => {
    const file = standard(`SU02.03\tB1\t7\tT1\t\t1\ttrue\t100\t\t\tOnDemandStream`);
    const dsr = new DsrInterpreter(rules());
    const outs = tsv(file).map((rec, i) => dsr.read(rec, i + 1));
    expect(outs.find((o) => o.t === 'refuse')).toEqual({
      t: 'refuse',
      reason: expect.stringMatching(/SU02.03 record has no revenue of its own .* summary record 7 is not in the file/),
    });
  });

  it('refuses a header-less summary record whose money cells do not hold money (another record version)', () => {
    const file = standard('').replace('\tEUR\t10', '\t10\tEUR');
    const dsr = new DsrInterpreter(rules());
    const outs = tsv(file).map((rec, i) => dsr.read(rec, i + 1));
    expect(outs.find((o) => o.t === 'refuse')).toEqual({
      t: 'refuse',
      reason: expect.stringMatching(/SY02.03 record has "EUR" where the standard's cell order puts its NetRevenue/),
    });
  });

  it("shares the recipient's AllocatedRevenue (the amount payable) by its allocated usages when the summary record gives them", () => {
    // SY02.03 cells 13-17: RightsController, RightsControllerPartyId, AllocatedUsages, AllocatedRevenue, AllocatedNetRevenue.
    const file = standard(`SU02.03\tB1\t1\tT1\t\t1\ttrue\t100\t\t\tOnDemandStream
SU02.03\tB1\t1\tT2\t\t2\ttrue\t200\t\t\tOnDemandStream`).replace(
      '\tEUR\t10',
      '\tEUR\t10\tLabel\tPADPIDA0000000001S\t300\t3.00\t2.40',
    );
    const dsr = new DsrInterpreter(rules());
    const rows = rowsOf(tsv(file).map((rec, i) => dsr.read(rec, i + 1)));
    // AllocatedRevenue 3.00 for 300 AllocatedUsages (not the AllocatedNetRevenue 2.40).
    expect(rows.map((r) => r.amount)).toEqual(['1', '2']);
    expect(() => dsr.finish()).not.toThrow();
  });
});
