import { createTheme, type Theme, ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useCallback } from 'react';
import { DEFAULT_PRIMARY, DEFAULT_SECONDARY, ensureContrast, readableTextOn, validHexOr } from '@/lib/contrast';
import type { PublicBranding } from '../api/types';

declare module '@mui/material/styles' {
  interface Palette {
    brand: { main: string; contrastText: string; secondary: string };
  }
  interface PaletteOptions {
    brand?: { main: string; contrastText: string; secondary: string };
  }
}

/**
 * The creator's colours as a theme nested in the app's own (light or dark as the client chose).
 * `brand` keeps the exact colours for large filled areas; `primary` is the same hue nudged until text
 * and icons in it reach 4.5:1 on this mode's paper, with white or near-black text on top.
 */
export function brandTheme(outer: Theme, branding: Partial<PublicBranding> | undefined): Theme {
  const brand = validHexOr(branding?.primaryColor, DEFAULT_PRIMARY);
  const secondary = validHexOr(branding?.secondaryColor, DEFAULT_SECONDARY);
  const paper = outer.palette.background.paper;
  const primaryMain = ensureContrast(brand, paper);
  const secondaryMain = ensureContrast(secondary, paper);
  // light/dark shades (hover, focus) must follow the new main, not the outer theme's.
  const augment = (color: { main: string; contrastText: string }) => outer.palette.augmentColor({ color });
  return createTheme(outer, {
    palette: {
      primary: augment({ main: primaryMain, contrastText: readableTextOn(primaryMain) }),
      secondary: augment({ main: secondaryMain, contrastText: readableTextOn(secondaryMain) }),
      brand: { main: brand, contrastText: readableTextOn(brand), secondary },
    },
    components: {
      MuiButton: {
        styleOverrides: {
          root: { minHeight: 44 },
          sizeLarge: { minHeight: 48 },
          // Filled buttons wear the creator's exact colour; its text is whichever of white or ink reads on it.
          containedPrimary: {
            backgroundColor: brand,
            color: readableTextOn(brand),
            '&:hover': { backgroundColor: outer.palette.augmentColor({ color: { main: brand } }).dark },
          },
        },
      },
      MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
    },
  });
}

export function BrandThemeProvider({
  branding,
  children,
}: {
  branding?: Partial<PublicBranding>;
  children: ReactNode;
}) {
  const primaryColor = branding?.primaryColor;
  const secondaryColor = branding?.secondaryColor;
  const make = useCallback(
    (outer: Theme) => brandTheme(outer, { primaryColor, secondaryColor }),
    [primaryColor, secondaryColor],
  );
  return <ThemeProvider theme={make}>{children}</ThemeProvider>;
}
