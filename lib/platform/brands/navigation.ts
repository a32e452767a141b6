// The public header's links per brand: only pages that exist.
import type { BrandKey } from './brands';

export function publicNavLinks(brand: BrandKey): { href: string; label: string }[] {
  const common = [
    { href: '/services', label: 'Services' },
    { href: '/waiting-list', label: 'Join' },
  ];
  switch (brand) {
    case 'sgr':
    case 'distro80':
      return [...common, { href: '/investor-landing', label: 'Investors' }];
    default:
      return common;
  }
}
