'use client';
// A failed emergency-access page offers a retry.
import { ErrorPanel, type ErrorBoundaryProps } from '@/components/ui/error-panel';

export default function EmergencyError(props: ErrorBoundaryProps) {
  return <ErrorPanel {...props} home={{ href: '/', label: 'Back to the home page' }} />;
}
