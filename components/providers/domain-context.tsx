'use client';
// The domain context read from the server (spec §7.2): keyed by host name, fresh 30 s, refetched on focus.
import { createContext, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DomainContext } from '@/lib/platform/brands/hosts';
import { apiKey, type ApiAnswer } from '@/lib/api-client';

const Ctx = createContext<DomainContext | null>(null);

export function DomainContextProvider({ initial, children }: { initial: DomainContext; children: ReactNode }) {
  // Keyed by the host too (spec §7.2), after the route's own key.
  const { data } = useQuery<ApiAnswer<'/api/domain-context'>>({
    queryKey: [...apiKey('/api/domain-context'), initial.currentHost],
    initialData: initial,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
  return <Ctx.Provider value={data ?? initial}>{children}</Ctx.Provider>;
}
