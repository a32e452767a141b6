// The stored user of spec §3-§4 (localStorage "user"), kept in step with the server's session: the
// app's AuthProvider and the static artist area (which loads no providers) both use it.
import { useEffect, useMemo } from 'react';
import { STORAGE_KEYS } from '@/lib/platform/storage/browser-keys';
import { useStoredValue, writeStoredValue } from './local-storage';
import type { toStoredUser } from '@/lib/platform/auth/session';
import type { Json } from '@/lib/platform/json-types';

/** The signed-in user as GET /api/auth/me sends it and the browser keeps it under localStorage "user". */
export type StoredUser = Json<ReturnType<typeof toStoredUser>>;

function parseStoredUser(raw: string | null | undefined): StoredUser | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as StoredUser;
  } catch (err) {
    // The spec's wording; the corrupted value is then replaced by the session's user (or removed).
    console.error('Error parsing user data:', err);
    return null;
  }
}

/** Set from the moment a sign-out forgets the stored user until the browser leaves the page. */
let signingOut = false;

/**
 * Sign-out's first step: forget the stored user, and keep it forgotten while the page that is being left still
 * holds the session's user (its sync would write it back before the browser reaches /login). `undo` for a
 * sign-out that failed.
 */
export function forgetStoredUser(): { undo: () => void } {
  signingOut = true;
  writeStoredValue(STORAGE_KEYS.user, null);
  return { undo: () => void (signingOut = false) };
}

/**
 * The stored user (null while it is read: the server render and hydration). serverUser is the session's
 * user on this render (null when signed out); the session wins: a stored user whose session ended (or
 * another account's) is replaced.
 */
export function useStoredUser(serverUser: StoredUser | null): { user: StoredUser | null; isLoading: boolean } {
  const raw = useStoredValue(STORAGE_KEYS.user);
  const isLoading = raw === undefined;
  const stored = useMemo(() => parseStoredUser(raw), [raw]);
  const stale = !isLoading && (serverUser ? stored?.id !== serverUser.id : stored !== null || raw !== null);

  useEffect(() => {
    if (stale && !signingOut) writeStoredValue(STORAGE_KEYS.user, serverUser ? JSON.stringify(serverUser) : null);
  }, [stale, serverUser]);
  return { user: isLoading ? null : stale ? serverUser : stored, isLoading };
}
