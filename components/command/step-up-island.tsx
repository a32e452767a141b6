'use client';
// The step-up password dialog on the static command center: loaded with its client providers (MUI, toasts) when
// a super admin picks Super Admin Settings (./step-up-with-providers.tsx), so the page's first load carries none
// of them.
import { useEffect, useState, type ComponentType } from 'react';
import type { IslandProps } from '@/components/providers/island-providers';

type Props = { context: IslandProps; onClose: () => void };

export function StepUpIsland(props: Props) {
  const [Loaded, setLoaded] = useState<ComponentType<Props> | null>(null);
  useEffect(() => {
    let live = true;
    void import('./step-up-with-providers').then((m) => live && setLoaded(() => m.StepUpWithProviders));
    return () => {
      live = false;
    };
  }, []);
  return Loaded && <Loaded {...props} />;
}
