// A brand's primary and secondary colours with the text colour for each, the same as its MUI theme computes them
// (./theme.ts: contrastThreshold 4.5, white text when it reaches 4.5:1, else MUI's dark text), without MUI. The
// static pages (landings, dashboards, not-found) take their colours from here: a server component importing
// '@mui/material/styles' puts MUI's client modules (theme providers, CSS variables script) into the page's script.
import { getBrandConfig } from './brands';

const WHITE = '#fff';
const DARK_TEXT = 'rgba(0, 0, 0, 0.87)';
/** The theme's contrastThreshold (./theme.ts) */
const THRESHOLD = 4.5;

/** The channels of a #rgb or #rrggbb colour, 0-255. */
function channels(hex: string): number[] {
  const h = hex.slice(1);
  const parts = h.length === 3 ? [...h].map((c) => c + c) : (h.match(/../g) ?? []);
  return parts.slice(0, 3).map((p) => parseInt(p, 16));
}

/** A #rgb or #rrggbb colour moved towards white by `coefficient` (0-1), as MUI's `lighten` writes it. */
export function lighten(hex: string, coefficient: number): string {
  const [r, g, b] = channels(hex).map((v) => Math.trunc(v + (255 - v) * coefficient));
  return `rgb(${r}, ${g}, ${b})`;
}

/** Relative luminance of a #rgb or #rrggbb colour, rounded to 3 digits as MUI's getLuminance does. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return Number((0.2126 * r + 0.7152 * g + 0.0722 * b).toFixed(3));
}

/** The text colour MUI's theme puts on `background` (a hex colour). */
export function contrastText(background: string): string {
  const l = luminance(background);
  return (1 + 0.05) / (l + 0.05) >= THRESHOLD ? WHITE : DARK_TEXT;
}

export interface PaletteColour {
  main: string;
  contrastText: string;
}

export function brandPalette(brandKey: string): { primary: PaletteColour; secondary: PaletteColour } {
  const brand = getBrandConfig(brandKey);
  return {
    primary: { main: brand.themeColor, contrastText: contrastText(brand.themeColor) },
    secondary: { main: brand.accentColor, contrastText: contrastText(brand.accentColor) },
  };
}
