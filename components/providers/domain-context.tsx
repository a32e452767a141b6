'use client';
// The domain context read from the server (spec §7.2): keyed by host name, fresh 30 s, refetched on focus.
import { createContext, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DomainContext } from '@/lib/platform/brands/hosts';

const Ctx = createContext<DomainContext | null>(null);

export function DomainContextProvider({ initial, children }: { initial: DomainContext; children: ReactNode }) {
  const { data } = useQuery<DomainContext>({
    queryKey: ['/api/domain-context', initial.currentHost],
    initialData: initial,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
  return <Ctx.Provider value={data ?? initial}>{children}</Ctx.Provider>;
}
