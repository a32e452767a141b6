// The browser's request helpers (spec §7.1) with TanStack Query: GET to the first element of the query key, the
// query client, `useApi`. The plain helpers and the typed client `api` live in ./api-request.ts (re-exported here).
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
import {
  identityHeaders,
  throwIfResNotOk,
  urlOf,
  type ApiAnswer,
  type ApiPath,
  type LooseTarget,
  type ParamNames,
  type PathWith,
  type Target,
  type TargetArg,
} from './api-request';

export * from './api-request';

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
