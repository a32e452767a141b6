// Layout of the brand landings: static header, back link, the landing, static footer. No client providers
// and no MUI components: these pages are what a phone on a slow network opens first, and they ship only
// Next's runtime (plus the sign-out button when signed in). Links are plain anchors: the page they open
// loads its own providers. Signed-out visitors of `/` get it from the landing cache (proxy.ts).
import '../static-base.css';
import { headers } from 'next/headers';
import { LandingHeader } from '@/components/layout/landing-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { backTarget } from '@/components/layout/back-target';
import { BackLink } from '@/components/layout/back-link';
import { currentBrand } from '@/lib/platform/brands/server';
import { currentUser } from '@/lib/platform/auth/current-user';
import { homeFor } from '@/lib/platform/auth/roles';
import css from '@/components/layout/landing-header.module.css';

export default async function LandingLayout({ children }: { children: React.ReactNode }) {
  const [brand, user, h] = await Promise.all([currentBrand(), currentUser(), headers()]);
  // proxy.ts sets the path on every request (a layout is not told which of its pages it renders).
  const back = backTarget(h.get('x-pathname') ?? '/', user ? homeFor(user.role) : undefined);
  return (
    <div className={css.page} style={{ '--header-bg': brand.themeColor } as React.CSSProperties}>
      <LandingHeader brand={brand} user={user} />
      <main className={css.main}>
        {back && <BackLink href={back.href} label={back.label} />}
        {children}
      </main>
      <SiteFooter brand={brand} />
    </div>
  );
}
