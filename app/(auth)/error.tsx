'use client';
// A failed sign-in, invitation or password page offers a retry.
import { ErrorPanel, type ErrorBoundaryProps } from '@/components/ui/error-panel';

export default function AuthError(props: ErrorBoundaryProps) {
  return <ErrorPanel {...props} home={{ href: '/login', label: 'Go to sign in' }} />;
}
