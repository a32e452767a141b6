// The not-found page for any unknown path. Static markup with inline styles and no stylesheet: the root layout's
// not-found page is part of every page's bundle, so MUI or the client providers here would be loaded by the
// landings too, and a stylesheet of its own was preloaded by every page that never used it (a console warning).
import { currentBrand } from '@/lib/platform/brands/server';
import { brandPalette } from '@/lib/platform/brands/palette';

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export default async function NotFound() {
  const primary = brandPalette((await currentBrand()).key).primary;
  return (
    <main
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 16,
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: '70vh',
        padding: 32,
        textAlign: 'center',
        fontFamily: FONT,
        color: 'rgba(0, 0, 0, 0.87)',
      }}
    >
      <h1 style={{ margin: 0, fontSize: '3.75rem', fontWeight: 800, lineHeight: 1.2 }}>404</h1>
      <p style={{ margin: 0, fontSize: '1.5rem', lineHeight: 1.334 }}>Page not found</p>
      <p style={{ margin: 0, color: 'rgba(0, 0, 0, 0.6)' }}>The page you asked for does not exist or has moved.</p>
      {/* A plain link: next/link here would be loaded by every page (see above). */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a
        href="/"
        style={{
          padding: '6px 16px',
          borderRadius: 10,
          backgroundColor: primary.main,
          color: primary.contrastText,
          fontSize: '0.875rem',
          fontWeight: 600,
          lineHeight: 1.75,
          textDecoration: 'none',
        }}
      >
        Back to Home
      </a>
    </main>
  );
}
