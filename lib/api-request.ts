// The browser's request helpers without TanStack Query (spec §7.1): x-user-email from the stored user, cookies
// always, errors as '{status}: {body or statusText}', and the typed client `api`. A static page's island imports
// these from here, so it loads no query library; ./api-client.ts re-exports them with its query hooks.
import { STORAGE_KEYS } from './platform/storage/browser-keys';
import { isErrorCode, type ErrorCode } from './platform/error-codes';
import type { BodyOf, QueryOf, ResponseOf } from './platform/http/contract';
import type { Json } from './platform/json-types';
import type { ApiRoutes } from './api-routes';

/** The stored user's email, if a stored user exists and parses; a corrupted record is removed and logged. */
export function storedUserEmail(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const raw = window.localStorage.getItem(STORAGE_KEYS.user);
  if (!raw) return undefined;
  try {
    const email = (JSON.parse(raw) as { email?: unknown }).email;
    return typeof email === 'string' ? email : undefined;
  } catch (err) {
    console.error('Error parsing user data:', err);
    window.localStorage.removeItem(STORAGE_KEYS.user);
    return undefined;
  }
}

export function identityHeaders(): Record<string, string> {
  const email = storedUserEmail();
  return email ? { 'x-user-email': email } : {};
}

/**
 * A refused request: the message stays '{status}: {body}' (errorText, shouldRetry), and `code` is the stable
 * error code of the body (docs/api.md#errors) for callers that branch on the kind of error.
 */
export class ApiError extends Error {
  readonly code: ErrorCode | undefined;
  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
    this.code = codeOf(body);
  }
}

function codeOf(body: string): ErrorCode | undefined {
  try {
    const code: unknown = (JSON.parse(body) as { code?: unknown }).code;
    return isErrorCode(code) ? code : undefined;
  } catch {
    return undefined;
  }
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) throw new ApiError(res.status, (await res.text()) || res.statusText);
}

/** A mutation: method, URL and optional JSON body. Throws on a non-OK response. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && data instanceof FormData;
  const headers: Record<string, string> = { ...identityHeaders() };
  if (data !== undefined && !isForm) headers['content-type'] = 'application/json';
  const res = await fetch(url, {
    method,
    headers,
    body: data === undefined ? undefined : isForm ? (data as FormData) : JSON.stringify(data),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/** JSON of a mutation's response. */
export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await apiRequest(method, url, data);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

/** The human part of an error thrown above: the server's { error } text when there is one. */
export function errorText(err: unknown, fallback = 'Something went wrong'): string {
  const message = err instanceof Error ? err.message : String(err ?? '');
  const m = /^\d{3}: ([\s\S]*)$/.exec(message);
  if (!m) return message || fallback;
  try {
    const body = JSON.parse(m[1]) as { error?: unknown };
    if (typeof body.error === 'string') return body.error;
  } catch {
    /* plain text body */
  }
  return m[1] || fallback;
}

// ---- The typed client: paths, inputs and answers from the route map (lib/api-routes.ts, docs/api.md#contract).

export type ApiPath = keyof ApiRoutes;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type PathWith<M extends Method> = {
  [P in ApiPath]: ApiRoutes[P] extends Record<M, unknown> ? P : never;
}[ApiPath];
export type ContractAt<P extends ApiPath, M extends Method> = ApiRoutes[P] extends Record<M, infer C> ? C : never;
export type ParamNames<P extends string> = P extends `${string}[${infer N}]${infer Rest}`
  ? N | ParamNames<Rest>
  : never;
/** The answer of a route as the browser receives it (dates as ISO strings). */
export type ApiAnswer<P extends ApiPath, M extends Method = 'GET'> = Json<ResponseOf<ContractAt<P, M>>>;

/** Where a request goes: the `[segment]`s of the path and the query its schema reads. */
export type Target<P extends ApiPath, M extends Method> = ([ParamNames<P>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<P>, string> }) & { query?: Partial<QueryOf<ContractAt<P, M>>> };
/** The target argument: required when the path has `[segment]`s. */
export type TargetArg<P extends ApiPath, M extends Method> = [ParamNames<P>] extends [never]
  ? [target?: Target<P, M>]
  : [target: Target<P, M>];

export interface LooseTarget {
  params?: Record<string, string>;
  query?: object;
}

export function urlOf(path: string, target?: LooseTarget): string {
  const filled = path.replace(/\[(\w+)\]/g, (_, name: string) => encodeURIComponent(target?.params?.[name] ?? ''));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(target?.query ?? {}))
    for (const v of [value].flat()) if (v !== undefined && v !== null && v !== '') search.append(key, String(v));
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}

/** The URL of a route: `[segment]`s filled in and encoded, the query's set values in order. */
export function apiUrl<P extends ApiPath>(path: P, ...[target]: TargetArg<P, 'GET'>): string {
  return urlOf(path, target);
}

/** Requests typed by the route map: `await api.get('/api/royalties/layouts')`, `api.put(path, body)`, `api.delete(path, { params })`. */
export const api = {
  get: <P extends PathWith<'GET'>>(path: P, ...[target]: TargetArg<P, 'GET'>) =>
    apiJson<ApiAnswer<P>>('GET', urlOf(path, target)),
  post: <P extends PathWith<'POST'>>(path: P, body: BodyOf<ContractAt<P, 'POST'>>, ...[target]: TargetArg<P, 'POST'>) =>
    apiJson<ApiAnswer<P, 'POST'>>('POST', urlOf(path, target), body),
  put: <P extends PathWith<'PUT'>>(path: P, body: BodyOf<ContractAt<P, 'PUT'>>, ...[target]: TargetArg<P, 'PUT'>) =>
    apiJson<ApiAnswer<P, 'PUT'>>('PUT', urlOf(path, target), body),
  patch: <P extends PathWith<'PATCH'>>(
    path: P,
    body: BodyOf<ContractAt<P, 'PATCH'>>,
    ...[target]: TargetArg<P, 'PATCH'>
  ) => apiJson<ApiAnswer<P, 'PATCH'>>('PATCH', urlOf(path, target), body),
  /** DELETE: a body only where the route's contract reads one. */
  delete: <P extends PathWith<'DELETE'>>(path: P, ...[target, body]: DeleteArgs<P>) =>
    apiJson<ApiAnswer<P, 'DELETE'>>('DELETE', urlOf(path, target), body),
};

type DeleteArgs<P extends PathWith<'DELETE'>> = [ParamNames<P>] extends [never]
  ? [target?: Target<P, 'DELETE'>, body?: BodyOf<ContractAt<P, 'DELETE'>>]
  : [target: Target<P, 'DELETE'>, body?: BodyOf<ContractAt<P, 'DELETE'>>];

/** What a route's body schema accepts, for a form's or mutation's variables: `ApiBody<'/api/epk', 'PUT'>`. */
export type ApiBody<P extends ApiPath, M extends Method> = BodyOf<ContractAt<P, M>>;
/** What a route's query schema accepts, for a page's filters: `ApiQuery<'/api/school/applications'>`. */
export type ApiQuery<P extends ApiPath, M extends Method = 'GET'> = QueryOf<ContractAt<P, M>>;
