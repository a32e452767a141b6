// An entry of the authorization matrix: one route handler method and who may call it.
import type { RouteAccess } from '@/lib/platform/auth/roles';

export interface AuthzEntry {
  /** Route file relative to the project, e.g. 'app/api/admin/outbox/route.ts' */
  file: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  access: RouteAccess;
  /** Dynamic segments' values for the call */
  params?: Record<string, string | string[]>;
  /** Query string to send (path part is not used by the handlers) */
  query?: string;
  /** Handlers that need Next's request context (next-auth): listed, not called. */
  notCallable?: string;
}

type Method = AuthzEntry['method'];

/**
 * The entries of one route file under app/api, stating only what differs: its path, each method's access and
 * the segments' values, e.g. `...api('support/tickets/[id]', { GET: 'signedIn', PATCH: 'admin' }, id)`.
 */
export function api(
  path: string,
  methods: Partial<Record<Method, RouteAccess>>,
  params?: AuthzEntry['params'],
): AuthzEntry[] {
  return (Object.entries(methods) as [Method, RouteAccess][]).map(([method, access]) => ({
    file: `app/api/${path}/route.ts`,
    method,
    access,
    ...(params ? { params } : {}),
  }));
}
