// The light artist area (/mms/*): artists, members and staff; others sign in at /mms/login. Static markup
// like the landings (app/(landing)): header, back button, the page, footer, with no client providers, so the
// artist dashboard ships only its small islands. A page that needs the providers (MUI forms, queries) wraps
// itself in AppShell (/mms/profile). No loading.tsx: the dashboard comes in the first HTML, not behind a
// streamed placeholder (which cost the mobile Lighthouse score its LCP).
import '../../static-base.css';
import { ArtistHeader } from '@/components/layout/artist-header';
import { ArtistBackButton } from '@/components/layout/artist-back-button';
import { StoredUserSync } from '@/components/layout/stored-user-sync';
import { SiteFooter } from '@/components/layout/site-footer';
import { BRANDS } from '@/lib/platform/brands/brands';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { toStoredUser } from '@/lib/platform/auth/session';
import { unreadCount } from '@/lib/comms/notify';
import css from '@/components/layout/landing-header.module.css';
import area from '@/components/layout/artist-area.module.css';

export default async function ArtistAreaLayout({ children }: { children: React.ReactNode }) {
  const user = await requirePageAccess('artist', '/mms/login');
  const { unread } = await unreadCount(user.id);
  const brand = BRANDS.mastermusicsafe;
  return (
    <div className={css.page} style={{ '--header-bg': brand.themeColor } as React.CSSProperties}>
      <ArtistHeader user={user} unread={unread} />
      <main className={area.main}>
        <ArtistBackButton />
        {children}
      </main>
      <SiteFooter brand={brand} />
      <StoredUserSync user={toStoredUser(user)} />
    </div>
  );
}
