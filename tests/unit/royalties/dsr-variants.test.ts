import fc from 'fast-check';
import { DsrInterpreter } from '@/lib/royalties/import/dsr/interpreter';
import { SRB_RECORD_CELLS } from '@/lib/royalties/import/dsr/records-srb';
import { DsrSummary } from '@/lib/royalties/import/dsr/summaries';
import type { Outcome, RowRules } from '@/lib/royalties/import/csv/row';

const rules = (): RowRules => ({
  dateOrder: 'mdy',
  currency: 'USD',
  store: '',
  period: '2025-06',
  rates: new Map([['USD', 1_000_000_000_000n]]),
});

/** Reads every record as the import does: each record's outcome, and a held-back one's once settled. */
function readAll(dsr: DsrInterpreter, lines: string[]): Outcome[] {
  const outs: Outcome[] = [];
  lines.forEach((line, i) => {
    const out = dsr.read(line.split('\t'), i + 1);
    const held = dsr.settled();
    if (held) outs.push(held.out);
    if (out.t !== 'defer') outs.push(out);
  });
  const last = dsr.settled(true);
  if (last) outs.push(last.out);
  return outs;
}

/** A record of `type` with the named cells set, the others empty, in the order `cells` gives. */
const record = (type: string, cells: string[], values: Record<string, string>) =>
  cells.map((c, i) => (i === 0 ? type : (values[c] ?? ''))).join('\t');

const HEAD = (profile: string) =>
  `HEAD\tdsrf/1.3/1.4.1/1.3\t${profile}\t1.2\tM1\t2025-07-01T00:00:00Z\t1\t1\t2025-06-01\t2025-06-30\tPADPIDA2013020802I\tYouTube\tYouTubeMain\tPADPIDA0000000001S\tLabel`;
const SY02 = (allocatedRevenue: string) =>
  `SY02.02\t1\tYouTube\t\tAdvertisementSupportedModel\tOnDemandStream\tUS\tYouTubeMain\t100\t10\tUSD\t10\tLabel\t\t\t${allocatedRevenue}`;

describe('DDEX DSR single record block variants', () => {
  it('SR06 (UGC, ad-supported and subscription) pays its AllocatedAmount; without one it has no revenue', () => {
    const sr06 = (amount: string) =>
      record('SR06.01', SRB_RECORD_CELLS.SR06, {
        SummaryRecordId: '1',
        DspResourceId: 'YT-1',
        ISRC: 'QZBEN2600001',
        ResourceTitle: 'Song One',
        Usages: '40',
        AllocatedAmount: amount,
      });
    const dsr = new DsrInterpreter(rules());
    const outs = readAll(dsr, [HEAD('UgcProfileSRB'), SY02('2.5'), sr06('2.5'), sr06(''), 'SRFO\t5\t1']);
    expect(outs.map((o) => (o.t === 'row' ? [o.row.isrc, o.row.units, o.row.amount, o.row.country] : o))).toEqual([
      { t: 'skip', reason: 'DSR header record (HEAD)' },
      { t: 'skip', reason: 'DSR summary record (SY02.02)' },
      ['QZBEN2600001', 40, '2.5', 'US'],
      { t: 'skip', reason: 'DSR usage record without revenue (SR06.01)' },
      { t: 'skip', reason: 'footer' },
    ]);
    expect(() => dsr.finish()).not.toThrow();
  });

  it('skips each record of a version whose cells are not known, saying so', () => {
    const dsr = new DsrInterpreter(rules());
    const outs = readAll(dsr, [HEAD('BasicAudioProfileSRB'), 'SR01.02\t1\tDZR-1\tQZBEN2600001\tSong One']);
    expect(outs[1]).toEqual({
      t: 'skip',
      reason:
        'DSR single record block variant record (SR01.02) skipped: this version is not supported, its cell order could not be checked against the standard (a #SR01.02 header row naming its cells would be read)',
    });
  });
});

describe('DDEX DSR licensor allocations (LI01)', () => {
  const ugc = [
    HEAD('UgcProfile'),
    '#SY02\tSummaryRecordId\tTerritory\tTotalUsages\tCurrencyOfReporting\tNetRevenue\tAllocatedRevenue',
    'SY02\t1\tUS\t300\tUSD\t9\t0.9',
    '#AS01\tBlockId\tResourceReference\tDspResourceId\tISRC\tTitle',
    '#SU03\tBlockId\tSummaryRecordId\tSalesTransactionId\tDspResourceId\tUsages\tNetRevenue',
    '#LI01\tBlockId\tSummaryRecordId\tRightsController\tAllocatedAmount\tParentSalesTransactionId',
    'AS01\tB1\t1\tYT-1\tQZBEN2600001\tSong One',
  ];

  it('holds a UGC usage record back until the next record: without allocations after it, it is its NetRevenue', () => {
    const dsr = new DsrInterpreter(rules());
    const outs = readAll(dsr, [
      ...ugc,
      'SU03\tB1\t1\tT1\tYT-1\t100\t3',
      'SU03\tB1\t1\tT2\tYT-1\t200\t0.5',
      'LI01\tB1\t1\tLabel\t0.6\tT2',
    ]);
    const rows = outs.flatMap((o) => (o.t === 'row' ? [[o.row.units, o.row.amount]] : []));
    expect(rows).toEqual([
      [100, '3'],
      [200, '0.6'],
    ]);
    // T1's NetRevenue (3) and T2's allocation (0.6) are both checked against the summary: AllocatedRevenue
    // 0.9 is not what both add up to, so this mix of a paid and an allocated usage fails the check.
    expect(() => dsr.finish()).toThrow(
      'The DSR summary record 1 (SY02) gives AllocatedRevenue 0.9 USD but the usage lines naming it total 3.60 USD.',
    );
  });

  it('refuses an allocation that follows no held usage record, or gives no AllocatedAmount', () => {
    const basic = [HEAD('BasicAudioProfile'), ...ugc.slice(1).filter((l) => !l.startsWith('#LI01'))];
    const refusal = (lines: string[]) => readAll(new DsrInterpreter(rules()), lines).find((o) => o.t === 'refuse');
    expect(refusal([...basic, '#LI01\tBlockId\tAllocatedAmount', 'SU03\tB1\t1\tT1\tYT-1\t100\t3'])).toBeUndefined();
    // In a Basic Audio file (no #LI01 header row before the usage record), the usage record was not held back.
    expect(refusal([...basic, 'SU03\tB1\t1\tT1\tYT-1\t100\t3', 'LI01\tB1\t1\tLabel\t0.6\tT1'])).toEqual({
      t: 'refuse',
      reason: expect.stringMatching(/LI01 record allocates the revenue of a usage record that is not right before it/),
    });
    expect(refusal([...ugc, 'SU03\tB1\t1\tT1\tYT-1\t100\t3', 'LI01\tB1\t1\tLabel\t\tT1'])).toEqual({
      t: 'refuse',
      reason:
        'the LI01 record gives no AllocatedAmount: the amount due to the licensor for the usage record at row 8 is not known',
    });
  });
});

/** A decimal string in 1e-16 units. */
function scaled(v: string): bigint {
  const [whole, frac = ''] = v.replace('-', '').split('.');
  const n = BigInt(whole + frac.padEnd(16, '0'));
  return v.startsWith('-') ? -n : n;
}

describe('DsrSummary.share', () => {
  it('shares exactly: the parts of every sale add up to the net revenue, whatever the number of parts', () => {
    const sale = fc.record({ usages: fc.integer({ min: -5, max: 50 }), parts: fc.integer({ min: 1, max: 40 }) });
    fc.assert(
      fc.property(
        fc.array(sale, { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 1, max: 10 ** 9 }),
        (sales, cents) => {
          const total = sales.reduce((s, x) => s + x.usages, 0);
          fc.pre(total !== 0);
          const net = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
          const summary = DsrSummary.of('1', 'SY01.01', 'EUR', 'DE', net, String(total), null);
          let sum = 0n;
          for (const { usages, parts } of sales)
            for (let i = 0; i < parts; i++) sum += scaled(summary.share(String(usages), BigInt(parts)));
          expect(sum).toBe(BigInt(cents) * 10n ** 14n);
        },
      ),
      { numRuns: 200 },
    );
  });
});
