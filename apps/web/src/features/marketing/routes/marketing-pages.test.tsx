import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

// Each public page renders its own content, with a heading of its own, and its own document title.
const PAGES: Array<[string, RegExp | string, string]> = [
  ['/features', 'Everything a client hand-off needs', 'Features · ClientDock'],
  ['/security', /keeps your clients’ files private/, 'Security · ClientDock'],
  ['/integrations', 'Connect ClientDock to the way you already work', 'Integrations · ClientDock'],
  ['/about', 'Client work deserves a better hand-off', 'About ClientDock'],
  ['/careers', 'Work on ClientDock', 'Careers · ClientDock'],
  ['/privacy', 'Privacy Policy', 'Privacy Policy · ClientDock'],
  ['/terms', 'Terms of Service', 'Terms of Service · ClientDock'],
  ['/cookies', 'Cookie Policy', 'Cookie Policy · ClientDock'],
];

describe('public pages', () => {
  it.each(PAGES)('%s has its own heading and title', async (path, heading, title) => {
    mockApi({});
    renderApp(path, { me: null });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.title).toBe(title);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(1);
  });

  it('names the cookies the server really sets', async () => {
    renderApp('/cookies', { me: null });
    await screen.findByRole('heading', { level: 1, name: 'Cookie Policy' });
    for (const name of ['cd_portal', 'cd_visitor', 'clientdock-theme']) {
      expect(screen.getAllByText(name).length).toBeGreaterThan(0);
    }
  });

  it('says on the security page what throttling does, with the shared figures', async () => {
    renderApp('/security', { me: null });
    expect(await screen.findByText(/After 10 failures in 30 minutes the server answers 429/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Report an issue' })).toHaveAttribute('href', '/contact?topic=security');
  });
});
