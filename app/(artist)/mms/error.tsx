'use client';
// A failed page in the light artist area keeps its layout and offers a retry, in static markup
// (components/ui/static-error-panel.tsx: the static dashboard must not load MUI for a panel it rarely shows).
import { StaticErrorPanel } from '@/components/ui/static-error-panel';
import type { ErrorBoundaryProps } from '@/components/ui/error-panel';

export default function ArtistError(props: ErrorBoundaryProps) {
  return <StaticErrorPanel {...props} home={{ href: '/mms/dashboard', label: 'Back to your dashboard' }} />;
}
