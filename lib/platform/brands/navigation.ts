// The public header's links per brand: only pages that exist. "Join" is the sign-up (which offers the waiting
// list itself on a brand whose sign-up is by invitation).
import type { BrandKey } from './brands';

export function publicNavLinks(brand: BrandKey): { href: string; label: string }[] {
  const common = [
    { href: '/services', label: 'Services' },
    { href: '/mms/register', label: 'Join' },
  ];
  switch (brand) {
    case 'sgr':
    case 'distro80':
      return [...common, { href: '/investor-landing', label: 'Investors' }];
    default:
      return common;
  }
}
