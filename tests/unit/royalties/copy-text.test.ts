// COPY text written field by field into buffers (copy-text.ts) must be byte for byte what escaping each
// field and encoding the line with Buffer.from gives: PostgreSQL reads these bytes as the lines.
import fc from 'fast-check';
import { CopyText } from '@/lib/royalties/import/copy-text';

const esc = (s: string) => s.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');

function written(fields: string[], n: number) {
  const t = new CopyText();
  t.reserve(CopyText.room(fields.reduce((sum, f) => sum + f.length, 0) + 40));
  t.text(fields[0]);
  for (const f of fields.slice(1)) t.field(f);
  t.tab();
  t.int(n);
  t.tab();
  t.int(Math.abs(n), 9);
  t.tab();
  t.nul();
  t.newline();
  return Buffer.concat(t.take());
}

const expected = (fields: string[], n: number) =>
  Buffer.from(`${fields.map(esc).join('\t')}\t${n}\t${String(Math.abs(n)).padStart(9, '0')}\t\\N\n`);

describe('COPY text', () => {
  it('escapes and encodes like the string it replaces, for any text (surrogates, controls, backslashes)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.string({ unit: 'binary' }),
            fc.string({ unit: fc.constantFrom('\\', '\t', '\n', '\r', 'é', '😀', '\ud800', 'a') }),
          ),
          { minLength: 1, maxLength: 6 },
        ),
        fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
        (fields, n) => expect(written(fields, n).equals(expected(fields, n))).toBe(true),
      ),
      { numRuns: 3000 },
    );
  });

  it('starts a new buffer when a line might not fit, keeping every byte in order', () => {
    const t = new CopyText();
    const line = 'x'.repeat(100_000);
    for (let i = 0; i < 12; i++) {
      t.reserve(CopyText.room(line.length + 1));
      t.text(line);
      t.newline();
    }
    const chunks = t.take();
    expect(chunks.length).toBeGreaterThan(1);
    expect(Buffer.concat(chunks).toString()).toBe(`${line}\n`.repeat(12));
    expect(t.empty).toBe(true);
  });
});
