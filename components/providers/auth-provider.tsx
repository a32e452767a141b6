'use client';
// The stored user of spec §3-§4: read from local storage at start (loading until read), written at
// login with an admin-session copy, cleared at logout (the copy stays). The server's session decides
// access; this only remembers who is signed in for display and the x-user-email header.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { signOut } from 'next-auth/react';
import { STORAGE_KEYS } from '@/lib/api-client';

export interface StoredUser {
  id: string;
  email: string;
  name: string;
  adminId: string | null;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  role: string;
  adminType: string | null;
  userRole: string;
}

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

function readStoredUser(): StoredUser | null {
  const raw = window.localStorage.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as StoredUser;
  } catch (err) {
    console.error('Error parsing user data:', err);
    window.localStorage.removeItem(STORAGE_KEYS.user);
    return null;
  }
}

/** serverUser: the session's user as the server sees it on this render (null when signed out). */
export function AuthProvider({ serverUser, children }: { serverUser: StoredUser | null; children: ReactNode }) {
  const [user, setUser] = useState<StoredUser | null>(null);
  const [isLoading, setLoading] = useState(true);

  useEffect(() => {
    const stored = readStoredUser();
    // The server session wins: a stored user whose session ended (or another account's) is replaced.
    if (serverUser && stored?.id !== serverUser.id) {
      window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(serverUser));
      setUser(serverUser);
    } else if (!serverUser && stored) {
      window.localStorage.removeItem(STORAGE_KEYS.user);
      setUser(null);
    } else {
      setUser(stored);
    }
    setLoading(false);
  }, [serverUser]);

  const login = useCallback((u: StoredUser) => {
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(u));
    window.localStorage.setItem(STORAGE_KEYS.adminSession, JSON.stringify(u));
    setUser(u);
  }, []);

  const logout = useCallback(async () => {
    window.localStorage.removeItem(STORAGE_KEYS.user);
    setUser(null);
    await signOut({ callbackUrl: '/login' });
  }, []);

  const value = useMemo(
    () => ({ user, isLoading, isAuthenticated: !!user, login, logout }),
    [user, isLoading, login, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
