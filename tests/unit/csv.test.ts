import { csvLine, toCsv } from '@/lib/csv';

describe('toCsv / csvLine', () => {
  it('quotes commas, quotes and line breaks and ends lines with CRLF', () => {
    expect(toCsv([['a,b', 'say "hi"', 'two\nlines', 3]], ['x', 'y', 'z', 'n'])).toBe(
      'x,y,z,n\r\n"a,b","say ""hi""","two\nlines",3\r\n',
    );
  });

  it('writes a text cell a spreadsheet would run as a formula as text, but leaves negative amounts alone', () => {
    expect(csvLine(['=HYPERLINK("x")', '+1', '@SUM(A1)', '-12.00', -5, 'plain'])).toBe(
      `"'=HYPERLINK(""x"")",'+1,'@SUM(A1),-12.00,-5,plain\r\n`,
    );
  });
});
