'use client';
// A failed page in the tools layout (staff tools and artist tools) keeps the layout and offers a retry, in static
// markup (components/ui/static-error-panel.tsx): the layout loads no MUI, and the lean pages none at all.
import { StaticErrorPanel } from '@/components/ui/static-error-panel';
import type { ErrorBoundaryProps } from '@/components/ui/error-panel';

export default function AdminError(props: ErrorBoundaryProps) {
  return <StaticErrorPanel {...props} home={{ href: '/', label: 'Back to the home page' }} />;
}
