import CssBaseline from '@mui/material/CssBaseline';
import Snackbar from '@mui/material/Snackbar';
import { ThemeProvider } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppTheme, FONT_FAMILY } from './theme';

describe('createAppTheme', () => {
  it('uses the light palette with a near-white background', () => {
    const theme = createAppTheme('light');
    expect(theme.palette.mode).toBe('light');
    expect(theme.palette.primary.main).toBe('#2563eb');
    expect(theme.palette.background.default).toBe('#f8fafc');
  });

  it('uses the dark palette with #121212 and #1e1e1e', () => {
    const theme = createAppTheme('dark');
    expect(theme.palette.mode).toBe('dark');
    expect(theme.palette.background.default).toBe('#121212');
    expect(theme.palette.background.paper).toBe('#1e1e1e');
  });

  it('sets the font, radii, buttons and breakpoints from the spec', () => {
    const theme = createAppTheme('light');
    expect(theme.typography.fontFamily).toBe(FONT_FAMILY);
    expect(theme.shape.borderRadius).toBe(8);
    expect(theme.components?.MuiCard?.styleOverrides?.root).toMatchObject({ borderRadius: 12 });
    expect(theme.components?.MuiChip?.styleOverrides?.root).toMatchObject({ borderRadius: 6 });
    expect(theme.components?.MuiButton?.styleOverrides?.root).toMatchObject({ textTransform: 'none' });
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536, xxl: 1920, xxxl: 2560 });
  });

  it('writes tabs in sentence case, as every other label, not in capitals', () => {
    render(
      <ThemeProvider theme={createAppTheme('light')}>
        <Tabs value="a" aria-label="Portal activity">
          <Tab value="a" label="Comments (2)" />
        </Tabs>
      </ThemeProvider>,
    );
    expect(getComputedStyle(screen.getByRole('tab', { name: 'Comments (2)' })).textTransform).toBe('none');
  });

  it('puts every snackbar at the bottom, above the safe area, clear of the top bar', () => {
    const theme = createAppTheme('light');
    expect(theme.components?.MuiSnackbar?.styleOverrides?.root).toMatchObject({
      marginBottom: 'env(safe-area-inset-bottom)',
    });
    const { unmount } = render(
      <ThemeProvider theme={theme}>
        <Snackbar open message="Sections saved" />
      </ThemeProvider>,
    );
    const snackbar = screen.getByText('Sections saved').closest('.MuiSnackbar-root');
    expect(snackbar).toHaveClass('MuiSnackbar-anchorOriginBottomCenter');
    unmount();
  });

  it('stills animations and transitions for a visitor who asks for less motion', () => {
    const { unmount } = render(
      <ThemeProvider theme={createAppTheme('dark')}>
        <CssBaseline />
      </ThemeProvider>,
    );
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    const rule = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(rule).toMatch(/^@media \(prefers-reduced-motion: reduce\)\{\*,\*::before,\*::after\{/);
    expect(rule).toContain('animation-duration:0.01ms!important;');
    expect(rule).toContain('animation-iteration-count:1!important;');
    expect(rule).toContain('transition-duration:0.01ms!important;');
    unmount();
  });
});
