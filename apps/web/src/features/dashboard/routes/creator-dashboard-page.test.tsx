import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtures, makeMe } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { usagePercent } from '../components/plan-card';

describe('creator dashboard', () => {
  it('greets by first name and shows the plan with portal usage', async () => {
    renderApp('/dashboard', { me: makeMe({ plan: 'free', usage: { activePortals: 1, totalPortals: 1 } }) });
    expect(await screen.findByRole('heading', { level: 1, name: /, Ada$/ })).toBeInTheDocument();
    const plan = within(screen.getByRole('region', { name: 'Your plan' }));
    expect(plan.getByRole('heading', { name: 'Free plan' })).toBeInTheDocument();
    expect(plan.getByText('Creator (free)')).toBeInTheDocument();
    expect(plan.getByText('$0 forever')).toBeInTheDocument();
    expect(plan.getByText('1 of 3 active portals used')).toBeInTheDocument();
    expect(plan.getByRole('progressbar', { name: '1 of 3 active portals used' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    expect(plan.getByText('Files up to 10 MB each')).toBeInTheDocument();
  });

  it('links next steps to real screens', async () => {
    renderApp('/dashboard', { me: fixtures.agencyCreator() });
    await screen.findByRole('heading', { name: 'Next steps' });
    expect(screen.getByRole('link', { name: /Create your first portal/ })).toHaveAttribute(
      'href',
      '/dashboard/portals',
    );
    expect(screen.getByRole('link', { name: /Add your branding/ })).toHaveAttribute('href', '/dashboard/branding');
    expect(screen.getByRole('link', { name: /Browse templates/ })).toHaveAttribute('href', '/templates');
    expect(screen.getByRole('link', { name: /Invite your team/ })).toHaveAttribute('href', '/dashboard/team');
  });

  it('hides the steps already done: branding saved, team started', async () => {
    const me = makeMe({
      plan: 'agency',
      settings: { branding: { primaryColor: '#7c3aed', secondaryColor: '#059669', logoUrl: null } },
    });
    mockApi({
      'GET /api/team': {
        body: { team: { id: 't1', name: 'Studio' }, role: 'owner', canManage: true, members: [], invitations: [] },
      },
    });
    renderApp('/dashboard', { me });
    await screen.findByRole('heading', { name: 'Next steps' });
    expect(screen.getByRole('link', { name: /Browse templates/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: /Invite your team/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: /Add your branding/ })).not.toBeInTheDocument();
  });

  it('shows a team member their role instead of a price', async () => {
    renderApp('/dashboard', { me: fixtures.teamEditor() });
    const plan = within(await screen.findByRole('region', { name: 'Your plan' }));
    expect(plan.getByRole('heading', { name: 'Your team role' })).toBeInTheDocument();
    expect(plan.getByText('Team Editor')).toBeInTheDocument();
    expect(plan.getByText('0 of 5 active portals used')).toBeInTheDocument();
  });

  it('computes usage safely', () => {
    expect(usagePercent(1, 3)).toBe(33);
    expect(usagePercent(12, 10)).toBe(100);
    expect(usagePercent(0, 0)).toBe(0);
  });
});
