'use client';
// The artist area's back button: the page's path decides (./back-target.ts), read in the browser because the
// layout is not rendered again when a link inside the area navigates on the client.
import { usePathname } from 'next/navigation';
import { backTarget } from './back-target';
import { BackLink } from './back-link';
import area from './artist-area.module.css';

export function ArtistBackButton() {
  const target = backTarget(usePathname() ?? '/');
  return target && <BackLink href={target.href} label={target.label} className={area.flush} />;
}
