'use client';
// A failed public page (landings, services, legal, shared links) offers a retry.
import { ErrorPanel, type ErrorBoundaryProps } from '@/components/ui/error-panel';

export default function PublicError(props: ErrorBoundaryProps) {
  return <ErrorPanel {...props} home={{ href: '/', label: 'Back to the home page' }} />;
}
