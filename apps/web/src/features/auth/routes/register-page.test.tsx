import { authFlowMessages } from '@clientdock/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtures } from '@/test/fixtures';
import { callsTo, mockApi, unauthorized } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

async function fillForm(values: { first?: string; last?: string; email?: string; password?: string }) {
  const user = userEvent.setup();
  if (values.first) await user.type(screen.getByLabelText('First name'), values.first);
  if (values.last) await user.type(screen.getByLabelText('Last name'), values.last);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('register page', () => {
  it('shows validation errors under the fields without calling the server', async () => {
    const fetchMock = mockApi({});
    renderApp('/register', { me: null });
    await screen.findByRole('heading', { name: 'Create your account' });
    await fillForm({ email: 'not-an-email', password: 'short' });
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('Use at least 8 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST', '/api/auth/sign-up/email')).toHaveLength(0);
  });

  it('signs up with the full name and goes to the remembered page', async () => {
    let isSignedUp = false;
    const fetchMock = mockApi({
      'GET /api/me': () => (isSignedUp ? { body: fixtures.freeCreator() } : unauthorized),
      'POST /api/auth/sign-up/email': () => {
        isSignedUp = true;
        return { body: { user: { id: 'user_1' }, token: 't' } };
      },
    });
    const { router } = renderApp('/register?redirect=%2Fdashboard%2Fportals');
    await screen.findByRole('heading', { name: 'Create your account' });
    await fillForm({ first: 'Ada', last: 'Lovelace', email: 'ada@example.com', password: 'analytical-engine' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/portals'));
    const [, init] = callsTo(fetchMock, 'POST', '/api/auth/sign-up/email')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'analytical-engine',
    });
  });

  it('shows the server message when the email is taken', async () => {
    mockApi({
      'GET /api/me': unauthorized,
      'POST /api/auth/sign-up/email': {
        status: 422,
        body: { error: { code: 'USER_ALREADY_EXISTS', message: 'An account with this email already exists' } },
      },
    });
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Create your account' });
    await fillForm({ first: 'Ada', email: 'ada@example.com', password: 'analytical-engine' });
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it('stays on the form with what to do next when the answer signed nobody in (a taken address)', async () => {
    mockApi({
      'GET /api/me': unauthorized,
      'POST /api/auth/sign-up/email': { body: { user: { id: 'user_x' }, token: 't' } },
    });
    const { router } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Create your account' });
    await fillForm({ first: 'Ada', email: 'ada@example.com', password: 'analytical-engine' });
    expect(await screen.findByRole('alert')).toHaveTextContent(authFlowMessages.signUpNotSignedIn);
    expect(router.state.location.pathname).toBe('/register');
  });

  it('lets an account that waits for approval on to the waiting page', async () => {
    let isSignedUp = false;
    mockApi({
      'GET /api/me': () =>
        isSignedUp
          ? { status: 403, body: { error: { code: 'ACCOUNT_PENDING', message: 'Your account is pending approval.' } } }
          : unauthorized,
      'POST /api/auth/sign-up/email': () => {
        isSignedUp = true;
        return { body: { user: { id: 'user_1' }, token: 't' } };
      },
    });
    const { router } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Create your account' });
    await fillForm({ first: 'Ada', email: 'ada@example.com', password: 'analytical-engine' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
  });

  it('shows the plan chosen on the pricing section', async () => {
    renderApp('/register?plan=pro', { me: null });
    const plan = await screen.findByRole('region', { name: 'Chosen plan' });
    expect(within(plan).getByText(/Pro · \$14\.99 per month/)).toBeInTheDocument();
    expect(within(plan).getByText('Most Popular')).toBeInTheDocument();
  });

  it('ignores an unknown plan and links to sign-in keeping the redirect', async () => {
    renderApp('/register?plan=gold&redirect=%2Fdashboard%2Fteam', { me: null });
    await screen.findByRole('heading', { name: 'Create your account' });
    expect(screen.queryByRole('region', { name: 'Chosen plan' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fdashboard%2Fteam',
    );
  });

  it('after signing up for a paid plan chosen on the pricing page, goes to the plan tab to pay for it', async () => {
    let isSignedUp = false;
    mockApi({
      'GET /api/me': () => (isSignedUp ? { body: fixtures.freeCreator() } : unauthorized),
      'POST /api/auth/sign-up/email': () => {
        isSignedUp = true;
        return { body: { user: { id: 'user_1' }, token: 't' } };
      },
    });
    const { router } = renderApp('/register?plan=agency');
    await screen.findByRole('heading', { name: 'Create your account' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fdashboard%2Fsettings%3Ftab%3Dplan%26upgrade%3Dagency',
    );
    await fillForm({ first: 'Ada', email: 'ada@example.com', password: 'analytical-engine' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/settings'));
    expect(router.state.location.search).toBe('?tab=plan&upgrade=agency');
  });
});
