import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';

describe('landing page', () => {
  it('has the hero and its two actions', async () => {
    renderApp('/', { me: null });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Branded client portals your clients open without an account',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get started free' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: 'Watch demo' })).toBeInTheDocument();
  });

  it('shows six benefit cards once they have faded in', async () => {
    renderApp('/', { me: null });
    const cards = await screen.findByTestId('benefit-cards');
    await waitFor(() => expect(cards).toBeVisible());
    expect(within(cards).getAllByRole('heading', { level: 3 })).toHaveLength(6);
  });

  it('opens the demo dialog and closes it with Escape or Close', async () => {
    const user = userEvent.setup();
    renderApp('/', { me: null });
    await user.click(await screen.findByRole('button', { name: 'Watch demo' }));
    const dialog = await screen.findByRole('dialog', { name: 'How ClientDock works' });
    expect(within(dialog).getByRole('link', { name: 'Start Free' })).toHaveAttribute('href', '/register');
    // The video is the app's own file, with captions, and nothing but its poster loads before play.
    const video = dialog.querySelector('video');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video?.querySelector('source[type="video/webm"]')).toHaveAttribute('src', '/media/demo.webm');
    expect(video?.querySelector('track[kind="captions"]')).toHaveAttribute('src', '/media/demo.vtt');
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Watch demo' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('prices the three plans and links each to sign-up', async () => {
    renderApp('/', { me: null });
    const pricing = await screen.findByRole('region', { name: 'Simple pricing' });
    expect(within(pricing).getAllByRole('article')).toHaveLength(3);
    expect(within(pricing).getByRole('link', { name: 'Choose Pro' })).toHaveAttribute('href', '/register?plan=pro');
    expect(within(pricing).getByRole('link', { name: 'Start for free' })).toHaveAttribute('href', '/register');
  });

  it('has a closing call to action, and a create-portal button only once the hero has scrolled away', async () => {
    renderApp('/', { me: null });
    expect(await screen.findByRole('link', { name: 'Create your free account' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('link', { name: 'Create portal' })).not.toBeInTheDocument();
    // jsdom lays nothing out: the hero is made to have left the top of the screen.
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ bottom: -20 } as DOMRect);
    try {
      fireEvent.scroll(window);
      expect(await screen.findByRole('link', { name: 'Create portal' })).toHaveAttribute('href', '/register');
    } finally {
      rect.mockRestore();
    }
  });
});
