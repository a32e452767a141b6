// Fuzz: every callable route of the authorization matrix, called as a role it allows, with bad bodies
// (NUL, lone surrogates, wrong types, huge strings, invalid UTF-8, wrong content type, malformed
// multipart), bad path parameters and bad query strings. Any 5xx fails. Route-level hygiene lives in
// lib/http.ts and lib/security/input.ts; docs/security.md lists the controls.
import path from 'node:path';
import { ROLES, allows, type Role } from '@/lib/auth/roles';
import { authzMatrix, type AuthzEntry } from '../authz';
import { db } from '@/lib/db';
import { simulatorCredential } from '@/lib/distribution/simulator-credential';
import { call, usersByRole, type CallOptions } from '../helpers/api';

const root = process.cwd();
type Module = Partial<Record<AuthzEntry['method'], Parameters<typeof call>[0]>>;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const load = (file: string): Module => require(path.join(root, file)) as Module;

const NUL = 'a\u0000b';
const SURROGATE = 'x\ud800y';
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
];

function badParams(entry: AuthzEntry, value: string): Record<string, string | string[]> {
  const base = entry.params ?? { id: 'matrix-id' };
  return Object.fromEntries(Object.entries(base).map(([k, v]) => [k, Array.isArray(v) ? [value, value] : value]));
}

/** A signed-in role the route allows (public routes: anonymous). */
function roleFor(entry: AuthzEntry): Role | null {
  if (entry.access === 'public') return null;
  return ROLES.find((r) => allows(entry.access, r)) ?? null;
}

describe('fuzzing every route in the authorization matrix', () => {
  let users: Record<Role, Awaited<ReturnType<typeof usersByRole>>[Role]>;
  beforeAll(async () => {
    users = await usersByRole();
  });

  // The simulator takes a store credential instead of a session: fuzzed with one.
  const SIMULATOR = 'app/api/dsp-simulator/route.ts';
  const callable = authzMatrix.filter((e) => !e.notCallable || e.file === SIMULATOR);

  it.each(callable.map((e) => [`${e.method} ${e.file}`, e] as const))('%s', async (_name, entry) => {
    const handler = load(entry.file)[entry.method]!;
    const role = roleFor(entry);
    const as = role ? users[role] : null;
    const failures: string[] = [];
    const extra: Record<string, string> = {};
    if (entry.file === SIMULATOR) {
      const store = await db.store.create({
        data: { slug: `fuzz-${Date.now()}`, name: 'Fuzz store', ddexPartyId: 'PADPIDA0000000FUZZ', requirements: {} },
      });
      extra.authorization = `Bearer ${simulatorCredential(store.id)}`;
    }
    const send = async (label: string, opts: CallOptions) => {
      const res = await call(handler, {
        method: entry.method,
        url: `/api/fuzz${entry.query ?? ''}`,
        as,
        ...opts,
        headers: { ...opts.headers, ...extra },
      });
      if (res.status >= 500) failures.push(`${label}: ${res.status} ${res.text.slice(0, 200)}`);
      return res;
    };
    if (entry.method !== 'GET' && entry.method !== 'DELETE') {
      for (const [label, opts] of BODIES) await send(`body ${label}`, { params: entry.params, ...opts });
    }
    for (const p of BAD_PARAMS) await send(`param ${JSON.stringify(p.slice(0, 20))}`, { params: badParams(entry, p) });
    for (const q of BAD_QUERIES) await send(`query ${q.slice(0, 40)}`, { params: entry.params, url: `/api/fuzz${q}` });
    expect(failures).toEqual([]);
  });
});
