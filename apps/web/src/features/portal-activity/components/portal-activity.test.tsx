import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { makeFile, makePortal } from '@/test/fixtures';
import { jsonBody, mockApi } from '@/test/mock-api';
import { PortalActivity } from '../index';

const BASE = '/api/portals/p1';

function renderActivity(path = '/dashboard/edit/p1?tab=activity', readOnly = false) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <PortalActivity portalId="p1" readOnly={readOnly} />
      </MemoryRouter>
    </AppProviders>,
  );
}

const comment = {
  id: 'c1',
  fileId: 'f1',
  parentId: null,
  authorName: 'Jordan Client',
  authorEmail: 'jordan@client.test',
  authorType: 'client' as const,
  verified: true,
  body: 'Can the logo be bigger?',
  createdAt: '2026-03-02T15:04:00.000Z',
  resolvedAt: null,
  fileVersion: 1,
  anchor: null,
  status: 'open' as const,
  replies: [],
};

const emptyHandlers = {
  [`GET ${BASE}/comments`]: { body: { comments: [] } },
  [`GET ${BASE}/approvals`]: { body: { approvals: [] } },
  [`GET ${BASE}/form-responses`]: { body: { responses: [] } },
  [`GET ${BASE}/visitors`]: { body: { visitors: [] } },
  [`GET ${BASE}/files`]: { body: { files: [makeFile('p1', { id: 'f1', name: 'proof.pdf' })] } },
  [`GET ${BASE}`]: {
    body: makePortal({
      id: 'p1',
      sections: [
        {
          id: 's1',
          type: 'form',
          title: 'Sign-off',
          fields: [{ id: 'print', label: 'Ready to print', type: 'checkbox', required: false }],
        },
      ],
    }),
  },
};

describe('PortalActivity', () => {
  it('has an empty state on every tab', async () => {
    mockApi(emptyHandlers);
    const user = userEvent.setup();
    renderActivity();
    expect(await screen.findByText('No comments yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Approvals' }));
    expect(await screen.findByText('No approvals yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Responses' }));
    expect(await screen.findByText('No form responses yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Visitors' }));
    expect(await screen.findByText('No visitors yet')).toBeInTheDocument();
  });

  it('opens the list named by ?activity=, as notifications link to it', async () => {
    mockApi(emptyHandlers);
    renderActivity('/dashboard/edit/p1?tab=activity&activity=approvals');
    expect(await screen.findByText('No approvals yet')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Approvals' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a read-only member the threads without reply or resolve', async () => {
    mockApi({ ...emptyHandlers, [`GET ${BASE}/comments`]: { body: { comments: [comment] } } });
    renderActivity(undefined, true);
    expect(await screen.findByText(comment.body)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
  });

  it('replies to and resolves a client comment', async () => {
    const replies: unknown[] = [];
    const patches: unknown[] = [];
    mockApi({
      ...emptyHandlers,
      [`GET ${BASE}/comments`]: { body: { comments: [comment] } },
      [`POST ${BASE}/comments`]: (init) => {
        replies.push(jsonBody(init));
        return { status: 201, body: { ...comment, id: 'c2', authorType: 'creator', body: 'Will do' } };
      },
      [`PATCH ${BASE}/comments/c1`]: (init) => {
        patches.push(jsonBody(init));
        return { body: { ...comment, resolvedAt: '2026-03-02T16:00:00.000Z', status: 'resolved' } };
      },
    });
    const user = userEvent.setup();
    renderActivity();
    const thread = await screen.findByRole('article');
    expect(within(thread).getByText('Can the logo be bigger?')).toBeInTheDocument();
    expect(within(thread).getByText('On proof.pdf')).toBeInTheDocument();
    expect(within(thread).getByTitle('Verified email')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Comments (1)' })).toBeInTheDocument();

    await user.click(within(thread).getByRole('button', { name: 'Reply' }));
    await user.type(within(thread).getByLabelText('Reply to Jordan Client'), 'Will do');
    await user.click(within(thread).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(replies).toEqual([{ body: 'Will do', parentId: 'c1', fileId: 'f1' }]));
    expect(await screen.findByText('Reply sent')).toBeInTheDocument();

    await user.click(within(thread).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(patches).toEqual([{ resolved: true }]));
  });

  it('shows approval receipts, a responses table with a CSV link, and visitors', async () => {
    mockApi({
      ...emptyHandlers,
      [`GET ${BASE}/approvals`]: {
        body: {
          approvals: [
            {
              id: 'a1',
              decision: 'approved',
              note: '',
              fileId: 'f1',
              fileName: 'proof.pdf',
              fileVersion: 1,
              sha256: 'ab'.repeat(32),
              sectionId: null,
              approverName: 'Jordan Client',
              approverEmail: 'jordan@client.test',
              verified: true,
              createdAt: '2026-03-02T15:04:00.000Z',
              appliesToLatest: false,
            },
          ],
        },
      },
      [`GET ${BASE}/form-responses`]: {
        body: {
          responses: [
            {
              id: 'r1',
              sectionId: 's1',
              sectionTitle: 'Sign-off',
              name: 'Jordan Client',
              email: null,
              answers: { print: true },
              submittedAt: '2026-03-02T15:04:00.000Z',
            },
          ],
        },
      },
      [`GET ${BASE}/visitors`]: {
        body: {
          visitors: [
            {
              id: 'v1',
              name: 'Jordan Client',
              email: 'jordan@client.test',
              verified: true,
              firstSeenAt: '2026-03-01T10:00:00.000Z',
              lastSeenAt: '2026-03-02T15:04:00.000Z',
              views: 3,
              downloads: 2,
            },
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderActivity();
    await user.click(await screen.findByRole('tab', { name: 'Approvals (1)' }));
    const receipt = await screen.findByRole('article', { name: 'Approval receipt for proof.pdf' });
    expect(receipt).toHaveTextContent('Approved');
    expect(receipt).toHaveTextContent('for version 1');
    expect(receipt).toHaveTextContent('sha256 abababababab…');
    expect(receipt).toHaveTextContent('By Jordan Client (jordan@client.test)');
    expect(receipt).toHaveTextContent('03/02/2026');

    await user.click(screen.getByRole('tab', { name: 'Responses (1)' }));
    const table = await screen.findByRole('table', { name: 'Form responses' });
    expect(within(table).getByText('Ready to print')).toBeInTheDocument();
    expect(within(table).getByText('Yes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', `${BASE}/form-responses.csv`);

    await user.click(screen.getByRole('tab', { name: 'Visitors (1)' }));
    const visitors = await screen.findByRole('table', { name: 'Visitors' });
    expect(within(visitors).getByText('jordan@client.test')).toBeInTheDocument();
    expect(within(visitors).getByText('3')).toBeInTheDocument();
  });
});
