// The header of a statement of unknown layout, past the title rows a spreadsheet adds (header-row.ts).
import { findHeaderRow } from '@/lib/royalties/import/csv/header-row';

const csv = (text: string) => text.split('\n').map((l) => l.split(','));
const table =
  'Period,Title,ISRC,Units,Net\n2025-06,A,FRZ031500001,3,0.84\n2025-06,B,FRZ031500002,1,0.28\n2025-06,C,,2,0.02';

describe('findHeaderRow', () => {
  it.each([
    ['no title rows: the first record', table, 0],
    ['title rows, one padded by Excel, and a key/value pair', `Sales Report,,,,\nPeriod:,June 2025\n,,,,\n${table}`, 3],
    ["Excel's sep= line (one cell)", `sep=,\n${table}`, 1],
    [
      'a key/value block longer than the data rows',
      `Statement\nLabel:,X\nAccount:,1\nCurrency:,EUR\nFrom:,2025-06-01\nTo:,2025-06-30\nPaid:,2025-07-15\n${table}`,
      7,
    ],
    ['a last column every data row leaves empty', table.replace('Net\n', 'Net,Note\n'), 0],
    ['one data row made wider by a stray comma', `Sales Report\n${table.replace(',A,', ',A, the remix,')}`, 1],
    ['an unnamed column in the header', `Sales Report\n${table.replace('Title', '')}`, 1],
  ])('%s', (_name, text, row) => {
    expect(findHeaderRow(csv(text))).toBe(row);
  });

  it('none among the first 20 records: null', () => {
    expect(findHeaderRow(csv('Sales Report\nJune 2025'))).toBeNull();
  });
});
