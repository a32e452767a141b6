// Code-scan tooling (deep scan results, pending code changes, code search, scan-derived ideas) is for
// super admins: business admins ask about the platform's data, not its source files.
import type { SessionUser } from '../platform/auth/session';

export function canSeeCodeTools(user: Pick<SessionUser, 'role'>): boolean {
  return user.role === 'super_admin';
}
