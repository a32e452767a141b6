import fc from 'fast-check';
import { lineKey, parseLineKey } from '@/lib/royalties/line-key';

describe('statement line names', () => {
  it('name a line by its import and row, and read back to the same two', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9-]{1,40}$/),
        fc.integer({ min: 1, max: 2_147_483_647 }),
        (importId, row) => {
          expect(parseLineKey(lineKey(importId, row))).toEqual({ importId, rowNumber: row });
        },
      ),
    );
  });

  it('sort as the file reads and keep the ids the COPY writers gave', () => {
    expect(lineKey('cmimport1', 7)).toBe('cmimport1-000000007');
    expect(lineKey('cmimport1', 10) > lineKey('cmimport1', 9)).toBe(true);
  });

  it('are refused when they are not a name: no row, a zero row, too short or too large', () => {
    for (const bad of ['missing', 'cmimport1', 'cmimport1-7', 'cmimport1-000000000', '-000000001', 'a-9999999999'])
      expect(parseLineKey(bad)).toBeNull();
  });
});
