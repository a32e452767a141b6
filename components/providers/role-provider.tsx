'use client';
// Role flags for display and the super admin's view mode (spec §4: admin default, kept in local storage).
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { STORAGE_KEYS } from '@/lib/platform/storage/browser-keys';
import { useAuth } from './auth-provider';
import { useStoredValue, writeStoredValue } from './local-storage';

export type ViewMode = 'admin' | 'artist';

interface RoleState {
  isAdmin: boolean;
  isSuperAdmin: boolean;
  viewMode: ViewMode;
  setViewMode: (mode: ViewMode) => void;
}

const Ctx = createContext<RoleState | null>(null);

export function useRole(): RoleState {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('useRole must be used within a RoleProvider');
  return ctx;
}

export function RoleProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const viewMode: ViewMode = useStoredValue(STORAGE_KEYS.viewMode) === 'artist' ? 'artist' : 'admin';

  const setViewMode = useCallback((mode: ViewMode) => writeStoredValue(STORAGE_KEYS.viewMode, mode), []);

  const value = useMemo(
    () => ({ isAdmin: !!user?.isAdmin, isSuperAdmin: !!user?.isSuperAdmin, viewMode, setViewMode }),
    [user, viewMode, setViewMode],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}
