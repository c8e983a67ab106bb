import type { EmailStatus } from '@clientdock/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMe } from '@/test/fixtures';
import { bodiesSentTo, callsTo, type MockResponse, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { settingsEndpoints } from '../testing/settings-fixtures';

const waiting: EmailStatus = {
  email: 'ada@example.com',
  emailVerified: true,
  pendingEmail: 'ada@newmail.test',
  verified: false,
  requestedAt: '2026-11-21T10:00:00.000Z',
};
const done: EmailStatus = { ...waiting, email: 'ada@newmail.test', pendingEmail: null, verified: true };

function stepError(status: number, code: string, message: string, step: string): MockResponse {
  return { status, body: { error: { code, message, details: [{ step }] } } };
}

function setup(overrides = {}) {
  const me = makeMe();
  const fetchMock = mockApi({ ...settingsEndpoints({ me }), ...overrides });
  renderApp('/dashboard/settings?tab=email', { me });
  return { fetchMock };
}

async function requestChange(user: ReturnType<typeof userEvent.setup>, email = 'ada@newmail.test') {
  await user.type(await screen.findByRole('textbox', { name: 'New email address' }), email);
  await user.type(screen.getByLabelText('Current password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Send verification link' }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('settings: email', () => {
  it('shows the current address, checks the new one before sending', async () => {
    const { fetchMock } = setup();
    const user = userEvent.setup();
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    await requestChange(user, 'ADA@example.com');
    expect(await screen.findByText('New email must be different from current email')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'New email address' });
    await user.clear(field);
    await user.type(field, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send verification link' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/account/email')).toHaveLength(0);
  });

  it('puts each failing step where it can be fixed', async () => {
    let answer = stepError(
      401,
      'REAUTHENTICATION_FAILED',
      'Your current password is incorrect. Please try again.',
      'reauthentication',
    );
    setup({ 'POST /api/account/email': () => answer });
    const user = userEvent.setup();
    await requestChange(user);
    expect(await screen.findByText('Your current password is incorrect. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');

    answer = stepError(409, 'EMAIL_IN_USE', 'This email address is already used by another account.', 'email-update');
    await user.click(screen.getByRole('button', { name: 'Send verification link' }));
    expect(await screen.findByText('This email address is already used by another account.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New email address' })).toHaveAttribute('aria-invalid', 'true');

    answer = stepError(500, 'INTERNAL', 'Failed to send verification email', 'unknown');
    await user.click(screen.getByRole('button', { name: 'Send verification link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send verification email');
  });

  it('asks to check the inbox, polls every 2 seconds and shows when the new address is verified', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let polls = 0;
    const { fetchMock } = setup({
      'GET /api/account/email/status': () => {
        polls += 1;
        // The first answer is the tab opening; the link is followed during the third poll.
        if (polls === 1) return { body: { ...done, email: 'ada@example.com', requestedAt: null } };
        return { body: polls >= 4 ? done : waiting };
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await requestChange(user);
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', '/api/account/email')).toEqual([
      { newEmail: 'ada@newmail.test', currentPassword: 'correct horse' },
    ]);
    expect(screen.getByText('ada@newmail.test')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText(/check 1 of 30/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(await screen.findByText('Email address changed')).toBeInTheDocument();
    expect(polls).toBe(4);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(polls).toBe(4);
  });

  it('stops after 30 checks and offers to check again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer = waiting;
    const { fetchMock } = setup({ 'GET /api/account/email/status': () => ({ body: answer }) });
    // A change asked for earlier is picked up when the tab opens.
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    for (let i = 0; i < 30; i++) await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText(/We stopped checking for now/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/account/email/status')).toHaveLength(31);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(callsTo(fetchMock, 'GET', '/api/account/email/status')).toHaveLength(31);

    answer = done;
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(screen.getByText('Email address changed')).toBeInTheDocument());
  });

  it("says 'Failed to check email verification status' when all 30 checks fail, and can check again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    let isDown = true;
    setup({
      'GET /api/account/email/status': () => {
        calls += 1;
        // The tab's own read works; then every check of the round meets a server error.
        if (calls === 1 || !isDown) return { body: calls === 1 ? waiting : done };
        return { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong.' } } };
      },
    });
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    for (let i = 0; i < 29; i++) await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByText('Failed to check email verification status')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText('Failed to check email verification status')).toBeInTheDocument();
    expect(screen.queryByText(/We stopped checking for now/)).not.toBeInTheDocument();
    expect(calls).toBe(31);

    isDown = false;
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(screen.getByText('Email address changed')).toBeInTheDocument());
  });
});
