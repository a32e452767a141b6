'use client';
// The tools layout's back button: to the user's own dashboard (`home`), hidden there (./back-target.ts). Read in
// the browser because the layout is not rendered again when a link inside the layout navigates on the client.
// Static markup like the artist area's (no MUI), inside the padded main column.
import { usePathname } from 'next/navigation';
import { backTarget } from './back-target';
import { BackLink } from './back-link';
import area from './artist-area.module.css';

export function AdminBackButton({ home }: { home: string }) {
  const target = backTarget(usePathname() ?? '/', home);
  return target && <BackLink href={target.href} label={target.label} className={area.flush} />;
}
