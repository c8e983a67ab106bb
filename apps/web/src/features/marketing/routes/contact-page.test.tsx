import { messages, supportTicketMessages } from '@clientdock/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodiesSentTo, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const receipt = {
  id: 'a1b2c3d4-0000-4000-8000-000000000000',
  reference: '#A1B2C3D4',
  createdAt: '2026-11-23T10:00:00.000Z',
};

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Rosa Parks');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'rosa@example.com');
  await user.click(screen.getByRole('combobox', { name: 'Topic' }));
  await user.click(await screen.findByRole('option', { name: 'Running my own instance' }));
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Can I keep files on my own disk?');
}

describe('contact page', () => {
  it('sends a ticket and confirms it with a reference', async () => {
    const fetchMock = mockApi({ 'POST /api/support-tickets': { status: 201, body: receipt } });
    const user = userEvent.setup();
    renderApp('/contact', { me: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Talk to us' })).toBeInTheDocument();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const confirmation = await screen.findByRole('heading', {
      name: 'Thanks, Rosa Parks. Your message is on its way.',
    });
    expect(confirmation).toHaveFocus();
    expect(screen.getByText('#A1B2C3D4')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', '/api/support-tickets')).toEqual([
      {
        name: 'Rosa Parks',
        email: 'rosa@example.com',
        topic: 'self-hosting',
        subject: '',
        message: 'Can I keep files on my own disk?',
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(await screen.findByRole('textbox', { name: 'Your name' })).toHaveValue('Rosa Parks');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('checks the fields before sending, with the messages of the shared rules', async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    renderApp('/contact', { me: null });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'rosa-at-example');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(supportTicketMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.invalidEmailFormat)).toBeInTheDocument();
    expect(screen.getByText(supportTicketMessages.messageTooShort)).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST', '/api/support-tickets')).toEqual([]);
  });

  it('shows the server’s message when it refuses, and keeps what was typed', async () => {
    mockApi({
      'POST /api/support-tickets': {
        status: 429,
        body: { error: { code: 'TOO_MANY_REQUESTS', message: supportTicketMessages.tooManyTickets(12) } },
      },
    });
    const user = userEvent.setup();
    renderApp('/contact', { me: null });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(supportTicketMessages.tooManyTickets(12));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Can I keep files on my own disk?');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled());
  });

  it('preselects the topic of a link such as “Report an issue”', async () => {
    renderApp('/contact?topic=security', { me: null });
    expect(await screen.findByRole('combobox', { name: 'Topic' })).toHaveTextContent('Reporting a security issue');
  });
});
