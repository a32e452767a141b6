// The browser's request helpers (spec §7.1): x-user-email from the stored user, cookies always,
// errors as '{status}: {body or statusText}', GET to the first element of the query key.
import {
  QueryClient,
  useQuery,
  type UseQueryOptions,
  type UseQueryResult,
  type InvalidateOptions,
  type InvalidateQueryFilters,
  type QueryFunction,
  type QueryKey,
} from '@tanstack/react-query';
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

function identityHeaders(): Record<string, string> {
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

async function throwIfResNotOk(res: Response): Promise<void> {
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

type On401 = 'returnNull' | 'throw';

/** GET the first element of the query key; a 401 throws unless asked to return null. */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await fetch(String(queryKey[0]), { headers: identityHeaders(), credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/** 1 s, 2 s, 4 s ... capped at 30 s. */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

/** Up to 2 retries, but never for a 4xx: the same request would be refused again (and a POST repeated). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = Number(/^(\d{3}):/.exec(error instanceof Error ? error.message : '')?.[1]);
  if (status >= 400 && status < 500) return false;
  return failureCount < 2;
}

/**
 * Invalidation means "the server changed since": a query's first fetch still in flight may have been
 * answered before that change, and TanStack hands that answer back instead of refetching (it cancels a
 * running fetch only when the query already has data). So such a fetch is cancelled first, and the
 * refetch that follows asks the server again. Seen in CI: a scan started while the Scan tab's first
 * GET was loading kept showing "No scan yet", because the refetch after the POST got the old answer.
 */
class FreshQueryClient extends QueryClient {
  override async invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    await this.cancelQueries({
      queryKey: filters?.queryKey,
      exact: filters?.exact,
      predicate: (q) =>
        q.state.data === undefined && q.state.fetchStatus === 'fetching' && (filters?.predicate?.(q) ?? true),
    });
    return super.invalidateQueries(filters, options);
  }
}

export function createQueryClient(): QueryClient {
  return new FreshQueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: 5 * 60 * 1000,
        gcTime: 30 * 60 * 1000,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        retry: shouldRetry,
        retryDelay,
      },
      mutations: { retry: shouldRetry, retryDelay },
    },
  });
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

type ApiPath = keyof ApiRoutes;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type PathWith<M extends Method> = { [P in ApiPath]: ApiRoutes[P] extends Record<M, unknown> ? P : never }[ApiPath];
type ContractAt<P extends ApiPath, M extends Method> = ApiRoutes[P] extends Record<M, infer C> ? C : never;
type ParamNames<P extends string> = P extends `${string}[${infer N}]${infer Rest}` ? N | ParamNames<Rest> : never;
/** The answer of a route as the browser receives it (dates as ISO strings). */
export type ApiAnswer<P extends ApiPath, M extends Method = 'GET'> = Json<ResponseOf<ContractAt<P, M>>>;

/** Where a request goes: the `[segment]`s of the path and the query its schema reads. */
type Target<P extends ApiPath, M extends Method> = ([ParamNames<P>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<P>, string> }) & { query?: Partial<QueryOf<ContractAt<P, M>>> };
/** The target argument: required when the path has `[segment]`s. */
type TargetArg<P extends ApiPath, M extends Method> = [ParamNames<P>] extends [never]
  ? [target?: Target<P, M>]
  : [target: Target<P, M>];

interface LooseTarget {
  params?: Record<string, string>;
  query?: object;
}

function urlOf(path: string, target?: LooseTarget): string {
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

/** The query key of a route, the same one `useApi` reads, for invalidating it after a change. */
export function apiKey<P extends PathWith<'GET'>>(path: P, ...[target]: TargetArg<P, 'GET'>): [string] {
  return [urlOf(path, target)];
}

type QueryOptions<T> = Omit<UseQueryOptions<T>, 'queryKey' | 'queryFn'>;

type PlainPath = { [P in ApiPath]: [ParamNames<P>] extends [never] ? P : never }[ApiPath];

/** `useQuery` of a GET route, typed by its contract: `useApi('/api/royalties/unmatched', { query: { limit: 50 } })`. */
export function useApi<P extends PathWith<'GET'> & PlainPath>(
  path: P,
  target?: Target<P, 'GET'>,
  options?: QueryOptions<ApiAnswer<P>>,
): UseQueryResult<ApiAnswer<P>>;
export function useApi<P extends PathWith<'GET'>>(
  path: P,
  target: Target<P, 'GET'>,
  options?: QueryOptions<ApiAnswer<P>>,
): UseQueryResult<ApiAnswer<P>>;
export function useApi(path: string, target?: LooseTarget, options?: object): UseQueryResult {
  return useQuery({ queryKey: [urlOf(path, target)], ...options });
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
