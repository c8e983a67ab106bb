import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtures } from '@/test/fixtures';
import { callsTo, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { emptyHome, homeWithData } from '../testing/home-fixtures';

const region = async (name: string) => within(await screen.findByRole('region', { name }));

describe('creator home', () => {
  it('lists what waits on the creator, each with its one-click action', async () => {
    mockApi({ 'GET /api/dashboard/home': { body: homeWithData() } });
    renderApp('/dashboard', { me: fixtures.agencyCreator() });
    const you = await region('Waiting on you');
    expect(await you.findByText('Can the logo be a little bigger on the cover?')).toBeInTheDocument();
    expect(you.getByText('2 hours ago')).toBeInTheDocument();
    expect(you.getByRole('link', { name: 'Reply: Dana Reyes, Launch proofs' })).toHaveAttribute(
      'href',
      '/dashboard/edit/p1?tab=activity&activity=comments',
    );
    expect(you.getByRole('link', { name: 'Review: Dana Reyes, cover.pdf · Launch proofs' })).toHaveAttribute(
      'href',
      '/dashboard/edit/p1?tab=files&review=f1',
    );
    expect(you.getByText('Changes requested')).toBeInTheDocument();
    expect(you.getByRole('link', { name: 'Open: Lee Park, Brand kit' })).toBeInTheDocument();
  });

  it('lists what waits on clients and reminds a recipient in one click', async () => {
    mockApi({
      'GET /api/dashboard/home': { body: homeWithData() },
      'POST /api/portals/:id/recipients/:recipientId/remind': {
        body: {
          id: 'rec1',
          email: 'sam@example.com',
          name: null,
          status: 'invited',
          invitedAt: new Date().toISOString(),
          firstOpenedAt: null,
          lastSeenAt: null,
          filesViewed: 0,
          downloads: 0,
          remindersSent: 1,
          lastRemindedAt: new Date().toISOString(),
        },
      },
    });
    renderApp('/dashboard', { me: fixtures.agencyCreator() });
    const clients = await region('Waiting on clients');
    expect(await clients.findByText("sam@example.com hasn't opened the portal yet")).toBeInTheDocument();
    expect(clients.getByText('Waiting 3 days · Brand kit')).toBeInTheDocument();
    expect(clients.getByText('"poster.png" awaits a decision')).toBeInTheDocument();
    expect(clients.getByText('Waiting 5 days · Launch proofs')).toBeInTheDocument();
    await userEvent.click(
      clients.getByRole('button', { name: "Remind: sam@example.com hasn't opened the portal yet" }),
    );
    expect(await clients.findByRole('status')).toHaveTextContent('Reminder sent to sam@example.com');
  });

  it('says in words when a reminder cannot go', async () => {
    const fetchMock = mockApi({
      'GET /api/dashboard/home': { body: homeWithData() },
      'POST /api/portals/:id/recipients/:recipientId/remind': {
        status: 429,
        body: { error: { code: 'RATE_LIMITED', message: 'One reminder an hour per recipient. Try again later.' } },
      },
    });
    renderApp('/dashboard', { me: fixtures.agencyCreator() });
    const clients = await region('Waiting on clients');
    await userEvent.click(
      await clients.findByRole('button', { name: "Remind: sam@example.com hasn't opened the portal yet" }),
    );
    expect(await clients.findByRole('alert')).toHaveTextContent('One reminder an hour per recipient');
    expect(callsTo(fetchMock, 'POST', '/api/portals/p2/recipients/rec1/remind')).toHaveLength(1);
  });

  it('shows recent activity beside the plan', async () => {
    mockApi({ 'GET /api/dashboard/home': { body: homeWithData() } });
    renderApp('/dashboard', { me: fixtures.agencyCreator() });
    const recent = await region('Recent activity');
    expect(await recent.findByText('Lee Park downloaded "logo.svg" from "Brand kit"')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your plan' })).toBeInTheDocument();
  });

  it('makes each recent activity row one link to where it happened', async () => {
    mockApi({ 'GET /api/dashboard/home': { body: homeWithData() } });
    renderApp('/dashboard', { me: fixtures.agencyCreator() });
    const recent = await region('Recent activity');
    const download = await recent.findByRole('link', { name: /^Lee Park downloaded "logo.svg" from "Brand kit"/ });
    expect(download).toHaveAttribute('href', '/dashboard/edit/p2?tab=files&review=f9');
    expect(recent.getByRole('link', { name: /^Dana Reyes commented in "Launch proofs"/ })).toHaveAttribute(
      'href',
      '/dashboard/edit/p1?tab=activity&activity=comments',
    );
    expect(recent.getAllByRole('link')).toHaveLength(2);
  });

  it('says plainly when nothing waits', async () => {
    mockApi({ 'GET /api/dashboard/home': { body: emptyHome() } });
    renderApp('/dashboard', { me: fixtures.agencyCreator() });
    const you = await region('Waiting on you');
    expect(
      await you.findByText('Nothing waits on you. New comments and change requests will show here.'),
    ).toBeInTheDocument();
    const clients = await region('Waiting on clients');
    expect(clients.getByText(/No client keeps you waiting/)).toBeInTheDocument();
    expect((await region('Recent activity')).getByText(/No client activity yet/)).toBeInTheDocument();
  });

  it('shows skeletons while the home loads', async () => {
    mockApi({ 'GET /api/dashboard/home': () => new Promise(() => {}) });
    renderApp('/dashboard', { me: fixtures.agencyCreator() });
    const you = await region('Waiting on you');
    expect(you.getByLabelText('Loading waiting on you')).toHaveAttribute('aria-busy', 'true');
  });

  it('refreshes when the bell hears of something new', async () => {
    const fetchMock = mockApi({ 'GET /api/dashboard/home': { body: emptyHome() } });
    const { queryClient } = renderApp('/dashboard', { me: fixtures.agencyCreator() });
    await (await region('Waiting on you')).findByText(/Nothing waits on you/);
    const homeCalls = () => callsTo(fetchMock, 'GET', '/api/dashboard/home').length;
    const before = homeCalls();
    const list = { notifications: [], unreadCount: 0 };
    queryClient.setQueryData(['notifications'], list);
    queryClient.setQueryData(['notifications'], { ...list, unreadCount: 1 });
    await waitFor(() => expect(homeCalls()).toBeGreaterThan(before));
  });
});
