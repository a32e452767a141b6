// The static pages' brand colours (lib/platform/brands/palette.ts, no MUI) are the MUI theme's: the same main
// colours and the same text colour on each, for every brand.
import { BRANDS } from '@/lib/platform/brands/brands';
import { lighten as muiLighten } from '@mui/material/styles';
import { brandPalette, contrastText, lighten } from '@/lib/platform/brands/palette';
import { brandTheme } from '@/lib/platform/brands/theme';

describe('brand palette without MUI', () => {
  it.each(Object.keys(BRANDS))("matches %s's MUI theme", (key) => {
    const { primary, secondary } = brandTheme(key).palette;
    expect(brandPalette(key)).toEqual({
      primary: { main: primary.main, contrastText: primary.contrastText },
      secondary: { main: secondary.main, contrastText: secondary.contrastText },
    });
  });
  it('puts white on a dark colour and dark text on a light one, as the theme does', () => {
    expect(contrastText('#0f172a')).toBe('#fff');
    expect(contrastText('#fbbf24')).toBe('rgba(0, 0, 0, 0.87)');
    for (const c of ['#767676', '#777777', '#0277bd', '#2e7d32', '#ff0', '#abc'])
      expect(contrastText(c)).toBe(brandTheme('tnm').palette.getContrastText(c));
  });
  it.each(Object.keys(BRANDS))("lightens %s's accent as MUI does (the landing's --accent-light)", (key) => {
    const accent = BRANDS[key as keyof typeof BRANDS].accentColor;
    for (const k of [0, 0.2, 0.4, 1]) expect(lighten(accent, k)).toBe(muiLighten(accent, k));
    expect(lighten('#abc', 0.4)).toBe(muiLighten('#abc', 0.4));
  });
});
