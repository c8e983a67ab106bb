import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const updateServiceWorker = vi.fn(async () => {});
let registered: ((url: string, registration: { update: () => Promise<void> }) => void) | undefined;
let setNeedRefreshFromWorker: ((value: boolean) => void) | undefined;

// The service worker registration is the build plugin's; here a stand-in lets the test say "a new build is out".
vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: (options: { onRegisteredSW?: typeof registered }) => {
    const [needRefresh, setNeedRefresh] = useState(false);
    registered = options.onRegisteredSW;
    setNeedRefreshFromWorker = setNeedRefresh;
    return { needRefresh: [needRefresh, setNeedRefresh], offlineReady: [false, () => {}], updateServiceWorker };
  },
}));

// Loaded afresh: the worker may hold the notice already, bound to the real registration (vitest.config.ts).
vi.resetModules();
const { default: UpdateNotice } = await import('./update-notice');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('update notice', () => {
  it('says nothing while the deployed build is the one running', () => {
    render(<UpdateNotice />);
    expect(screen.queryByText(/new version/)).not.toBeInTheDocument();
  });

  it('checks for a new build every hour', () => {
    render(<UpdateNotice />);
    const update = vi.fn(async () => {});
    act(() => registered?.('/sw.js', { update }));
    act(() => vi.advanceTimersByTime(60 * 60 * 1000));
    expect(update).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(60 * 60 * 1000));
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('offers a reload when a new build is out', async () => {
    render(<UpdateNotice />);
    act(() => setNeedRefreshFromWorker?.(true));
    expect(screen.getByText('A new version of ClientDock is available.')).toBeInTheDocument();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(updateServiceWorker).toHaveBeenCalledWith(true);
  });

  it('goes by itself after 15 seconds', () => {
    render(<UpdateNotice />);
    act(() => setNeedRefreshFromWorker?.(true));
    act(() => vi.advanceTimersByTime(14_000));
    expect(screen.getByText('A new version of ClientDock is available.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2_000));
    // The snackbar then plays its exit transition.
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText('A new version of ClientDock is available.')).not.toBeInTheDocument();
  });

  it('can be dismissed', async () => {
    render(<UpdateNotice />);
    act(() => setNeedRefreshFromWorker?.(true));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('A new version of ClientDock is available.')).not.toBeInTheDocument();
  });
});
