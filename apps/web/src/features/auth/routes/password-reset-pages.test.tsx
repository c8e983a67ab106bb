import { authFlowMessages } from '@clientdock/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodiesSentTo, mockApi, unauthorized } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('forgot password', () => {
  it('is linked from sign-in and answers with the same message for any address', async () => {
    const fetchMock = mockApi({
      'GET /api/me': unauthorized,
      'POST /api/auth/request-password-reset': { body: { status: true } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await screen.findByRole('heading', { name: 'Reset your password' });
    expect(router.state.location.pathname).toBe('/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(authFlowMessages.resetLinkSent);
    expect(bodiesSentTo(fetchMock, 'POST', '/api/auth/request-password-reset')).toEqual([
      { email: 'ada@example.com', redirectTo: '/reset-password' },
    ]);
  });
});

describe('reset password', () => {
  async function choose(password: string, confirm = password) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Confirm new password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
  }

  it('sends the token with the new password, then asks to sign in', async () => {
    const fetchMock = mockApi({
      'GET /api/me': unauthorized,
      'POST /api/auth/reset-password': { body: { status: true } },
    });
    const { router } = renderApp('/reset-password?token=abc123');
    await choose('a long new secret');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(authFlowMessages.passwordResetDone)).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', '/api/auth/reset-password')).toEqual([
      { token: 'abc123', newPassword: 'a long new secret' },
    ]);
  });

  it('asks for the same password twice', async () => {
    const fetchMock = mockApi({ 'GET /api/me': unauthorized });
    renderApp('/reset-password?token=abc123');
    await choose('a long new secret', 'a different one');
    expect(await screen.findByText('The two passwords do not match')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', '/api/auth/reset-password')).toEqual([]);
  });

  it('offers a new link when the token has expired or was used', async () => {
    mockApi({
      'GET /api/me': unauthorized,
      'POST /api/auth/reset-password': {
        status: 400,
        body: { error: { code: 'INVALID_TOKEN', message: 'Invalid token' } },
      },
    });
    renderApp('/reset-password?token=used');
    await choose('a long new secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(authFlowMessages.resetLinkInvalid);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('says so at once when the link has no token', async () => {
    mockApi({ 'GET /api/me': unauthorized });
    renderApp('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(authFlowMessages.resetLinkInvalid);
  });
});
