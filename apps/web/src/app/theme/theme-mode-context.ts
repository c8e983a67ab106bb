import { createContext, useContext } from 'react';
import type { ResolvedMode, ThemeMode } from './theme-mode';

export interface ThemeModeContextValue {
  mode: ThemeMode;
  resolvedMode: ResolvedMode;
  setMode: (mode: ThemeMode) => void;
  cycleMode: () => void;
}

export const ThemeModeContext = createContext<ThemeModeContextValue | null>(null);

export function useThemeMode(): ThemeModeContextValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside AppThemeProvider');
  return value;
}
