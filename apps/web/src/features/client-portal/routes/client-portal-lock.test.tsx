import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonBody, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { lockedAnswer, openPortalHandlers, PORTAL_PATH, portalAnswer, UUID } from '../testing/portal-fixtures';

afterEach(() => {
  vi.useRealTimers();
});

describe('PIN lock screen', () => {
  it('shows the brand, a numeric PIN field, wrong-PIN attempts, a lockout countdown, then opens', async () => {
    let isUnlocked = false;
    let tries = 0;
    const fetchMock = mockApi({
      ...openPortalHandlers(),
      [`GET ${PORTAL_PATH}`]: () => (isUnlocked ? portalAnswer() : lockedAnswer('pin')),
      [`POST ${PORTAL_PATH}/unlock`]: (init) => {
        tries++;
        if (jsonBody<{ pin: string }>(init).pin === '4321') {
          isUnlocked = true;
          return { body: { ok: true } };
        }
        if (tries >= 2) {
          return {
            status: 429,
            headers: { 'retry-after': '90' },
            body: { error: { code: 'TOO_MANY_ATTEMPTS', message: 'Too many wrong attempts.' } },
          };
        }
        return {
          status: 401,
          body: { error: { code: 'WRONG_PIN', message: 'That PIN is not right. 4 attempts left.', attemptsLeft: 4 } },
        };
      },
    });
    const user = userEvent.setup();
    renderApp(`/portal/${UUID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Spring campaign' })).toBeInTheDocument();
    expect(screen.getByText('Shared by Maya Chen Studio')).toBeInTheDocument();
    const pin = screen.getByLabelText('PIN');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    expect(pin).toHaveAttribute('autocomplete', 'one-time-code');

    await user.click(screen.getByRole('button', { name: 'Unlock portal' }));
    expect(await screen.findByText('The PIN is 4 to 8 digits')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.type(pin, '12a34');
    expect(pin).toHaveValue('1234');
    await user.click(screen.getByRole('button', { name: 'Unlock portal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That PIN is not right. 4 attempts left.');
    expect(pin).toHaveValue('');

    await user.type(pin, '0000');
    await user.click(screen.getByRole('button', { name: 'Unlock portal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many wrong PINs. You can try again in 1:30.');
    expect(screen.getByRole('button', { name: 'Unlock portal' })).toBeDisabled();
    expect(screen.getByLabelText('PIN')).toBeDisabled();
  });

  it('opens the portal with the right PIN', async () => {
    let isUnlocked = false;
    mockApi({
      ...openPortalHandlers(),
      [`GET ${PORTAL_PATH}`]: () => (isUnlocked ? portalAnswer() : lockedAnswer('pin')),
      [`POST ${PORTAL_PATH}/unlock`]: () => {
        isUnlocked = true;
        return { body: { ok: true } };
      },
    });
    const user = userEvent.setup();
    renderApp(`/portal/${UUID}`);
    await user.type(await screen.findByLabelText('PIN'), '4321');
    await user.click(screen.getByRole('button', { name: 'Unlock portal' }));
    expect(await screen.findByRole('heading', { name: 'Files' })).toBeInTheDocument();
    expect(screen.queryByLabelText('PIN')).not.toBeInTheDocument();
  });

  it('tells a client with the right PIN to contact the owner while the portal is paused for everyone', async () => {
    const paused =
      "This portal has had too many wrong PINs from several places and is paused for safety. If you were given access, contact the portal's owner, or try again in 59 minutes.";
    mockApi({
      ...openPortalHandlers(),
      [`GET ${PORTAL_PATH}`]: () => lockedAnswer('pin'),
      [`POST ${PORTAL_PATH}/unlock`]: () => ({
        status: 429,
        headers: { 'retry-after': '3540' },
        body: { error: { code: 'PORTAL_PAUSED', message: paused, retryAfterSeconds: 3540 } },
      }),
    });
    const user = userEvent.setup();
    renderApp(`/portal/${UUID}`);
    await user.type(await screen.findByLabelText('PIN'), '4321');
    await user.click(screen.getByRole('button', { name: 'Unlock portal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("contact the portal's owner");
    expect(screen.getByRole('button', { name: 'Unlock portal' })).toBeDisabled();
  });
});

describe('email code lock screen', () => {
  it('sends a code, counts down before a resend, explains wrong and expired codes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent: string[] = [];
    let verifyAnswer = 'wrong';
    mockApi({
      [`GET ${PORTAL_PATH}`]: lockedAnswer('email'),
      [`POST ${PORTAL_PATH}/email-code`]: (init) => {
        sent.push(jsonBody<{ email: string }>(init).email);
        return { body: { sent: true, resendAfterSeconds: 30, expiresInSeconds: 600 } };
      },
      [`POST ${PORTAL_PATH}/verify-email`]: () =>
        verifyAnswer === 'wrong'
          ? {
              status: 401,
              body: {
                error: { code: 'WRONG_CODE', message: 'That code is not right. 4 attempts left.', attemptsLeft: 4 },
              },
            }
          : {
              status: 410,
              body: { error: { code: 'CODE_EXPIRED', message: 'This code has expired. Ask for a new code.' } },
            },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp(`/portal/${UUID}`);

    await user.type(await screen.findByLabelText('Your email'), 'client@acme.test');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(await screen.findByText(/We sent a 6-digit code to/)).toHaveTextContent('client@acme.test');
    expect(sent).toEqual(['client@acme.test']);

    const resend = screen.getByRole('button', { name: 'Resend code in 30 s' });
    expect(resend).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByRole('button', { name: 'Resend code in 20 s' })).toBeDisabled();

    const code = screen.getByLabelText('6-digit code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    // Six digits send the code without a tap.
    await user.type(code, '123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right. 4 attempts left.');

    verifyAnswer = 'expired';
    await user.type(screen.getByLabelText('6-digit code'), '654321');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This code has expired.'));

    await act(async () => {
      vi.advanceTimersByTime(21_000);
    });
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(await screen.findByText('We sent you a new code. The earlier one no longer works.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code in 30 s' })).toBeDisabled();
  });

  it('tells a client whose email is not on the list', async () => {
    mockApi({
      [`GET ${PORTAL_PATH}`]: lockedAnswer('email'),
      [`POST ${PORTAL_PATH}/email-code`]: {
        status: 403,
        body: { error: { code: 'EMAIL_NOT_ALLOWED', message: 'This email address cannot open this portal.' } },
      },
    });
    const user = userEvent.setup();
    renderApp(`/portal/${UUID}`);
    await user.type(await screen.findByLabelText('Your email'), 'someone@else.test');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(await screen.findByText('This email address cannot open this portal.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your email')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('portals that cannot be opened', () => {
  it('tells the client of a draft that it is not published yet, not that it is gone', async () => {
    mockApi({
      [`GET ${PORTAL_PATH}`]: {
        status: 410,
        body: { error: { code: 'PORTAL_NOT_PUBLISHED', message: "This portal isn't published yet" } },
      },
    });
    renderApp(`/portal/${UUID}`);
    expect(await screen.findByRole('heading', { level: 1, name: "This portal isn't published yet" })).toBeVisible();
    expect(screen.getByText('Check back later or ask the sender for an update.')).toBeVisible();
    expect(screen.queryByText(/no longer available/i)).not.toBeInTheDocument();
  });

  it.each([
    [410, 'PORTAL_EXPIRED', 'This portal has expired'],
    [410, 'PORTAL_UNAVAILABLE', 'This portal is no longer available'],
    [404, 'PORTAL_NOT_FOUND', "We couldn't find that portal"],
    [410, 'PORTAL_NOT_PUBLISHED', "This portal isn't published yet"],
  ])('answers %i %s with a calm full page', async (status, code, title) => {
    mockApi({ [`GET ${PORTAL_PATH}`]: { status, body: { error: { code, message: title } } } });
    renderApp(`/portal/${UUID}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(/contact the person who sent|ask the sender/i)).toBeInTheDocument();
    expect(screen.getByText('ClientDock')).toBeInTheDocument();
  });
});
