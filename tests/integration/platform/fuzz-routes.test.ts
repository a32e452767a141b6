// Fuzz: every callable route of the authorization matrix, called as the least and the most privileged role it
// allows, with bad bodies (NUL, lone surrogates, wrong types, huge strings, invalid UTF-8, wrong content type),
// multipart forms (malformed boundaries, truncated, entity-declaring XML and other payloads in any field, a
// well-formed file with hostile queries), bad path parameters and query strings: a fixed corpus of inputs that
// broke routes before, plus inputs fast-check draws from a fixed seed per route (tests/helpers/fuzz-inputs.ts),
// within a budget. Any 5xx fails, listing the route, the identity and the input. docs/security.md lists the
// controls.
import path from 'node:path';
import { ROLES, allows, type Role } from '@/lib/platform/auth/roles';
import { authzMatrix, type AuthzEntry } from '../../authz';
import { db } from '@/lib/platform/db';
import { simulatorCredential } from '@/lib/distribution/simulator-credential';
import { issueSessionCookie } from '@/lib/platform/auth/session';
import { call, usersByRole, type CallOptions } from '../../helpers/api';
import {
  FILE_FIELDS,
  FILE_PAYLOADS,
  MALFORMED_BOUNDARY_TYPES,
  NUL,
  SURROGATE,
  UNKNOWN_ID,
  bodyArb,
  draw,
  multipartArb,
  multipartBody,
  paramArb,
  queryArb,
  seedFor,
  validForm,
} from '../../helpers/fuzz-inputs';

const root = process.cwd();
type Module = Partial<Record<AuthzEntry['method'], Parameters<typeof call>[0]>>;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const load = (file: string): Module => require(path.join(root, file)) as Module;

const HUGE = 'h'.repeat(200_000);
const FIELDS = ['name', 'title', 'email', 'id', 'status', 'type', 'message', 'text', 'query', 'content', 'notes'];
const fill = (v: unknown) => Object.fromEntries(FIELDS.map((k) => [k, v]));

/** Raw JSON text, so lone surrogates travel as `\ud800` escapes the way a client could send them. */
const BODIES: Array<[string, Omit<CallOptions, 'as' | 'params' | 'method' | 'url'>]> = [
  ['NUL strings', { body: fill(NUL) }],
  ['lone surrogates', { rawBody: JSON.stringify(fill('x')).replace(/"x"/g, '"\\ud800"'), headers: json() }],
  ['surrogate in a key', { rawBody: '{"\\udc00":1}', headers: json() }],
  ['numbers', { body: fill(1e308) }],
  ['arrays', { body: fill([[[]]]) }],
  ['objects', { body: fill({ $ne: null }) }],
  ['nulls', { body: fill(null) }],
  ['booleans', { body: fill(true) }],
  ['huge strings', { body: { name: HUGE, title: HUGE, message: HUGE } }],
  ['a JSON array', { body: [1, 2, 3] }],
  ['a JSON string', { body: 'just a string' }],
  ['deep nesting', { rawBody: '['.repeat(5000) + ']'.repeat(5000), headers: json() }],
  [
    'invalid UTF-8',
    { rawBody: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]), headers: json() },
  ],
  ['malformed JSON', { rawBody: '{"name": ', headers: json() }],
  ['text/plain', { rawBody: '{"name":"x"}', headers: { 'content-type': 'text/plain' } }],
  ['form-urlencoded', { rawBody: 'name=x&title=y', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
  ['multipart without boundary', { rawBody: 'garbage', headers: { 'content-type': 'multipart/form-data' } }],
  [
    'truncated multipart',
    {
      rawBody:
        '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.wav"\r\nContent-Type: audio/wav\r\n\r\nRIFF',
      headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
    },
  ],
  [
    'multipart with a NUL field',
    {
      rawBody: `--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\n${NUL}\r\n--XyZ--\r\n`,
      headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
    },
  ],
  ...MALFORMED_BOUNDARY_TYPES.map((type): (typeof BODIES)[number] => [
    `multipart with a malformed boundary ${JSON.stringify(type)}`,
    {
      rawBody: multipartBody('XyZ', [{ name: 'file', filename: 'a.csv', content: 'a,b' }]),
      headers: { 'content-type': type },
    },
  ]),
  // Entity-declaring XML as a raw body (the DSP simulator and any XML reader) ...
  ...FILE_PAYLOADS.slice(0, 3).map((xml, i): (typeof BODIES)[number] => [
    `XML body with entities #${i}`,
    { rawBody: xml, headers: { 'content-type': 'application/xml' } },
  ]),
  // ... and (with the other payloads) as the multipart "file".
  ...FILE_PAYLOADS.map((content, i): (typeof BODIES)[number] => [
    `multipart file payload #${i}`,
    validForm('file', content),
  ]),
  ...FILE_FIELDS.slice(1).map((field): (typeof BODIES)[number] => [`multipart file in "${field}"`, validForm(field)]),
];

function json() {
  return { 'content-type': 'application/json' };
}

const BAD_PARAMS = [NUL, SURROGATE, '../../etc/passwd', 'x'.repeat(5000), '%E0%A4%A', ' ', "' OR 1=1 --"];
const BAD_QUERIES = [
  '?q=%00&search=a%00b',
  '?q=%ED%A0%80',
  '?status=%E0%A4%A&page=%',
  '?page=-1&limit=99999999999999999999&offset=NaN&take=1e400',
  '?from=not-a-date&to=9999-99-99&year=abc&month=13',
  `?q=${'z'.repeat(20_000)}`,
  '?status[]=a&status=b&status=c&type=%2e%2e%2f',
  // next-auth answered 500 INVALID_CALLBACK_URL to a callbackUrl that is not an http(s) URL
  '?callbackUrl=evil.example&error=x',
  `?callbackUrl=${encodeURIComponent('javascript:alert(1)')}`,
  // well-formed ids of no record: a write naming one reached a foreign key (drive uploads: 500)
  `?ownerId=${UNKNOWN_ID}&userId=${UNKNOWN_ID}&artistId=${UNKNOWN_ID}&releaseId=${UNKNOWN_ID}&folderId=${UNKNOWN_ID}`,
];

/** Generated inputs per route (the fixed corpus comes on top): bounded so the file runs in about a minute. */
const BUDGET = { bodies: 6, multipart: 6, params: 3, queries: 5 };

function badParams(entry: AuthzEntry, value: string): Record<string, string | string[]> {
  const base = entry.params ?? { id: 'matrix-id' };
  return Object.fromEntries(Object.entries(base).map(([k, v]) => [k, Array.isArray(v) ? [value, value] : value]));
}

/** The least and the most privileged identities the route allows (public routes: anonymous, then a super admin). */
function rolesFor(entry: AuthzEntry): (Role | null)[] {
  const least = entry.access === 'public' ? null : (ROLES.find((r) => allows(entry.access, r)) ?? null);
  return least === 'super_admin' ? [least] : [least, 'super_admin'];
}

describe('fuzzing every route in the authorization matrix', () => {
  let users: Record<Role, Awaited<ReturnType<typeof usersByRole>>[Role]>;
  beforeAll(async () => {
    users = await usersByRole();
  });

  // The simulator takes a store credential instead of a session: fuzzed with one.
  const SIMULATOR = 'app/api/dsp-simulator/route.ts';
  const callable = authzMatrix.filter((e) => !e.notCallable || e.file === SIMULATOR);

  it.each(callable.map((e) => [`${e.method} ${e.file}`, e] as const))('%s', async (name, entry) => {
    const handler = load(entry.file)[entry.method]!;
    const failures: string[] = [];
    const extra: Record<string, string> = {};
    if (entry.file === SIMULATOR) {
      const store = await db.store.create({
        data: { slug: `fuzz-${Date.now()}`, name: 'Fuzz store', ddexPartyId: 'PADPIDA0000000FUZZ', requirements: {} },
      });
      extra.authorization = `Bearer ${simulatorCredential(store.id)}`;
    }
    const seed = seedFor(name);
    const hasBody = entry.method !== 'GET' && entry.method !== 'DELETE';
    const [least, most] = rolesFor(entry);
    for (const role of [least, most].filter((r) => r !== undefined)) {
      const cookie = role ? await issueSessionCookie(users[role]) : undefined;
      const who = role ?? 'anonymous';
      const send = async (label: string, opts: CallOptions) => {
        const res = await call(handler, {
          method: entry.method,
          url: `/api/fuzz${entry.query ?? ''}`,
          ...opts,
          as: null,
          headers: { ...opts.headers, ...extra, ...(cookie ? { cookie } : {}) },
        });
        if (res.status >= 500) failures.push(`${name} as ${who}, ${label}: ${res.status} ${res.text.slice(0, 200)}`);
      };
      const queries = [...BAD_QUERIES, ...draw(queryArb, seed, BUDGET.queries)];
      // Every identity: the queries, alone and with a well-formed file (staff-only paths such as ?ownerId=).
      for (const q of queries) {
        const url = `/api/fuzz${q}`;
        await send(`query ${q.slice(0, 60)}`, { params: entry.params, url });
        if (hasBody) await send(`file + query ${q.slice(0, 60)}`, { params: entry.params, url, ...validForm() });
      }
      if (role !== least) continue;
      // The least privileged identity: bodies, multipart forms and path parameters too.
      if (hasBody) {
        for (const [label, opts] of BODIES) await send(`body ${label}`, { params: entry.params, ...opts });
        for (const body of draw(bodyArb, seed, BUDGET.bodies))
          await send(`body ${JSON.stringify(body)?.slice(0, 120)}`, { params: entry.params, body });
        for (const { label, ...opts } of draw(multipartArb, seed + 1, BUDGET.multipart))
          await send(`multipart ${label.slice(0, 160)}`, { params: entry.params, ...opts });
      }
      const params = [...BAD_PARAMS, ...draw(paramArb, seed + 2, BUDGET.params)];
      for (const p of params) await send(`param ${JSON.stringify(p.slice(0, 20))}`, { params: badParams(entry, p) });
    }
    expect(failures).toEqual([]);
  });
});
