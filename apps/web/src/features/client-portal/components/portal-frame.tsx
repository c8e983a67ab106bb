import './client-portal.css';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { readStoredMode } from '@/app/theme/theme-mode';
import { DEFAULT_PRIMARY, DEFAULT_SECONDARY, ensureContrast, readableTextOn, validHexOr } from '@/lib/contrast';
import type { PublicBranding } from '../api/types';

const LIGHT_PAPER = '#ffffff';
const DARK_PAPER = '#1e1e1e';

function darken(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) => Math.round(c * (1 - amount)));
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The creator's colours as custom properties. `--cp-brand` keeps the exact colour for large filled areas;
 * `--cp-accent-*` is the same hue nudged until text and icons in it reach 4.5:1 on each mode's paper.
 */
export function brandVariables(branding: Partial<PublicBranding> | undefined): Record<string, string> {
  const brand = validHexOr(branding?.primaryColor, DEFAULT_PRIMARY);
  const secondary = validHexOr(branding?.secondaryColor, DEFAULT_SECONDARY);
  const accentLight = ensureContrast(brand, LIGHT_PAPER);
  const accentDark = ensureContrast(brand, DARK_PAPER);
  return {
    '--cp-brand': brand,
    '--cp-on-brand': readableTextOn(brand),
    '--cp-brand-hover': darken(brand.startsWith('#') ? brand : `#${brand}`, 0.15),
    '--cp-brand-2': secondary,
    '--cp-accent-light': accentLight,
    '--cp-on-accent-light': readableTextOn(accentLight),
    '--cp-accent-dark': accentDark,
    '--cp-on-accent-dark': readableTextOn(accentDark),
  };
}

/**
 * The app's stored theme, when the visitor chose one; on "auto" the stylesheet follows the system's
 * colour scheme, which the server-rendered page can honour before any script runs.
 */
function useChosenTheme(): 'light' | 'dark' | undefined {
  const [theme, setTheme] = useState<'light' | 'dark' | undefined>(undefined);
  useEffect(() => {
    const read = () => {
      const mode = readStoredMode();
      setTheme(mode === 'auto' ? undefined : mode);
    };
    read();
    window.addEventListener('storage', read);
    return () => window.removeEventListener('storage', read);
  }, []);
  return theme;
}

interface PortalFrameProps {
  branding?: Partial<PublicBranding>;
  children: ReactNode;
}

/** The root of every client portal screen: its colours, light or dark, and the page background. */
export function PortalFrame({ branding, children }: PortalFrameProps) {
  const theme = useChosenTheme();
  return (
    <div className="cp-root" data-theme={theme} style={brandVariables(branding) as CSSProperties}>
      {children}
    </div>
  );
}
