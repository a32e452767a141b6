// Links in the MUI look for static markup (lean.module.css): a text link and a link shaped as an outlined or
// contained button, in the brand's primary colour. Next links, so they navigate on the client as MUI's did, but
// without prefetching: a prefetch in view loads the linked route's scripts (on /projects the release wizard's,
// the certificates' and each release's), whose evaluation on a phone blocked the main thread after load.
import Link from 'next/link';
import type { ReactNode } from 'react';
import btn from './static-button.module.css';
import css from './lean.module.css';

export function LeanLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} prefetch={false} className={css.link}>
      {children}
    </Link>
  );
}

export function LeanLinkButton({
  href,
  variant,
  children,
}: {
  href: string;
  variant: 'outlined' | 'contained';
  children: ReactNode;
}) {
  const look = variant === 'contained' ? `${btn.contained} ${css.filled}` : `${btn.outlined} ${css.tinted}`;
  return (
    <Link href={href} prefetch={false} className={`${btn.button} ${look}`}>
      {children}
    </Link>
  );
}
