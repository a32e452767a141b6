'use client';
// Every client-side provider, in the order they depend on each other. `island`: the providers of one client island
// on a static page (the lean pages' assistant): no scroll reset on mount, no second version watcher.
import { useEffect, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { SessionProvider } from 'next-auth/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { createQueryClient } from '@/lib/api-client';
import { brandTheme } from '@/lib/platform/brands/theme';
import type { DomainContext } from '@/lib/platform/brands/hosts';
import { ToastProvider } from '../ui/toast';
import { AuthProvider } from './auth-provider';
import type { StoredUser } from './stored-user';
import { DomainContextProvider } from './domain-context';
import { RoleProvider } from './role-provider';
import { VersionWatcher } from './version-watcher';

function ScrollReset() {
  const pathname = usePathname();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function AppProviders(props: {
  brand: string;
  domain: DomainContext;
  user: StoredUser | null;
  island?: boolean;
  children: ReactNode;
}) {
  const [queryClient] = useState(createQueryClient);
  const [theme] = useState(() => brandTheme(props.brand));
  return (
    <SessionProvider refetchOnWindowFocus={false}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <ToastProvider>
            <AuthProvider serverUser={props.user}>
              <DomainContextProvider initial={props.domain}>
                <RoleProvider>
                  {!props.island && <ScrollReset />}
                  {!props.island && <VersionWatcher />}
                  {props.children}
                </RoleProvider>
              </DomainContextProvider>
            </AuthProvider>
          </ToastProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </SessionProvider>
  );
}
