// The one role model: roles, the access levels built from them, and the spec's flag mapping (§6).
import type { Role } from '../../generated/prisma/enums';

export type { Role };
export const ROLES: readonly Role[] = ['artist', 'student', 'member', 'admin', 'super_admin'];

/** Who may reach a page group or a route handler. 'public' needs no session. */
const ACCESS = {
  signedIn: ['artist', 'student', 'member', 'admin', 'super_admin'],
  /** Distribution, earnings and the artist area: artists and members (who release music), and staff. */
  artist: ['artist', 'member', 'admin', 'super_admin'],
  /** The school's learner pages. */
  student: ['student', 'member', 'admin', 'super_admin'],
  member: ['member', 'admin', 'super_admin'],
  admin: ['admin', 'super_admin'],
  superAdmin: ['super_admin'],
} as const satisfies Record<string, readonly Role[]>;

export type AccessLevel = keyof typeof ACCESS;
export type RouteAccess = AccessLevel | 'public';

export function allows(level: RouteAccess, role: Role | null | undefined): boolean {
  if (level === 'public') return true;
  return !!role && (ACCESS[level] as readonly Role[]).includes(role);
}

export const isAdminRole = (role: Role) => allows('admin', role);
const isSuperAdminRole = (role: Role) => role === 'super_admin';

/** Where each role lands after login. */
export function homeFor(role: Role): string {
  switch (role) {
    case 'admin':
    case 'super_admin':
      return '/dashboard';
    case 'student':
      return '/student-dashboard';
    case 'member':
      return '/member-dashboard';
    default:
      return '/mms/dashboard';
  }
}

/** The stored-user flags of spec §3 and §6, derived from the role (the browser only displays them). */
export function roleFlags(role: Role) {
  const superAdmin = isSuperAdminRole(role);
  return {
    isAdmin: isAdminRole(role),
    isSuperAdmin: superAdmin,
    role: superAdmin ? 'SUPER ADMIN' : role,
    adminType: superAdmin ? 'super' : isAdminRole(role) ? 'standard' : null,
  };
}
