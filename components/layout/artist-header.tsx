// Header of the light artist area (Master Music Safe) as static markup, like the landings' header: logo
// text, the bell and the signed-in user's name with a sign-out button. The server knows the user (the
// area's layout requires one) and the unread count; the bell and the sign-out button are the client islands.
import type { SessionUser } from '@/lib/platform/auth/session';
import { BRANDS } from '@/lib/platform/brands/brands';
import { UnreadBell } from '@/components/comms/unread-bell';
import { SignOutButton } from './sign-out-button';
import css from './landing-header.module.css';
import area from './artist-area.module.css';
import btn from '@/components/ui/static-button.module.css';

export function ArtistHeader({ user, unread }: { user: SessionUser; unread: number }) {
  return (
    <header className={css.header}>
      <div className={`${css.toolbar} ${area.nowrap}`}>
        <a href="/mms/dashboard" className={css.logo}>
          {BRANDS.mastermusicsafe.logoText}
        </a>
        <span className={area.spacer} />
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
