// The not-found page for any unknown path. Static markup: the root layout's not-found page is part of every
// page's bundle, so MUI or the client providers here would be loaded by the landings too.
import './static-base.css';
import css from './not-found.module.css';
import btn from '@/components/ui/static-button.module.css';
import { currentBrand } from '@/lib/platform/brands/server';
import { brandTheme } from '@/lib/platform/brands/theme';

export default async function NotFound() {
  const primary = brandTheme((await currentBrand()).key).palette.primary;
  const colours = { '--btn-bg': primary.main, '--btn-fg': primary.contrastText } as React.CSSProperties;
  return (
    <main className={css.main} style={colours}>
      <h1 className={css.title}>404</h1>
      <p className={css.subtitle}>Page not found</p>
      <p className={css.text}>The page you asked for does not exist or has moved.</p>
      {/* A plain link: next/link here would be loaded by every page (see above). */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/" className={`${btn.button} ${btn.contained}`}>
        Back to Home
      </a>
    </main>
  );
}
