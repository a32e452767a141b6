// Inputs for the route fuzzer (tests/integration/platform/fuzz-routes.test.ts): fixed corpora of inputs that broke
// routes before (each stays in, so a regression is caught on every run) and fast-check generators drawn from a
// fixed seed per route, so a failure names an input that the next run sends again.
import fc from 'fast-check';

/** The one seed of the fuzzer; a route's own seed is this mixed with its name (stable whatever the order). */
const FUZZ_SEED = 20_261_129;

export function seedFor(name: string): number {
  let h = FUZZ_SEED;
  for (const ch of name) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}

export const NUL = 'a\u0000b';
export const SURROGATE = 'x\ud800y';
/** A well-formed id that names no record: a write naming it used to reach a foreign key (500). */
export const UNKNOWN_ID = 'cfuzzunknownrecord0000000';

const ERN_NS = 'http://ddex.net/xml/ern/43';
const ernWith = (doctype: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n${doctype}<ern:NewReleaseMessage xmlns:ern="${ERN_NS}">&e;</ern:NewReleaseMessage>`;
/** File contents: entity declarations (external, parameter, billion laughs), formulas, magic numbers, nothing. */
export const FILE_PAYLOADS = [
  ernWith('<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>'),
  ernWith('<!DOCTYPE x [<!ENTITY % p SYSTEM "file:///etc/passwd"> %p; <!ENTITY e "x">]>'),
  ernWith(
    '<!DOCTYPE x [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY e "&b;&b;&b;&b;&b;&b;&b;&b;">]>',
  ),
  `<?xml version="1.0"?><ern:NewReleaseMessage xmlns:ern="${ERN_NS}"><MessageHeader/></ern:NewReleaseMessage>`,
  'ISRC,Title,Amount\r\n=cmd|/c calc!A1,"x",1\r\nUS-AAA-26-00001,;=1+1,-2\r\n',
  'RIFF\u0000\u0000\u0000\u0000WAVEfmt ',
  'PK\u0003\u0004\u0014\u0000\u0000\u0000',
  '\u001f\u008b\u0008\u0000',
  '%PDF-1.4\n%\u00e2\u00e3',
  '\u0089PNG\r\n\u001a\n',
  '',
];

export const FILE_FIELDS = ['file', 'audio', 'artwork', 'image', 'attachment', 'document', 'photo', 'avatar', 'cover'];
const TEXT_FIELDS = ['name', 'title', 'folderId', 'releaseId', 'entry', 'delimiter', 'mapping', 'store', 'period'];
const FILENAMES = ['a.wav', 'message.xml', 'statement.csv', '../../etc/passwd', '', 'x\u0000.png', 'é.mp3'];

interface Part {
  name: string;
  filename?: string;
  content: string;
}

/** A multipart body as latin1 bytes (so any byte value can travel), cut off before its end when `truncated`. */
export function multipartBody(boundary: string, parts: Part[], truncated = false): Uint8Array {
  const text =
    parts
      .map((p) => {
        const file = p.filename === undefined ? '' : `; filename="${p.filename}"`;
        const type = p.filename === undefined ? '' : '\r\nContent-Type: application/octet-stream';
        return `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${file}${type}\r\n\r\n${p.content}\r\n`;
      })
      .join('') + (truncated ? '' : `--${boundary}--\r\n`);
  return new Uint8Array(Buffer.from(text, 'latin1'));
}

const multipartType = (boundary: string) => `multipart/form-data; boundary=${boundary}`;

/** Boundaries Busboy refuses (it threw, outside a try, on the statement upload: 500). */
export const MALFORMED_BOUNDARY_TYPES = [
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary="',
  'multipart/form-data; boundary=a b',
  'multipart/form-data; charset=x; boundary',
];

/** A well-formed form with one small file in `field`, for the routes' deeper paths (with the query cases). */
export function validForm(field = 'file', content = 'hello'): { rawBody: Uint8Array; headers: Record<string, string> } {
  return {
    rawBody: multipartBody('FuzzBoundary', [{ name: field, filename: 'note.txt', content }]),
    headers: { 'content-type': multipartType('FuzzBoundary') },
  };
}

const NASTY = [
  NUL,
  SURROGATE,
  '',
  ' ',
  '../../etc/passwd',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://evil.example/',
  '//evil.example',
  'evil.example',
  "' OR 1=1 --",
  '=cmd|/c calc!A1',
  '\u200b=1+1',
  '-1',
  '1e400',
  'NaN',
  '9999-99-99',
  '0000-00-00T25:61:61Z',
  UNKNOWN_ID,
  'z'.repeat(5000),
];
const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 12 }) },
);
const printable = (s: string) => s.replace(/[^\u0020-\u007e]/g, '');

const BODY_KEYS = [
  ...['name', 'title', 'email', 'id', 'status', 'type', 'message', 'text', 'query', 'content', 'notes', 'url'],
  ...['password', 'slug', 'workId', 'trackId', 'releaseId', 'ownerId', 'userId', 'ids', 'items', 'amount'],
  ...['cents', 'date', 'from', 'to', 'callbackUrl', 'token', 'code', 'reason', 'parties', 'links', 'settings'],
];
const QUERY_KEYS = [
  ...['q', 'search', 'status', 'type', 'ownerId', 'userId', 'artistId', 'releaseId', 'trackId', 'folderId'],
  ...['cursor', 'limit', 'page', 'from', 'to', 'year', 'month', 'sort', 'order', 'token', 't', 'u', 's'],
  ...['callbackUrl', 'redirect', 'next', 'format', 'entry', 'kind', 'tab', 'id', 'error', 'overdue', 'trash'],
];

/** JSON bodies: objects of known keys with nasty or arbitrary JSON values, and arbitrary JSON. */
export const bodyArb = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.dictionary(fc.constantFrom(...BODY_KEYS), fc.oneof(nastyString, fc.jsonValue({ maxDepth: 2 })), {
      maxKeys: 6,
    }),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Query strings of known keys (repeated keys included), values percent-encoded. */
export const queryArb = fc
  .array(fc.tuple(fc.constantFrom(...QUERY_KEYS), nastyString), { minLength: 1, maxLength: 5 })
  .map(
    (pairs) =>
      `?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '\u0000'))}`).join('&')}`,
  );

/** Path parameter values. */
export const paramArb = nastyString;

/** Multipart forms: boundaries good and bad, file and text parts of any name, payloads, truncation. */
export const multipartArb = fc
  .record({
    boundary: fc.oneof(
      fc.constantFrom('FuzzBoundary', '', '"', 'a b', '"unterminated', '--', 'b'.repeat(200)),
      fc.string({ unit: 'binary-ascii', maxLength: 30 }).map(printable),
    ),
    parts: fc.array(
      fc.record({
        name: fc.oneof(
          fc.constantFrom(...FILE_FIELDS, ...TEXT_FIELDS),
          fc.string({ unit: 'grapheme-ascii', maxLength: 8 }),
        ),
        filename: fc.option(fc.constantFrom(...FILENAMES), { nil: undefined }),
        content: fc.oneof(fc.constantFrom(...FILE_PAYLOADS, ...NASTY)),
      }),
      { maxLength: 3 },
    ),
    truncated: fc.boolean(),
  })
  .map(({ boundary, parts, truncated }) => ({
    label: `boundary ${JSON.stringify(boundary.slice(0, 20))}, parts ${JSON.stringify(parts.map((p) => [p.name, p.filename, p.content.slice(0, 24)]))}${truncated ? ', truncated' : ''}`,
    rawBody: multipartBody(boundary.replace(/"/g, ''), parts, truncated),
    headers: { 'content-type': multipartType(boundary) },
  }));

export function draw<T>(arb: fc.Arbitrary<T>, seed: number, numRuns: number): T[] {
  return fc.sample(arb, { seed, numRuns });
}
