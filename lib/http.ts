// Route-handler helpers: authorize, parse input with zod, map every thrown error in one place.
import { z, type ZodType } from 'zod';
import { AppError, BadRequest, Forbidden, Unauthorized, TooManyRequests, type Issue } from './errors';
import { sessionUserFromRequest, type SessionUser } from './auth/session';
import { allows, type AccessLevel } from './auth/roles';
import { logger } from './logger';

export const DEFAULT_MAX_JSON_BYTES = 1024 * 1024;

type Params = Record<string, string | string[] | undefined>;

interface Ctx<TBody, TQuery, TUser, TParams = Params> {
  req: Request;
  user: TUser;
  body: TBody;
  query: TQuery;
  params: TParams;
}

interface Options<
  TBody extends ZodType | undefined,
  TQuery extends ZodType | undefined,
  TParams extends ZodType | undefined = undefined,
> {
  body?: TBody;
  query?: TQuery;
  /** Path parameters (`[id]` segments), parsed like the body: a bad value is a 400 before the handler runs. */
  params?: TParams;
  /** Largest JSON body accepted, in bytes (1 MiB by default). */
  maxBodyBytes?: number;
}

type Out<T> = T extends ZodType ? z.output<T> : undefined;
type OutParams<T> = T extends ZodType ? z.output<T> : Params;
type Handler<TB, TQ, TU, TP = Params> = (ctx: Ctx<TB, TQ, TU, TP>) => Promise<unknown> | unknown;
type RouteFn = (req: Request, ctx: { params: Promise<Params> }) => Promise<Response>;

export function zodIssues(error: z.ZodError): Issue[] {
  return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

/** Parses with a schema or throws a 400 whose message names the first problem. */
export function parseWith<T extends ZodType>(schema: T, data: unknown, what = 'Invalid input'): z.output<T> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issues = zodIssues(parsed.error);
    const first = issues[0];
    throw new BadRequest(first ? `${what}: ${first.path ? `${first.path}: ` : ''}${first.message}` : what, issues);
  }
  return parsed.data;
}

/** Reads a JSON body with a size limit; malformed or oversized bodies are a 400, never a 500. */
export async function readJson(req: Request, maxBytes = DEFAULT_MAX_JSON_BYTES): Promise<unknown> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new BadRequest(`Request body is too large (limit ${maxBytes} bytes)`);
  const type = req.headers.get('content-type') ?? '';
  if (type && !type.includes('application/json')) throw new BadRequest('Send the body as application/json');
  const reader = req.body?.getReader();
  if (!reader) return undefined;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new BadRequest(`Request body is too large (limit ${maxBytes} bytes)`);
    }
    chunks.push(value);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequest('Malformed JSON in request body');
  }
}

/** Query string as an object; repeated keys become arrays. */
export function searchParamsObject(url: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of new URL(url).searchParams) {
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}

function prismaCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; name?: string } | null;
  return e && typeof e.code === 'string' && /^P\d{4}$/.test(e.code) ? e.code : undefined;
}

/** The single error -> response mapping. Unknown errors are logged and answered with a generic 500. */
export function toErrorResponse(err: unknown): Response {
  if (err instanceof AppError) {
    const body: Record<string, unknown> = { error: err.message };
    if (err.issues) body.issues = err.issues;
    const headers: HeadersInit = err instanceof TooManyRequests ? { 'retry-after': String(err.retryAfterSeconds) } : {};
    return Response.json(body, { status: err.status, headers });
  }
  const code = prismaCode(err);
  if (code === 'P2025') return Response.json({ error: 'Not found' }, { status: 404 });
  if (code === 'P2002') return Response.json({ error: 'That record already exists' }, { status: 409 });
  if (code === 'P2028')
    return Response.json(
      { error: 'The service is busy, please try again' },
      { status: 503, headers: { 'retry-after': '2' } },
    );
  logger.error('unhandled error in route handler', err);
  return Response.json({ error: 'Something went wrong on our side. Please try again.' }, { status: 500 });
}

function toResponse(result: unknown): Response {
  if (result instanceof Response) return result;
  if (result === undefined) return new Response(null, { status: 204 });
  return Response.json(result);
}

export function created(data: unknown): Response {
  return Response.json(data, { status: 201 });
}

async function parseInputs<
  TB extends ZodType | undefined,
  TQ extends ZodType | undefined,
  TP extends ZodType | undefined,
>(
  req: Request,
  ctx: { params: Promise<Params> } | undefined,
  opts: Options<TB, TQ, TP>,
): Promise<{ body: Out<TB>; query: Out<TQ>; params: OutParams<TP> }> {
  const rawParams = (await ctx?.params) ?? {};
  const params = (opts.params ? parseWith(opts.params, rawParams, 'Invalid path') : rawParams) as OutParams<TP>;
  const query = (
    opts.query ? parseWith(opts.query, searchParamsObject(req.url), 'Invalid query') : undefined
  ) as Out<TQ>;
  const body = (
    opts.body ? parseWith(opts.body, (await readJson(req, opts.maxBodyBytes)) ?? {}, 'Invalid request') : undefined
  ) as Out<TQ>;
  return { body: body as unknown as Out<TB>, query, params };
}

/** A handler open to everyone (a session, if any, is still read). */
export function publicRoute<
  TB extends ZodType | undefined = undefined,
  TQ extends ZodType | undefined = undefined,
  TP extends ZodType | undefined = undefined,
>(opts: Options<TB, TQ, TP>, handler: Handler<Out<TB>, Out<TQ>, SessionUser | null, OutParams<TP>>): RouteFn {
  return async (req, ctx) => {
    try {
      const user = await sessionUserFromRequest(req);
      const { body, query, params } = await parseInputs(req, ctx, opts);
      return toResponse(await handler({ req, user, body, query, params }));
    } catch (err) {
      return toErrorResponse(err);
    }
  };
}

/** A handler for signed-in users whose role is in `level`: 401 without a session, 403 without the role. */
export function withAuth<
  TB extends ZodType | undefined = undefined,
  TQ extends ZodType | undefined = undefined,
  TP extends ZodType | undefined = undefined,
>(
  level: AccessLevel,
  opts: Options<TB, TQ, TP>,
  handler: Handler<Out<TB>, Out<TQ>, SessionUser, OutParams<TP>>,
): RouteFn {
  return async (req, ctx) => {
    try {
      const user = await sessionUserFromRequest(req);
      if (!user) throw new Unauthorized();
      if (!allows(level, user.role)) throw new Forbidden();
      // Authorize before reading input: a caller without the role learns nothing about validation.
      const { body, query, params } = await parseInputs(req, ctx, opts);
      return toResponse(await handler({ req, user, body, query, params }));
    } catch (err) {
      return toErrorResponse(err);
    }
  };
}
