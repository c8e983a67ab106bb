import { createTheme, type Theme } from '@mui/material/styles';
import type { ResolvedMode } from './theme-mode';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
    xxxl: true;
  }
}

export const FONT_FAMILY = 'Inter, Roboto, Helvetica, Arial, sans-serif';
export const DRAWER_WIDTH = 260;

const palettes = {
  light: {
    primary: { main: '#2563eb' },
    secondary: { main: '#e11d48' },
    background: { default: '#f8fafc', paper: '#ffffff' },
  },
  dark: {
    primary: { main: '#90caf9' },
    secondary: { main: '#f48fb1' },
    background: { default: '#121212', paper: '#1e1e1e' },
  },
} as const;

export function createAppTheme(mode: ResolvedMode): Theme {
  return createTheme({
    palette: { mode, ...palettes[mode] },
    typography: {
      fontFamily: FONT_FAMILY,
      h1: { fontWeight: 700, letterSpacing: '-0.02em' },
      h2: { fontWeight: 700, letterSpacing: '-0.02em' },
      h3: { fontWeight: 700, letterSpacing: '-0.01em' },
      h4: { fontWeight: 600, letterSpacing: '-0.01em' },
      h5: { fontWeight: 600 },
      h6: { fontWeight: 600 },
      button: { fontWeight: 600 },
    },
    shape: { borderRadius: 8 },
    breakpoints: {
      values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536, xxl: 1920, xxxl: 2560 },
    },
    components: {
      // A visitor who asks for less motion gets none: MUI's fades, slides and collapses (inline transitions, which
      // !important outranks) and the ripples' animations end as they start. The focus ripple stays, standing still.
      MuiCssBaseline: {
        styleOverrides: {
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '0.01ms !important',
              scrollBehavior: 'auto !important',
            },
          },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { textTransform: 'none' } },
      },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderRadius: 12 } },
      },
      MuiFab: { styleOverrides: { root: { textTransform: 'none' } } },
      // Tabs and toggles read in sentence case like the rest of the app, not in MUI's capitals.
      MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
      MuiToggleButton: { styleOverrides: { root: { textTransform: 'none' } } },
      MuiChip: { styleOverrides: { root: { borderRadius: 6 } } },
      // Dark-mode paper keeps the spec's flat #1e1e1e instead of MUI's elevation overlay.
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      // Notices rise from the bottom, clear of a phone's home indicator, so they never cover the top bar or a title.
      MuiSnackbar: {
        defaultProps: { anchorOrigin: { vertical: 'bottom', horizontal: 'center' } },
        styleOverrides: { root: { marginBottom: 'env(safe-area-inset-bottom)' } },
      },
    },
  });
}
