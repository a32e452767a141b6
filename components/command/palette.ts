// The theme's primary and secondary colours as the custom properties of the dashboard's static markup
// (artist-dashboard.module.css): the same colours MUI's buttons take with the brand's theme.
import type { CSSProperties } from 'react';
import { brandTheme } from '@/lib/platform/brands/theme';

export function paletteVars(brandKey: string): CSSProperties {
  const { primary, secondary } = brandTheme(brandKey).palette;
  return {
    '--primary': primary.main,
    '--primary-fg': primary.contrastText,
    '--secondary': secondary.main,
    '--secondary-fg': secondary.contrastText,
  } as CSSProperties;
}
