// The public header of the brand landings as static markup: logo text, main links, and sign-in (or, signed
// in, the way to the user's dashboard and a sign-out button, the one client island). The server knows the
// session, so there is no placeholder waiting for the browser's stored user.
import type { Brand } from '@/lib/platform/brands/brands';
import type { SessionUser } from '@/lib/platform/auth/session';
import { homeFor } from '@/lib/platform/auth/roles';
import { publicNavLinks } from '@/lib/platform/brands/navigation';
import { SignOutButton } from './sign-out-button';
import css from './landing-header.module.css';
import btn from '@/components/ui/static-button.module.css';

export function LandingHeader({ brand, user }: { brand: Brand; user: SessionUser | null }) {
  return (
    <header className={css.header}>
      <div className={css.toolbar}>
        {/* A plain link on purpose, like every link of the landings: next/link would ship its client
            component and prefetch; the page opened loads in full with its own providers. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className={css.logo}>
          {brand.logoText}
        </a>
        <nav aria-label="Main" className={css.nav}>
          {publicNavLinks(brand.key).map((l) => (
            <a key={l.href} href={l.href} className={`${btn.button} ${btn.text}`}>
              {l.label}
            </a>
          ))}
        </nav>
        {user ? (
          <div className={css.user}>
            <a href={homeFor(user.role)} className={`${btn.button} ${btn.text} ${css.nowrap}`}>
              My dashboard
            </a>
            <a href="/account/password" title="Your account: change your password" className={css.name}>
              {user.name}
            </a>
            <SignOutButton className={`${btn.button} ${btn.outlined} ${css.nowrap}`} />
          </div>
        ) : (
          <a
            href={brand.key === 'mastermusicsafe' ? '/mms/login' : '/login'}
            className={`${btn.button} ${btn.outlined}`}
          >
            Sign in
          </a>
        )}
      </div>
    </header>
  );
}
