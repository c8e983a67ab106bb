import { useTheme } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppThemeProvider } from './app-theme-provider';
import { THEME_STORAGE_KEY } from './theme-mode';
import { ThemeToggle } from './theme-toggle';

function PaletteProbe() {
  return <output aria-label="palette">{useTheme().palette.mode}</output>;
}

function renderToggle() {
  return render(
    <AppThemeProvider>
      <ThemeToggle />
      <PaletteProbe />
    </AppThemeProvider>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('ThemeToggle', () => {
  it('cycles light -> dark -> auto -> light, saving each choice', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    const user = userEvent.setup();
    renderToggle();
    const button = screen.getByRole('button', { name: 'Theme: light (switch to dark)' });
    expect(screen.getByLabelText('palette')).toHaveTextContent('light');

    await user.click(button);
    expect(button).toHaveAccessibleName('Theme: dark (switch to auto)');
    expect(screen.getByLabelText('palette')).toHaveTextContent('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    await user.click(button);
    expect(button).toHaveAccessibleName('Theme: auto (switch to light)');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('auto');

    await user.click(button);
    expect(button).toHaveAccessibleName('Theme: light (switch to dark)');
  });

  it('treats a junk stored value as auto', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    renderToggle();
    expect(screen.getByRole('button', { name: /^Theme: auto/ })).toBeInTheDocument();
  });

  it('re-checks auto mode every minute and turns dark at 18:00', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date(2025, 5, 15, 17, 59, 30));
    renderToggle();
    expect(screen.getByLabelText('palette')).toHaveTextContent('light');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByLabelText('palette')).toHaveTextContent('dark');
  });

  it('re-checks auto mode when the system colour preference changes', () => {
    const listeners: Array<() => void> = [];
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: false,
          media: query,
          addEventListener: (_: string, cb: () => void) => listeners.push(cb),
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 5, 15, 5, 59, 50));
    renderToggle();
    expect(screen.getByLabelText('palette')).toHaveTextContent('dark');
    vi.setSystemTime(new Date(2025, 5, 15, 6, 0, 5));
    act(() => {
      for (const listener of listeners) listener();
    });
    expect(screen.getByLabelText('palette')).toHaveTextContent('light');
  });
});
