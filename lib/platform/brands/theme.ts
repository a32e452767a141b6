// The MUI theme of a brand: one theme from its landing through the artist dashboard to the tools and the
// command center (the static pages take the same colours: components/command/palette.ts).
import { createTheme, type Theme } from '@mui/material/styles';
import { getBrandConfig } from './brands';

export function brandTheme(brandKey: string): Theme {
  const brand = getBrandConfig(brandKey);
  return createTheme({
    // WCAG AA: text on a coloured fill (chips, buttons) must reach 4.5:1, MUI's default threshold is 3.
    palette: {
      mode: 'light',
      contrastThreshold: 4.5,
      primary: { main: brand.themeColor },
      secondary: { main: brand.accentColor },
      // MUI's light info blue (#0288d1) reaches 4.1:1 with white or with its dark text: one shade darker, 4.8:1.
      info: { main: '#0277bd' },
      background: { default: '#f8fafc', paper: '#ffffff' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontWeight: 800 },
      h2: { fontWeight: 800 },
      h3: { fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // Subtitles are not headings (MUI maps them to <h6>, which broke the heading order: axe heading-order).
      MuiTypography: { defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } } },
      // spec §9: tooltips open after 700 ms; a tooltip opened soon after another waits 300 ms
      MuiTooltip: { defaultProps: { enterDelay: 700, enterNextDelay: 300, arrow: true } },
      MuiButton: { defaultProps: { disableElevation: true } },
      // Wide tables scroll inside their card (never the page); a scrolling region must be reachable by keyboard.
      MuiTableContainer: {
        defaultProps: { tabIndex: 0 },
        styleOverrides: { root: { maxWidth: '100%', overflowX: 'auto' } },
      },
    },
  });
}
