// Calls route handlers the way Next does, with a session cookie for a given user.
import { db } from '@/lib/platform/db';
import { hashPassword } from '@/lib/platform/auth/password';
import { issueSessionCookie } from '@/lib/platform/auth/session';
import type { Role } from '@/lib/platform/auth/roles';
import { settleAfterResponse } from '@/lib/platform/http/after-response';
import type { User } from '@/lib/generated/prisma/client';

type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

export interface CallOptions {
  method?: string;
  /** Path and query, e.g. '/api/projects?status=live' */
  url?: string;
  body?: unknown;
  /** Sent as-is (for malformed JSON tests) */
  rawBody?: string | Uint8Array | FormData;
  headers?: Record<string, string>;
  as?: Pick<User, 'id' | 'email' | 'name' | 'sessionVersion'> | null;
  params?: Record<string, string | string[]>;
}

// Tests read arbitrary response bodies, so `json` is untyped unless the test names a type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface CallResult<T = any> {
  status: number;
  headers: Headers;
  json: T;
  text: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call<T = any>(handler: Handler, opts: CallOptions = {}): Promise<CallResult<T>> {
  const headers = new Headers({ host: 'localhost:3000', ...opts.headers });
  // Extra cookies in opts.headers (a step-up grant, ...) travel along with the session cookie.
  if (opts.as)
    headers.set('cookie', [await issueSessionCookie(opts.as), opts.headers?.cookie].filter(Boolean).join('; '));
  let body: BodyInit | undefined;
  if (opts.rawBody !== undefined) body = opts.rawBody as BodyInit;
  else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  const req = new Request(`http://localhost:3000${opts.url ?? '/'}`, {
    method: opts.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
  });
  const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) });
  const text = await res.text();
  // What the route left to run after its answer (a reset email) is done before the test looks.
  await settleAfterResponse();
  let json: T = undefined as T;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON */
  }
  return { status: res.status, headers: res.headers, json, text };
}

/** A new artist's first save of `body` through `route`'s PUT (their own settings, which the test then reads back). */
export async function newArtistPuts(route: { PUT: Handler }, body: unknown) {
  const artist = await createUser('artist');
  return { artist, res: await call(route.PUT, { as: artist, body }) };
}

/** An edit of one record by id (`PATCH /api/.../[id]`), as `as`. */
export function patchById(route: { PATCH: Handler }, as: CallOptions['as'], id: string, body: unknown) {
  return call(route.PATCH, { as, method: 'PATCH', params: { id }, body });
}

let counter = 0;
let cachedHash: string | undefined;
export const TEST_PASSWORD = 'correct horse battery';

/** A user with a role; the password is TEST_PASSWORD. */
export async function createUser(
  role: Role = 'artist',
  data: Partial<Pick<User, 'email' | 'name' | 'adminId' | 'status'>> = {},
) {
  cachedHash ??= await hashPassword(TEST_PASSWORD);
  counter += 1;
  return db.user.create({
    data: {
      email: data.email ?? `${role}${counter}-${Date.now()}@test.local`,
      name: data.name ?? `${role} ${counter}`,
      passwordHash: cachedHash,
      role,
      adminId: data.adminId ?? (role === 'admin' || role === 'super_admin' ? `ADM-T${counter}` : null),
      status: data.status ?? 'active',
    },
  });
}

/** One user per role, for authorization tests. */
export async function usersByRole() {
  const roles: Role[] = ['artist', 'student', 'member', 'admin', 'super_admin'];
  const entries = await Promise.all(roles.map(async (r) => [r, await createUser(r)] as const));
  return Object.fromEntries(entries) as Record<Role, User>;
}
