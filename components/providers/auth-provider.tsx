'use client';
// The stored user of spec §3-§4: read from local storage at start (loading until read), written at
// login with an admin-session copy, cleared at logout (the copy stays). The server's session decides
// access; this only remembers who is signed in for display and the x-user-email header.
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useStoredValue, writeStoredValue } from './local-storage';
import { signOutAndForget } from './sign-out';
import type { toStoredUser } from '@/lib/auth/session';
import type { Json } from '@/lib/json-types';

/** The signed-in user as GET /api/auth/me sends it and the browser keeps it under localStorage "user". */
export type StoredUser = Json<ReturnType<typeof toStoredUser>>;

interface AuthState {
  user: StoredUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  login: (user: StoredUser) => void;
  logout: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used within an AuthProvider');
  return ctx;
}

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

/** serverUser: the session's user as the server sees it on this render (null when signed out). */
export function AuthProvider({ serverUser, children }: { serverUser: StoredUser | null; children: ReactNode }) {
  const raw = useStoredValue(STORAGE_KEYS.user);
  const isLoading = raw === undefined;
  const stored = useMemo(() => parseStoredUser(raw), [raw]);
  // The server session wins: a stored user whose session ended (or another account's) is replaced.
  const stale = !isLoading && (serverUser ? stored?.id !== serverUser.id : stored !== null || raw !== null);
  const user = isLoading ? null : stale ? serverUser : stored;

  useEffect(() => {
    if (stale) writeStoredValue(STORAGE_KEYS.user, serverUser ? JSON.stringify(serverUser) : null);
  }, [stale, serverUser]);

  const login = useCallback((u: StoredUser) => {
    writeStoredValue(STORAGE_KEYS.adminSession, JSON.stringify(u));
    writeStoredValue(STORAGE_KEYS.user, JSON.stringify(u));
  }, []);

  const logout = useCallback(() => signOutAndForget(), []);

  const value = useMemo(
    () => ({ user, isLoading, isAuthenticated: !!user, login, logout }),
    [user, isLoading, login, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
