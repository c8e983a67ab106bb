import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtures } from '@/test/fixtures';
import { mockApi, unauthorized } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

function mockTwoFactorSignIn() {
  let isSignedIn = false;
  const sent: { path: string; body: unknown }[] = [];
  const verify = (path: string) => (init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { code: string };
    sent.push({ path, body });
    if (body.code !== '123456' && body.code !== 'abcde-12345') {
      return {
        status: 401,
        body: {
          error: {
            code: 'INVALID_CODE',
            message: 'That code is not valid. Enter the 6-digit code your authenticator app shows now.',
          },
        },
      };
    }
    isSignedIn = true;
    return { body: { token: 't', user: { id: 'user_1' } } };
  };
  mockApi({
    'GET /api/me': () => (isSignedIn ? { body: fixtures.freeCreator() } : unauthorized),
    'POST /api/auth/sign-in/email': { body: { twoFactorRedirect: true, twoFactorMethods: ['totp'] } },
    'POST /api/auth/two-factor/verify-totp': verify('totp'),
    'POST /api/auth/two-factor/verify-backup-code': verify('backup'),
  });
  return sent;
}

async function signInWithPassword() {
  const user = userEvent.setup();
  const { router } = renderApp('/login');
  await screen.findByRole('heading', { name: 'Welcome back' });
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'analytical-engine');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return { user, router };
}

describe('two-factor step of the sign-in', () => {
  it('asks for the 6-digit code after the password, shows a refusal, then signs in', async () => {
    const sent = mockTwoFactorSignIn();
    const { user, router } = await signInWithPassword();
    const code = await screen.findByLabelText('Authentication code');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Enter the 6-digit code.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not valid.');

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(sent.at(-1)).toEqual({ path: 'totp', body: { code: '123456' } });
  });

  it('takes a recovery code instead', async () => {
    const sent = mockTwoFactorSignIn();
    const { user } = await signInWithPassword();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ path: 'backup', body: { code: 'abcde-12345' } }));
  });
});
