'use client';
// The stored user of spec §3-§4: read from local storage at start (loading until read), written at
// login with an admin-session copy, cleared at logout (the copy stays). The server's session decides
// access; this only remembers who is signed in for display and the x-user-email header.
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { STORAGE_KEYS } from '@/lib/platform/storage/browser-keys';
import { writeStoredValue } from './local-storage';
import { useStoredUser, type StoredUser } from './stored-user';
import { signOutAndForget } from './sign-out';

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

/** serverUser: the session's user as the server sees it on this render (null when signed out). */
export function AuthProvider({ serverUser, children }: { serverUser: StoredUser | null; children: ReactNode }) {
  const { user, isLoading } = useStoredUser(serverUser);

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
