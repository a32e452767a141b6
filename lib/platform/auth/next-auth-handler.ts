// next-auth's endpoints (sign-in, sign-out, CSRF, session) served through its pages-API entry,
// `NextAuth(req, res, options)`, which is handed the request's parts instead of reading Next's request scope:
// the same core, and callable from tests and the fuzzer. Before next-auth sees them, every callbackUrl (query,
// body, cookie) becomes a same-origin path or is dropped, so a foreign or malformed one is a redirect within
// the site, never next-auth's 500 INVALID_CALLBACK_URL.
import NextAuth, { type NextAuthOptions } from 'next-auth';
import { BadRequest } from '../errors';
import { readText } from '../http/request-body';
import { readCookies } from '../http/cookies';
import { sameOriginCallback } from './callback-url';

const MAX_BODY_BYTES = 64 * 1024;
type Fields = Record<string, unknown>;

/** The body next-auth reads: a form (what its client posts) or JSON; anything else is none. */
async function formBody(req: Request): Promise<Fields | undefined> {
  if (req.method !== 'POST') return undefined;
  const type = req.headers.get('content-type') ?? '';
  const text = await readText(req, MAX_BODY_BYTES);
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  if (!type.includes('application/json') || text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadRequest('The request body is not valid JSON.');
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : undefined;
}

function cleanCallback(fields: Fields, key: string, host: string) {
  if (!(key in fields)) return;
  const path = sameOriginCallback(fields[key], host);
  if (path) fields[key] = path;
  else delete fields[key];
}

interface Captured {
  status: number;
  headers: Map<string, string | string[]>;
  body?: string;
}

/** The response object next-auth's pages-API entry writes to, captured as a Fetch Response. */
function responseShim() {
  const out: Captured = { status: 200, headers: new Map() };
  const res = {
    status(code: number) {
      out.status = code;
      return res;
    },
    setHeader(name: string, value: string | string[]) {
      out.headers.set(name.toLowerCase(), value);
      return res;
    },
    getHeader: (name: string) => out.headers.get(name.toLowerCase()),
    end() {},
    json(value: unknown) {
      out.headers.set('content-type', 'application/json');
      out.body = JSON.stringify(value);
    },
    send(value: unknown) {
      if (typeof value === 'string') out.body = value;
      else if (value !== undefined) res.json(value);
    },
  };
  const toResponse = () => {
    const headers = new Headers();
    for (const [name, value] of out.headers)
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
    return new Response(out.body ?? null, { status: out.status, headers });
  };
  return { res, toResponse };
}

/** Answers one request to /api/auth/{...segments} with next-auth. */
export async function nextAuthHandler(req: Request, segments: string[], options: NextAuthOptions): Promise<Response> {
  const url = new URL(req.url);
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host') ?? url.host;
  const query: Fields = Object.fromEntries(url.searchParams);
  cleanCallback(query, 'callbackUrl', host);
  const body = await formBody(req);
  if (body) cleanCallback(body, 'callbackUrl', host);
  const cookies: Fields = readCookies(req);
  for (const name of Object.keys(cookies))
    if (name.endsWith('next-auth.callback-url')) cleanCallback(cookies, name, host);
  const { res, toResponse } = responseShim();
  const apiRequest = {
    method: req.method,
    query: { ...query, nextauth: segments },
    body,
    cookies,
    headers: Object.fromEntries(req.headers),
  };
  await NextAuth(apiRequest as never, res as never, options);
  return toResponse();
}
