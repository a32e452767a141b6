'use client';
// A failed public record page (an artist, a certificate, a press kit, a link to sign) offers a retry.
import { ErrorPanel, type ErrorBoundaryProps } from '@/components/ui/error-panel';

export default function PublicRecordError(props: ErrorBoundaryProps) {
  return <ErrorPanel {...props} home={{ href: '/', label: 'Back to the home page' }} />;
}
