'use client';
// A failed page in the light artist area keeps its layout and offers a retry.
import { ErrorPanel, type ErrorBoundaryProps } from '@/components/ui/error-panel';

export default function ArtistError(props: ErrorBoundaryProps) {
  return <ErrorPanel {...props} home={{ href: '/mms/dashboard', label: 'Back to your dashboard' }} />;
}
