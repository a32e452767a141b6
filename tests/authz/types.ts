// An entry of the authorization matrix: one route handler method and who may call it.
import type { RouteAccess } from '@/lib/auth/roles';

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
