import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtures } from '@/test/fixtures';
import { bodiesSentTo, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { makePostSummary } from '../testing/content-fixtures';

describe('Blog Manager', () => {
  it('lists posts by status, publishes a draft and asks before deleting', async () => {
    const draft = makePostSummary();
    const live = makePostSummary({
      id: 'post_2',
      slug: 'approvals',
      title: 'Why approvals belong next to the files',
      status: 'published',
      state: 'published',
      publishedAt: '2025-03-01T09:00:00.000Z',
    });
    const fetchMock = mockApi({
      'GET /api/me': { body: fixtures.admin() },
      'GET /api/notifications': { body: { notifications: [], unreadCount: 0 } },
      'GET /api/admin/blog': { body: { posts: [draft, live] } },
      'PATCH /api/admin/blog/:id': (_init, { body }) => ({
        body: {
          ...draft,
          ...(body as object),
          state: 'published',
          publishedAt: '2025-03-05T09:00:00.000Z',
          markdown: '',
          html: '',
        },
      }),
    });
    const user = userEvent.setup();
    renderApp('/admin/blog', { me: fixtures.admin() });

    const table = await screen.findByRole('table', { name: 'Blog posts' });
    expect(within(table).getByRole('link', { name: draft.title })).toHaveAttribute('href', '/admin/blog?edit=post_1');
    expect(within(table).getByText('Draft')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Published (1)' }));
    expect(within(screen.getByRole('table')).queryByText(draft.title)).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'All (2)' }));

    await user.click(screen.getByRole('button', { name: `Actions for ${draft.title}` }));
    await user.click(screen.getByRole('menuitem', { name: 'Publish' }));
    expect(await screen.findByText(`“${draft.title}” is published`)).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PATCH', '/api/admin/blog/post_1')).toEqual([{ status: 'published' }]);

    await user.click(screen.getByRole('button', { name: `Actions for ${live.title}` }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete…' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this post?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesSentTo(fetchMock, 'DELETE', '/api/admin/blog/post_2')).toEqual([]);
  });
});
