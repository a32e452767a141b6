// Route-handler helpers: authorize, parse input with zod, map every thrown error in one place.
import { z, type ZodType } from 'zod';
import { AppError, BadRequest, Forbidden, Unauthorized, TooManyRequests, type Issue } from '../errors';
import { statusOf, type ErrorBody, type ErrorCode } from '../error-codes';
import { sessionUserFromRequest, type SessionUser } from '../auth/session';
import { allows, type AccessLevel } from '../auth/roles';
import { clientIp } from '../auth/login-throttle';
import { assertStepUp } from '../auth/step-up';
import { currentHostMap, hostMapVersion } from '../brands/host-cache';
import { env } from '../env';
import { logger } from '../logger';
import { originProblem, textProblem, urlProblem } from '../security/input';
import { readJson } from './request-body';
import { runWithRequestOrigin } from './request-origin';
import type { Responds } from './contract';
import { consumeRateLimit, type RateLimit } from '../security/rate-limit';

// Route files import the body readers from here with the rest of the wrappers.
export { readJson, readText } from './request-body';

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
  /** Super-admin step-up (lib/platform/auth/step-up.ts): 428 unless the password was confirmed recently. */
  stepUp?: boolean;
  /**
   * A stricter rule for some records of the route, chosen from the raw path parameters after the role
   * check and before any input is read (403 without its level, 428 without step-up when it asks for it):
   * e.g. the templates of security emails (lib/comms/secret-links.ts#securityTemplateRule).
   */
  stricterFor?: (params: Params) => StricterRule | null;
  /** Requests per caller (the signed-in user, else the client address) and window: 429 beyond it. */
  rateLimit?: RateLimit;
}

export interface StricterRule {
  level: AccessLevel;
  stepUp?: boolean;
}

type Out<T> = T extends ZodType ? z.output<T> : undefined;
type OutParams<T> = T extends ZodType ? z.output<T> : Params;
/** A handler's result: the contract's response type `R` (unknown without a contract), or a Response of its own. */
type Handler<TB, TQ, TU, TP = Params, R = unknown> = (ctx: Ctx<TB, TQ, TU, TP>) => Promise<R | Response> | R | Response;
type RouteFn = (req: Request, ctx: { params: Promise<Params> }) => Promise<Response>;

export function zodIssues(error: z.ZodError): Issue[] {
  return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

/** A field path as a person reads it: `tracks.0.releaseDate` -> "Release date". */
function fieldLabel(path: PropertyKey[]): string {
  const name = [...path].reverse().find((p): p is string => typeof p === 'string');
  if (!name) return '';
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Parses with a schema or throws a 400 whose message names the first problem in words ("Release date: Use
 * the date format YYYY-MM-DD"); `issues` keeps the exact paths for forms to place the messages.
 */
export function parseWith<T extends ZodType>(schema: T, data: unknown, what = 'Invalid input'): z.output<T> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issues = zodIssues(parsed.error);
    const first = parsed.error.issues[0];
    const label = first ? fieldLabel(first.path) : '';
    throw new BadRequest(first ? `${label || what}: ${first.message}` : what, issues, 'validation.invalid');
  }
  return parsed.data;
}

let ownHostsCache: { key: string; hosts: Set<string> } | undefined;
/** The platform's own hosts (brand hosts and APP_BASE_URL) for the Origin check. */
function ownHosts(): Set<string> {
  const { APP_BASE_URL } = env();
  const key = `${hostMapVersion()}|${APP_BASE_URL}`;
  if (ownHostsCache?.key !== key) {
    const hosts = new Set(Object.keys(currentHostMap()));
    const base = new URL(APP_BASE_URL);
    hosts.add(base.host.toLowerCase());
    ownHostsCache = { key, hosts };
  }
  return ownHostsCache.hosts;
}

/** Refuses a cross-site state-changing request and an address that cannot be decoded (see lib/platform/security/input.ts). */
function checkRequest(req: Request): void {
  const crossSite = originProblem(req.method, req.headers.get('origin'), req.headers.get('host'), ownHosts());
  if (crossSite) throw new Forbidden(crossSite, 'auth.cross_site');
}

function checkAddress(req: Request, rawParams: Params): void {
  const problem = urlProblem(req.url);
  if (problem) throw new BadRequest(problem, undefined, 'request.malformed');
  for (const [name, value] of Object.entries(rawParams)) {
    for (const v of Array.isArray(value) ? value : [value ?? '']) {
      const p = textProblem(v);
      if (p) throw new BadRequest(`The address ${p}.`, [{ path: name, message: p }], 'request.malformed');
    }
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

/** An error response: `{ error, code, issues? }` with the status of the code (lib/platform/error-codes.ts). */
function errorResponse(code: ErrorCode, error: string, extra: { issues?: Issue[]; headers?: HeadersInit } = {}) {
  const body: ErrorBody = { error, code };
  if (extra.issues) body.issues = extra.issues;
  return Response.json(body, { status: statusOf(code), headers: extra.headers });
}

/** The single error -> response mapping. Unknown errors are logged and answered with a generic 500. */
export function toErrorResponse(err: unknown): Response {
  if (err instanceof AppError) {
    const headers: HeadersInit = err instanceof TooManyRequests ? { 'retry-after': String(err.retryAfterSeconds) } : {};
    return errorResponse(err.code, err.message, { issues: err.issues, headers });
  }
  const code = prismaCode(err);
  if (code === 'P2025') return errorResponse('not_found', 'Not found');
  if (code === 'P2002') return errorResponse('conflict.exists', 'That record already exists');
  // A foreign key: a write naming a record that does not exist, or a delete of one still referred to.
  if (code === 'P2003')
    return errorResponse(
      'conflict.in_use',
      'This refers to a record that does not exist, or the record is still in use.',
    );
  // Undecodable text that slipped past the checks above (a cookie, a header): the client's fault.
  if (err instanceof URIError)
    return errorResponse('request.malformed', 'The request contains invalid percent-encoding.');
  if (code === 'P2028')
    return errorResponse('server.busy', 'The service is busy, please try again', { headers: { 'retry-after': '2' } });
  logger.error('unhandled error in route handler', err);
  return errorResponse('server.error', 'Something went wrong on our side. Please try again.');
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
  checkAddress(req, rawParams);
  const params = (opts.params ? parseWith(opts.params, rawParams, 'Invalid path') : rawParams) as OutParams<TP>;
  const query = (
    opts.query ? parseWith(opts.query, searchParamsObject(req.url), 'Invalid query') : undefined
  ) as Out<TQ>;
  const body = (
    opts.body ? parseWith(opts.body, (await readJson(req, opts.maxBodyBytes)) ?? {}, 'Invalid request') : undefined
  ) as Out<TB>;
  return { body, query, params };
}

/** A handler open to everyone (a session, if any, is still read). */
export function publicRoute<
  TB extends ZodType | undefined = undefined,
  TQ extends ZodType | undefined = undefined,
  TP extends ZodType | undefined = undefined,
  R = unknown,
>(
  opts: Options<TB, TQ, TP> & Responds<R>,
  handler: Handler<Out<TB>, Out<TQ>, SessionUser | null, OutParams<TP>, NoInfer<R>>,
): RouteFn {
  // Inside runWithRequestOrigin: links the handler emails use the address it was asked on (brands/public-url.ts).
  return (req, ctx) =>
    runWithRequestOrigin(req, async () => {
      try {
        checkRequest(req);
        const user = await sessionUserFromRequest(req);
        if (opts.rateLimit)
          await consumeRateLimit(opts.rateLimit, user ? `user:${user.id}` : `ip:${clientIp(req.headers)}`);
        const { body, query, params } = await parseInputs(req, ctx, opts);
        return toResponse(await handler({ req, user, body, query, params }));
      } catch (err) {
        return toErrorResponse(err);
      }
    });
}

/** A handler for signed-in users whose role is in `level`: 401 without a session, 403 without the role. */
export function withAuth<
  TB extends ZodType | undefined = undefined,
  TQ extends ZodType | undefined = undefined,
  TP extends ZodType | undefined = undefined,
  R = unknown,
>(
  level: AccessLevel,
  opts: Options<TB, TQ, TP> & Responds<R>,
  handler: Handler<Out<TB>, Out<TQ>, SessionUser, OutParams<TP>, NoInfer<R>>,
): RouteFn {
  return (req, ctx) =>
    runWithRequestOrigin(req, async () => {
      try {
        checkRequest(req);
        const user = await sessionUserFromRequest(req);
        if (!user) throw new Unauthorized();
        if (!allows(level, user.role)) throw new Forbidden();
        const stricter = opts.stricterFor?.((await ctx?.params) ?? {});
        if (stricter && !allows(stricter.level, user.role)) throw new Forbidden();
        if (opts.stepUp || stricter?.stepUp) await assertStepUp(req, user);
        if (opts.rateLimit) await consumeRateLimit(opts.rateLimit, `user:${user.id}`);
        // Authorize before reading input: a caller without the role learns nothing about validation.
        const { body, query, params } = await parseInputs(req, ctx, opts);
        return toResponse(await handler({ req, user, body, query, params }));
      } catch (err) {
        return toErrorResponse(err);
      }
    });
}
