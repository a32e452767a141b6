// The DSR summary check's line sums (dsr/summaries.ts LineSums) when lines change currency from one to
// the next: each currency's sum exact, in the doubles while they stay exact and past them.
import { Cells } from '@/lib/royalties/import/dsr/columns';
import { DsrSummaries } from '@/lib/royalties/import/dsr/summaries';

const row = (cells: Record<string, string>) =>
  new Cells(new Map(Object.keys(cells).map((k, i) => [k.toLowerCase(), i])), Object.values(cells));

it('sums each currency of interleaved lines exactly, past what a double holds', () => {
  const s = new DsrSummaries();
  const summary = (id: string, cur: string, net: string) =>
    s.add('SY02', row({ SummaryRecordId: id, Usages: '4', CurrencyOfReporting: cur, NetRevenue: net }), false, 'USD');
  summary('1', 'USD', '5000000.000000001');
  summary('2', 'EUR', '0.7500000000000001');
  // The USD sum passes 2^52 units of 1e-9 (4,503,599.6 USD) on the way; EUR starts with an amount of more
  // than 9 decimals (summed as a BigInt), then one summed in a double.
  for (const [cur, amount] of [
    ['USD', '3000000'],
    ['EUR', '0.2500000000000001'],
    ['EUR', '0.5'],
    ['USD', '2000000'],
    ['USD', '0.000000001'],
  ])
    s.unattributed.add(cur, amount);
  expect(() => s.check('')).not.toThrow();
  s.unattributed.add('USD', '0.000000001');
  expect(() => s.check('')).toThrow(
    'The DSR summary records 1 (SY02), 2 (SY02) give NetRevenue 5000000.000000001 USD, NetRevenue 0.7500000000000001 EUR, together 0.7500000000000001 EUR, 5000000.000000001 USD, but the usage lines, which name none of them, total 0.7500000000000001 EUR, 5000000.000000002 USD.',
  );
});
