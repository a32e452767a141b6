// Header of the tools layout (the command center and every tool page) as static markup, in the brand's colour
// like the landings' and the artist area's header: brand, the "Command Center"/"Artist Tools" label, the
// Dashboard link for staff, the bell and the signed-in user's name with a sign-out button. The server knows the
// user (the layout requires one) and the unread count; the bell and the sign-out button are the client islands,
// neither loading MUI nor the providers (components/layout/artist-header.tsx is the same header in the artist area).
import type { Brand } from '@/lib/platform/brands/brands';
import type { SessionUser } from '@/lib/platform/auth/session';
import { homeFor, isAdminRole } from '@/lib/platform/auth/roles';
import { UnreadBell } from '@/components/comms/unread-bell';
import { SignOutButton } from './sign-out-button';
import css from './landing-header.module.css';
import area from './artist-area.module.css';
import admin from './admin-header.module.css';
import btn from '@/components/ui/static-button.module.css';

export function AdminHeader({ brand, user, unread }: { brand: Brand; user: SessionUser; unread: number }) {
  const staff = isAdminRole(user.role);
  return (
    <header className={css.header}>
      <div className={`${css.toolbar} ${area.nowrap} ${admin.toolbar}`}>
        <a href={homeFor(user.role)} title={brand.logoText} className={`${css.logo} ${admin.logo}`}>
          {brand.logoText}
        </a>
        <span className={admin.chip}>{staff ? 'Command Center' : 'Artist Tools'}</span>
        <nav aria-label="Workspace" className={admin.nav}>
          {staff && (
            <a href="/dashboard" className={`${btn.button} ${btn.text}`}>
              Dashboard
            </a>
          )}
        </nav>
        <UnreadBell initial={unread} />
        <div className={css.user}>
          <a href="/account/password" title="Your account: change your password" className={css.name}>
            {user.name}
          </a>
          <SignOutButton className={`${btn.button} ${btn.outlined} ${css.nowrap}`} />
        </div>
      </div>
    </header>
  );
}
