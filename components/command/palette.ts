// The theme's primary and secondary colours as the custom properties of the dashboard's static markup
// (artist-dashboard.module.css): the same colours MUI's buttons take with the brand's theme.
import type { CSSProperties } from 'react';
import { brandPalette } from '@/lib/platform/brands/palette';

export function paletteVars(brandKey: string): CSSProperties {
  const { primary, secondary } = brandPalette(brandKey);
  return {
    '--primary': primary.main,
    '--primary-fg': primary.contrastText,
    '--secondary': secondary.main,
    '--secondary-fg': secondary.contrastText,
  } as CSSProperties;
}
