'use client';
// A failed school page (learners and members) keeps the layout and offers a retry.
import { ErrorPanel, type ErrorBoundaryProps } from '@/components/ui/error-panel';

export default function SchoolError(props: ErrorBoundaryProps) {
  return <ErrorPanel {...props} home={{ href: '/', label: 'Back to the home page' }} />;
}
