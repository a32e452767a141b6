// The DSR rules core (lib/royalties/import/dsr/rules.ts) and the profile record definitions it reads by
// (records-dsrf.ts, records.ts): what pays a usage record, the payable rule of a summary record, usages as
// every lane reads them, and which cells a record of each profile version has.
import fc from 'fast-check';
import { standardCells } from '@/lib/royalties/import/dsr/records';
import { schemaRecords } from '@/lib/royalties/import/dsr/records-dsrf';
import {
  otherRecordReason,
  plainUsages,
  revenueSource,
  summaryMoney,
  usagesLessReturns,
} from '@/lib/royalties/import/dsr/rules';

const cells = (amount: number[], allocated: number[], units: number[], known = true) => ({
  known,
  amount,
  allocated,
  units,
});
const summary = (c: Partial<Parameters<typeof summaryMoney>[0]>) =>
  summaryMoney({
    net: '',
    usages: '',
    allocated: '',
    allocatedCell: 'AllocatedRevenue',
    allocatedUsages: '',
    rightsTypePercentage: '',
    ...c,
  });
const E16 = 10n ** 16n;

describe('DSR rules core', () => {
  it('pays the amount due to the rights controller first, then the own revenue, else the summary share', () => {
    expect(revenueSource('SR03', cells([5], [9], [4]), '1.5', '')).toBe('allocated');
    expect(revenueSource('SU03.03', cells([5], [], [4]), '', '2.0')).toBe('own');
    expect(revenueSource('SU02.03', cells([], [], [7]), '', '')).toBe('share');
    expect(revenueSource('SU05', cells([], [], [6]), '', '')).toBe('share');
    // A revenue cell left empty has none; RU.. release usages never share; an SR.. version not known is refused.
    expect(revenueSource('SU03.03', cells([5], [], [4]), '', '')).toBe('none');
    expect(revenueSource('RU02.02', cells([], [], [6]), '', '')).toBe('none');
    expect(revenueSource('SR01.02', cells([], [], [], false), '', '')).toBe('unsupported');
  });

  it('a summary pays AllocatedRevenue for AllocatedUsages, else NetRevenue at its RightsTypePercentage', () => {
    const allocated = summary({ net: '40', usages: '10000', allocated: '5.00', allocatedUsages: '1500' });
    expect([allocated.net, allocated.total, allocated.figure]).toEqual([
      5n * E16,
      1500n * E16,
      'AllocatedRevenue 5.00',
    ]);
    // AllocatedNetRevenue is never what is paid; without AllocatedUsages the whole context is shared.
    const noUsages = summary({ net: '40', usages: '100', allocated: '5.00' });
    expect([noUsages.net, noUsages.payable]).toEqual([40n * E16, 5n * E16]);
    const pct = summary({ net: '80.00', usages: '100', rightsTypePercentage: '25' });
    expect([pct.net, pct.figure]).toEqual([20n * E16, 'NetRevenue 80.00 at RightsTypePercentage 25']);
  });

  it('reads usages as digits only, at most 9, and usages less returns exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999 }),
        (n) => plainUsages(` ${n} `, 1, String(n).length + 1) === n,
      ),
    );
    expect([plainUsages('1e3', 0, 3), plainUsages('1000000000', 0, 10), plainUsages('-1', 0, 2)]).toEqual([-1, -1, -1]);
    expect([usagesLessReturns('5', '1'), usagesLessReturns('2', '3'), usagesLessReturns('x', '')]).toEqual([
      '4.0000000000000000',
      '-1.0000000000000000',
      null,
    ]);
  });

  it('skips deal-specific, masterlist and cue records with a reason that says why', () => {
    expect(otherRecordReason('DE01')).toMatch(/deal-specific/);
    expect(otherRecordReason('ML01')).toMatch(/masterlist record \(ML01\)/);
    expect(otherRecordReason('CU01')).toMatch(/^DSR cue record \(CU01\)/);
  });
});

describe('DSR record definitions per profile version (ddexnet/dsrf schemas)', () => {
  it("reads a record without its version by the HEAD's profile version", () => {
    // UGC 1.0/1.1: SU03 has SalesTransactionId before SummaryRecordId; Part 8's newest SU03.03 the other way round.
    expect(standardCells('SU03', 'UGCProfile', '1.0')?.slice(1, 4)).toEqual([
      'BlockId',
      'SalesTransactionId',
      'SummaryRecordId',
    ]);
    expect(standardCells('SU03.01')?.slice(1, 4)).toEqual(['BlockId', 'SalesTransactionId', 'SummaryRecordId']);
    expect(standardCells('SU03')?.slice(1, 4)).toEqual(['BlockId', 'SummaryRecordId', 'SalesTransactionId']);
    // Basic Audio 1.0's SY02 names its AllocatedRevenue AmountPayable, and has no RightsTypePercentage.
    expect(standardCells('SY02', 'BasicAudioProfile', '1.0')?.[15]).toBe('AmountPayable');
    expect(standardCells('SY02', 'BasicAudioProfile', '1.0')).not.toContain('RightsTypePercentage');
    expect(standardCells('SY02')).toContain('AllocatedRevenue');
  });

  it('defines the records the Part 8 tables lack (Radio SY08, SU05; SY04, SY05, SY09, SY11; AV RE03, AS03, CU01)', () => {
    expect(standardCells('SY08')).toEqual(
      expect.arrayContaining(['NetRevenue', 'AllocatedRevenue', 'NumberOfBroadcasts']),
    );
    expect(standardCells('SU05', 'RadioBroadcastProfile', '1.0')?.[6]).toBe('NumberOfBroadcasts');
    for (const t of ['SY04', 'SY05.02', 'SY09', 'SY11', 'RE03.01', 'AS03.01', 'CU01', 'ML01'])
      expect(standardCells(t)).toBeDefined();
    expect(schemaRecords('RadioBroadcastProfile', '1.0')).toEqual([
      'AS01',
      'AS02.01',
      'MW01.01',
      'RE01',
      'SU05',
      'SY08',
    ]);
    expect(schemaRecords('UgcProfileSRB', '1.2')).toContain('SY09');
  });
});
