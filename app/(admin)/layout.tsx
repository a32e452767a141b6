// The layout of the command center and every tool page, in the brand's theme (the one of its landing and of
// the artist area), as static markup like the artist area's (app/(artist)/mms): the header, then the page with
// the back button, and no client providers. The sub-groups whose pages are MUI client pages ((staff), (super),
// (tools), account/, messages/, support-ticket/) add AppShell in their own layout; the lean groups
// ((staff-lean), (tools-lean)) do not, so a page rendered as static markup there ships only its islands.
// Sub-groups add the role each needs, on the server.
import '../static-base.css';
import { AdminHeader } from '@/components/layout/admin-header';
import { AdminBackButton } from '@/components/layout/admin-back-button';
import { StoredUserSync } from '@/components/layout/stored-user-sync';
import { currentBrand } from '@/lib/platform/brands/server';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { homeFor } from '@/lib/platform/auth/roles';
import { toStoredUser } from '@/lib/platform/auth/session';
import { unreadCount } from '@/lib/comms/notify';
import css from '@/components/layout/landing-header.module.css';
import area from '@/components/layout/artist-area.module.css';

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const [brand, user] = await Promise.all([currentBrand(), requirePageAccess('signedIn')]);
  const { unread } = await unreadCount(user.id);
  return (
    <div className={css.page} style={{ '--header-bg': brand.themeColor } as React.CSSProperties}>
      <AdminHeader brand={brand} user={user} unread={unread} />
      {/* Everything below the header is the main landmark (axe `region`); the padding keeps a page's
          heading off the header when there is no back button. */}
      <main className={area.main}>
        <AdminBackButton home={homeFor(user.role)} />
        {children}
      </main>
      <StoredUserSync user={toStoredUser(user)} />
    </div>
  );
}
