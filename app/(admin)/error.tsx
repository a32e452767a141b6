'use client';
// A failed page in the tools layout (staff tools and artist tools) keeps the layout and offers a retry.
import { ErrorPanel, type ErrorBoundaryProps } from '@/components/ui/error-panel';

export default function AdminError(props: ErrorBoundaryProps) {
  return <ErrorPanel {...props} home={{ href: '/', label: 'Back to the home page' }} />;
}
