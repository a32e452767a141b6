import { cellText, numberText } from '@/lib/royalties/import/xlsx/workbook';

describe('spreadsheet cells as statement text', () => {
  it('writes numbers as plain decimals, never in exponent form', () => {
    expect(numberText(12.5)).toBe('12.5');
    expect(numberText(1e-7)).toBe('0.0000001');
    expect(numberText(-1.25e-9)).toBe('-0.00000000125');
    expect(numberText(1e21)).toBe('1000000000000000000000');
    expect(numberText(1.5e22)).toBe('15000000000000000000000');
    expect(numberText(886443927087)).toBe('886443927087');
  });

  it('shows formulas by their result, rich text and links by their text, dates as ISO and errors as empty', () => {
    expect(cellText({ formula: 'A1*2', result: 3e-7 } as never)).toBe('0.0000003');
    expect(cellText({ richText: [{ text: 'Song ' }, { text: 'Two' }] })).toBe('Song Two');
    expect(cellText({ text: 'Store', hyperlink: 'https://example.com' })).toBe('Store');
    expect(cellText(new Date('2026-09-01T00:00:00Z'))).toBe('2026-09-01');
    expect(cellText(new Date('2026-09-01T13:45:10Z'))).toBe('2026-09-01T13:45:10');
    expect(cellText({ error: '#N/A' } as never)).toBe('');
    expect(cellText(null)).toBe('');
    expect(cellText(true)).toBe('TRUE');
  });
});
