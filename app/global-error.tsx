'use client';
// When the root layout itself fails, this replaces the whole document (no theme or providers are available here,
// and the CSP allows no inline styles, so it is plain HTML).
import Link from 'next/link';
import type { ErrorBoundaryProps } from '@/components/ui/error-panel';

export default function GlobalError({ error, retry }: ErrorBoundaryProps) {
  const digest = error instanceof Error && 'digest' in error ? String(error.digest) : null;
  return (
    <html lang="en">
      <body>
        <main>
          <h1>This page could not be loaded</h1>
          <p>
            Something went wrong on our side. Nothing you entered was lost. Please try again in a moment; if it keeps
            happening, contact support{digest ? ` and mention reference ${digest}` : ''}.
          </p>
          <button type="button" onClick={() => retry()}>
            Try again
          </button>{' '}
          <Link href="/">Back to the home page</Link>
        </main>
      </body>
    </html>
  );
}
