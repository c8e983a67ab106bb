import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { HELP_ARTICLES, searchHelp } from '../content/help';

describe('help center', () => {
  it('lists the questions for creators and for clients', async () => {
    renderApp('/help', { me: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'How can we help?' })).toBeInTheDocument();
    const creators = screen.getByRole('region', { name: 'For creators' });
    const clients = screen.getByRole('region', { name: 'For clients opening a portal' });
    expect(within(creators).getByRole('button', { name: 'How do I create my first portal?' })).toBeInTheDocument();
    expect(within(clients).getByRole('button', { name: 'I did not receive my code.' })).toBeInTheDocument();
  });

  it('narrows the answers as the visitor types, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderApp('/help', { me: null });
    const search = await screen.findByRole('searchbox', { name: 'Search the help center' });
    await user.type(search, 'custom domain');
    expect(screen.getByRole('status')).toHaveTextContent(/^\d+ answers? found$/);
    expect(screen.getByRole('button', { name: 'Can portals use my own domain?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I did not receive my code.' })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'zebra crossing');
    expect(screen.getByRole('heading', { name: 'No answer matches “zebra crossing”' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(search).toHaveValue('');
    expect(screen.getByRole('button', { name: 'How do I create my first portal?' })).toBeInTheDocument();
  });

  it('opens with the search of a shared link', async () => {
    renderApp('/help?q=pin', { me: null });
    expect(await screen.findByRole('searchbox', { name: 'Search the help center' })).toHaveValue('pin');
    expect(screen.getByRole('button', { name: 'Why am I asked for the PIN again?' })).toBeInTheDocument();
  });
});

describe('searchHelp', () => {
  it('matches every word in any order and case, in questions and answers', () => {
    expect(searchHelp(HELP_ARTICLES, '').length).toBe(HELP_ARTICLES.length);
    const ids = searchHelp(HELP_ARTICLES, 'SPAM code').map((article) => article.id);
    expect(ids).toEqual(['no-code']);
  });
});
