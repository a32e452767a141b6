import fc from 'fast-check';
import { formatIsrc, isrcProblem, isValidIsrc, normalizeIsrc } from '@/lib/distribution/isrc';
import { gs1CheckDigit, upcProblem, withCheckDigit } from '@/lib/distribution/upc';

describe('ISRC validation', () => {
  it('accepts codes with or without hyphens and formats them CC-XXX-YY-NNNNN', () => {
    expect(isValidIsrc('US-MMS-26-00001')).toBe(true);
    expect(isValidIsrc('usmms2600001')).toBe(true);
    expect(normalizeIsrc('us-mms-26-00001')).toBe('USMMS2600001');
    expect(formatIsrc('USMMS2600001')).toBe('US-MMS-26-00001');
  });

  it('explains what is wrong with a bad code', () => {
    expect(isrcProblem('USMMS26001')).toMatch(/12 characters/);
    expect(isrcProblem('1SMMS2600001')).toMatch(/country code/);
    expect(isrcProblem('USMMSAB00001')).toMatch(/2-digit year/);
    expect(isrcProblem('US-MM!-26-00001')).not.toBeNull();
  });
});

describe('UPC / EAN check digits', () => {
  it('computes known GS1 check digits', () => {
    expect(withCheckDigit('03600029145')).toBe('036000291452'); // UPC-A example from GS1
    expect(withCheckDigit('400638133393')).toBe('4006381333931'); // EAN-13 example
    expect(upcProblem('036000291452')).toBeNull();
    expect(upcProblem('4006381333931')).toBeNull();
  });

  it('refuses a wrong check digit with the digit it should be', () => {
    expect(upcProblem('036000291453')).toBe('The check digit of 036000291453 should be 2: check for a typing error.');
    expect(upcProblem('12345')).toMatch(/12 digits/);
    expect(upcProblem('03600029145X')).toMatch(/digits only/);
  });

  it('finds every single-digit typing error (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11}$/), fc.nat(10), fc.integer({ min: 1, max: 9 }), (body, pos, delta) => {
        const code = withCheckDigit(body);
        const i = pos % 12;
        const typo = code.slice(0, i) + String((Number(code[i]) + delta) % 10) + code.slice(i + 1);
        return upcProblem(code) === null && upcProblem(typo) !== null;
      }),
    );
    expect(gs1CheckDigit('0')).toBe(0);
  });
});
