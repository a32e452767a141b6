import { csvLine, toCsv } from '@/lib/platform/csv';

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

describe('formula guard (OWASP CSV injection)', () => {
  it('quotes a cell holding a semicolon or tab, so a spreadsheet splitting on them keeps one text cell', () => {
    expect(csvLine(['a;=HYPERLINK("x")', ';=1+1', 'x\t=2'])).toBe(`"a;=HYPERLINK(""x"")",";=1+1","x\t=2"\r\n`);
  });

  it('guards formulas behind leading whitespace or invisible characters, and fullwidth formula signs', () => {
    const cells = [
      ' =1+1',
      '\u200b=1+1',
      '\ufeff@SUM(A1)',
      '\u200d\u2060+1',
      '\u00ad-2+3',
      '＝1+1',
      '＋1',
      '－1',
      '＠SUM(A1)',
    ];
    const out = csvLine(cells).replace(/\r\n$/, '').split(',');
    expect(out.map((c) => c.replace(/^"|"$/g, '').startsWith("'"))).toEqual(cells.map(() => true));
  });

  it('leaves plain text, numbers and negative amounts alone', () => {
    expect(csvLine(['Rae Sol', 'a=b', 'user@example.com', '-12.00', 3])).toBe(
      'Rae Sol,a=b,user@example.com,-12.00,3\r\n',
    );
  });
});
