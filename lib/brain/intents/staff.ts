// Platform-wide figures are staff information, as on the pages (they sit in the staff area).
import { isAdminRole } from '../../platform/auth/roles';
import type { LiveAnswer, LiveContext } from './types';

/** The answer for a non-staff user asking about platform-wide figures, or null for staff. */
export function staffOnly(ctx: LiveContext, intent: string, what: string): LiveAnswer | null {
  if (isAdminRole(ctx.user.role)) return null;
  return { intent, text: `Only the platform's staff can see ${what}.` };
}
