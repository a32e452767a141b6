'use client';
// What a static layout's error.tsx shows (the artist area, the tools layout): ErrorPanel's words and actions as
// static markup with inline styles, not the app's MUI ErrorPanel: a segment's error boundary is loaded with every
// page under it, and a static page must not load MUI for a panel it rarely shows, nor a stylesheet every page
// would preload without using it (a console warning). The brand colour is the layout's --header-bg.
import { useEffect, type CSSProperties } from 'react';
import type { ErrorBoundaryProps } from './error-panel';

const button: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  padding: '6px 16px',
  borderRadius: 10,
  fontFamily: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: 1.75,
  textDecoration: 'none',
  cursor: 'pointer',
};

export function StaticErrorPanel({
  error,
  retry,
  home,
}: ErrorBoundaryProps & { home: { href: string; label: string } }) {
  const digest = error instanceof Error && 'digest' in error ? String(error.digest) : null;
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section
      aria-live="polite"
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 16,
        maxWidth: 640,
        margin: '48px auto',
        padding: '0 16px',
      }}
    >
      <h1 style={{ margin: 0, fontSize: '1.5rem', fontWeight: 400, lineHeight: 1.334 }}>
        This page could not be loaded
      </h1>
      <p
        role="alert"
        style={{
          margin: 0,
          padding: '14px 16px',
          borderRadius: 10,
          backgroundColor: 'rgb(253, 237, 237)',
          color: 'rgb(95, 33, 32)',
          fontSize: '0.875rem',
          lineHeight: 1.43,
        }}
      >
        Something went wrong on our side while preparing this page. Nothing you entered was lost. Please try again in a
        moment; if it keeps happening, contact support{digest ? ` and mention reference ${digest}` : ''}.
      </p>
      <div style={{ display: 'flex', gap: 16 }}>
        <button
          type="button"
          onClick={() => retry()}
          style={{ ...button, border: 0, backgroundColor: 'var(--header-bg)', color: '#fff' }}
        >
          Try again
        </button>
        <a href={home.href} style={{ ...button, border: '1px solid currentColor', color: 'var(--header-bg)' }}>
          {home.label}
        </a>
      </div>
    </section>
  );
}
