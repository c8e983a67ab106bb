import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { createAppTheme } from './theme';
import { AUTO_RECHECK_MS, nextMode, readStoredMode, resolveMode, type ThemeMode, writeStoredMode } from './theme-mode';
import { ThemeModeContext, type ThemeModeContextValue } from './theme-mode-context';

const COLOR_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** Re-renders on a timer and on system colour-scheme changes so auto mode follows the clock. */
function useNow(isActive: boolean, initialNow?: Date): Date {
  const [now, setNow] = useState(() => initialNow ?? new Date());
  useEffect(() => {
    if (!isActive) return;
    const refresh = () => setNow(new Date());
    refresh();
    const timer = window.setInterval(refresh, AUTO_RECHECK_MS);
    const media = typeof window.matchMedia === 'function' ? window.matchMedia(COLOR_SCHEME_QUERY) : null;
    media?.addEventListener?.('change', refresh);
    return () => {
      window.clearInterval(timer);
      media?.removeEventListener?.('change', refresh);
    };
  }, [isActive]);
  return now;
}

interface AppThemeProviderProps {
  children: ReactNode;
  initialMode?: ThemeMode;
  /** The time auto mode starts from; the build's prerendering fixes it so pages render in the day's theme. */
  initialNow?: Date;
}

export function AppThemeProvider({ children, initialMode, initialNow }: AppThemeProviderProps) {
  const [mode, setModeState] = useState<ThemeMode>(() => initialMode ?? readStoredMode());
  const now = useNow(mode === 'auto', initialNow);
  const resolvedMode = resolveMode(mode, now);

  const setMode = useCallback((next: ThemeMode) => {
    setModeState(next);
    writeStoredMode(next);
  }, []);
  const cycleMode = useCallback(() => setMode(nextMode(mode)), [mode, setMode]);

  const theme = useMemo(() => createAppTheme(resolvedMode), [resolvedMode]);
  const value = useMemo<ThemeModeContextValue>(
    () => ({ mode, resolvedMode, setMode, cycleMode }),
    [mode, resolvedMode, setMode, cycleMode],
  );

  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}
