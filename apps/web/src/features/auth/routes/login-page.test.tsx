import { messages } from '@clientdock/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtures } from '@/test/fixtures';
import { mockApi, unauthorized } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  it('shows the server message for wrong credentials', async () => {
    mockApi({
      'GET /api/me': unauthorized,
      'POST /api/auth/sign-in/email': {
        status: 401,
        body: { error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' } },
      },
    });
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await signIn('ada@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('shows required-field errors', async () => {
    renderApp('/login', { me: null });
    await screen.findByRole('heading', { name: 'Welcome back' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it.each([
    ['creator', fixtures.freeCreator, '/login', '/dashboard'],
    ['admin', fixtures.admin, '/login', '/admin/dashboard'],
    ['creator with a redirect', fixtures.freeCreator, '/login?redirect=%2Fdashboard%2Fteam', '/dashboard/team'],
  ])('sends a %s to the right place after signing in', async (_, makeMe, start, target) => {
    let isSignedIn = false;
    mockApi({
      'GET /api/me': () => (isSignedIn ? { body: makeMe() } : unauthorized),
      'POST /api/auth/sign-in/email': () => {
        isSignedIn = true;
        return { body: { user: { id: 'user_1' } } };
      },
    });
    const { router } = renderApp(start);
    await screen.findByRole('heading', { name: 'Welcome back' });
    await signIn('ada@example.com', 'analytical-engine');
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });

  it('confirms a verified email change', async () => {
    renderApp('/login?emailVerified=true', { me: null });
    expect(await screen.findByText('Your email is verified. Sign in with your new address.')).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    renderApp('/login', { me: null });
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show characters' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide characters' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to sign-up', async () => {
    renderApp('/login', { me: null });
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });
});

describe('login page, blocked accounts', () => {
  it('takes a pending account to the Access Denied screen after signing in', async () => {
    let isSignedIn = false;
    mockApi({
      'GET /api/me': () =>
        isSignedIn
          ? { status: 403, body: { error: { code: 'ACCOUNT_PENDING', message: messages.accountPending } } }
          : unauthorized,
      'POST /api/auth/sign-in/email': () => {
        isSignedIn = true;
        return { body: {} };
      },
    });
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await signIn('new@example.com', 'analytical-engine');
    expect(await screen.findByText(messages.accountPending)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});
