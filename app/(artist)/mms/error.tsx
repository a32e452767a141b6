'use client';
// A failed page in the light artist area keeps its layout and offers a retry. Static markup, not the app's
// MUI ErrorPanel: a segment's error boundary is loaded with every page under it, and the static dashboard
// must not load MUI for a panel it rarely shows. Same words as components/ui/error-panel.tsx.
import { useEffect } from 'react';
import type { ErrorBoundaryProps } from '@/components/ui/error-panel';
import btn from '@/components/ui/static-button.module.css';
import css from './error.module.css';

export default function ArtistError({ error, retry }: ErrorBoundaryProps) {
  const digest = error instanceof Error && 'digest' in error ? String(error.digest) : null;
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section className={css.panel} aria-live="polite">
      <h1 className={css.title}>This page could not be loaded</h1>
      <p role="alert" className={css.alert}>
        Something went wrong on our side while preparing this page. Nothing you entered was lost. Please try again in a
        moment; if it keeps happening, contact support{digest ? ` and mention reference ${digest}` : ''}.
      </p>
      <div className={css.actions}>
        <button type="button" className={`${btn.button} ${btn.contained}`} onClick={() => retry()}>
          Try again
        </button>
        <a href="/mms/dashboard" className={`${btn.button} ${btn.outlined} ${css.link}`}>
          Back to your dashboard
        </a>
      </div>
    </section>
  );
}
