import type { CreatorRequests, RequestSection, RequestUpload } from '@clientdock/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMe, makePortal } from '@/test/fixtures';
import { bodiesSentTo, jsonBody, mockApi, portalEndpoints } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const section: RequestSection = {
  id: 'request-1',
  type: 'request',
  title: 'Files we need',
  items: [
    { id: 'logo', title: 'Logo', required: true },
    { id: 'contract', title: 'Signed contract', required: true },
  ],
};

function upload(overrides: Partial<RequestUpload> & Pick<RequestUpload, 'id' | 'name'>): RequestUpload {
  return {
    size: 204_800,
    mime: 'image/png',
    status: 'submitted',
    note: null,
    uploadedAt: '2026-11-20T10:00:00.000Z',
    itemId: 'logo',
    sectionId: 'request-1',
    uploaderName: 'Grace Client',
    uploaderEmail: 'grace@client.test',
    emailVerified: true,
    sha256: 'a'.repeat(64),
    hasThumbnail: true,
    reviewedAt: null,
    sharedFileId: null,
    ...overrides,
  };
}

const item = (
  id: string,
  title: string,
  uploads: RequestUpload[],
  status: CreatorRequests['items'][number]['status'],
) => ({
  id,
  sectionId: 'request-1',
  sectionTitle: 'Files we need',
  dueDate: null,
  title,
  description: null,
  required: true,
  accept: id === 'logo' ? ['image/*'] : ['application/pdf'],
  maxSizeMb: 100,
  maxFiles: 20,
  status,
  uploads,
});

function setup(requests: CreatorRequests) {
  const me = makeMe();
  const portal = makePortal({ id: 'p1', name: 'Acme rebrand', sections: [section] });
  let state = structuredClone(requests);
  const uploads = () => [...state.items.flatMap((entry) => entry.uploads), ...state.orphans];
  const fetchMock = mockApi({
    ...portalEndpoints({ me, portals: [portal] }),
    'GET /api/portals/p1/requests': () => ({ body: state }),
    'PATCH /api/portals/p1/requests/uploads/:uploadId': (init, { params }) => {
      const review = jsonBody<{ status: 'accepted' | 'rejected'; note?: string }>(init);
      const target = uploads().find((candidate) => candidate.id === params.uploadId)!;
      Object.assign(target, { status: review.status, note: review.note ?? null, reviewedAt: new Date().toISOString() });
      state = structuredClone(state);
      return { body: target };
    },
    'POST /api/portals/p1/requests/uploads/:uploadId/share': (_init, { params }) => {
      const target = uploads().find((candidate) => candidate.id === params.uploadId)!;
      target.sharedFileId = 'file-9';
      state = structuredClone(state);
      return { status: 201, body: { fileId: 'file-9' } };
    },
  });
  renderApp('/dashboard/edit/p1?tab=requests', { me });
  return { fetchMock };
}

const logo = upload({ id: 'u1', name: 'logo-v1.png' });
const contract = upload({
  id: 'u2',
  name: 'contract.pdf',
  mime: 'application/pdf',
  itemId: 'contract',
  hasThumbnail: false,
  uploaderName: null,
  uploaderEmail: 'ben@client.test',
  emailVerified: false,
});

describe('requests tab', () => {
  it('shows the summary, the uploads with who sent them, previews and download links', async () => {
    setup({
      items: [item('logo', 'Logo', [logo], 'submitted'), item('contract', 'Signed contract', [], 'missing')],
      orphans: [],
    });
    expect(await screen.findByRole('heading', { name: '1 of 2 received' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Requests' })).toHaveAttribute('aria-selected', 'true');
    const row = screen.getByRole('listitem', { name: 'logo-v1.png' });
    expect(within(row).getByText('Grace Client')).toBeInTheDocument();
    expect(within(row).getByText('Verified')).toBeInTheDocument();
    expect(within(row).getByText(/200 KB/)).toBeInTheDocument();
    expect(row.querySelector('img')).toHaveAttribute('src', '/api/portals/p1/requests/uploads/u1/thumbnail');
    expect(within(row).getByRole('link', { name: 'Download logo-v1.png' })).toHaveAttribute(
      'href',
      '/api/portals/p1/requests/uploads/u1/content?download=1',
    );
    expect(screen.getByRole('link', { name: 'Download all requested files' })).toHaveAttribute(
      'href',
      '/api/portals/p1/requests/download',
    );
    const contractCard = screen.getByRole('region', { name: 'Signed contract' });
    expect(within(contractCard).getByText('Nothing received yet.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Open logo-v1.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'logo-v1.png' });
    expect(within(dialog).getByRole('img', { name: 'logo-v1.png' })).toHaveAttribute(
      'src',
      '/api/portals/p1/requests/uploads/u1/content',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('rejects with a note asked for in a dialog, accepts, and adds an accepted file to the portal files', async () => {
    const { fetchMock } = setup({
      items: [item('logo', 'Logo', [logo], 'submitted'), item('contract', 'Signed contract', [contract], 'submitted')],
      orphans: [],
    });
    const user = userEvent.setup();
    const logoRow = await screen.findByRole('listitem', { name: 'logo-v1.png' });
    await user.click(within(logoRow).getByRole('button', { name: 'Reject logo-v1.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this file?' });
    const note = within(dialog).getByRole('textbox', { name: /Note to your client/ });
    expect(note).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(/Tell your client what to change/)).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PATCH', '/api/portals/p1/requests/uploads/u1')).toHaveLength(0);
    await user.type(note, 'Needs a transparent background{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, 'PATCH', '/api/portals/p1/requests/uploads/u1')).toEqual([
        { status: 'rejected', note: 'Needs a transparent background' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(logoRow).findByText('Rejected')).toBeInTheDocument();
    expect(within(logoRow).getByText('Needs a transparent background')).toBeInTheDocument();

    const contractRow = screen.getByRole('listitem', { name: 'contract.pdf' });
    expect(within(contractRow).getByText('ben@client.test')).toBeInTheDocument();
    expect(within(contractRow).queryByText('Verified')).toBeNull();
    await user.click(within(contractRow).getByRole('button', { name: 'Accept contract.pdf' }));
    expect(await screen.findByText('contract.pdf accepted')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PATCH', '/api/portals/p1/requests/uploads/u2')).toEqual([{ status: 'accepted' }]);
    await user.click(await within(contractRow).findByRole('button', { name: 'Add contract.pdf to portal files' }));
    expect(await within(contractRow).findByText('In portal files')).toBeInTheDocument();
    expect(within(contractRow).queryByRole('button', { name: 'Add contract.pdf to portal files' })).toBeNull();
    expect(bodiesSentTo(fetchMock, 'POST', '/api/portals/p1/requests/uploads/u2/share')).toHaveLength(1);
  });

  it('explains what the client sees before anything arrives, and lists uploads of removed items', async () => {
    setup({
      items: [item('logo', 'Logo', [], 'missing'), item('contract', 'Signed contract', [], 'missing')],
      orphans: [
        upload({ id: 'u9', name: 'old-brief.pdf', mime: 'application/pdf', itemId: 'brief', hasThumbnail: false }),
      ],
    });
    expect(await screen.findByRole('heading', { name: '0 of 2 received' })).toBeInTheDocument();
    const removed = screen.getByRole('region', { name: 'Removed items' });
    expect(within(removed).getByRole('listitem', { name: 'old-brief.pdf' })).toBeInTheDocument();
  });

  it('counts the required items, as the client’s portal does, leaving an optional one out', async () => {
    setup({
      items: [
        item('logo', 'Logo', [logo], 'submitted'),
        item('contract', 'Signed contract', [], 'missing'),
        { ...item('extra', 'Anything else', [], 'missing'), required: false },
      ],
      orphans: [],
    });
    expect(await screen.findByRole('heading', { name: '1 of 2 received' })).toBeInTheDocument();
  });

  it('shows an empty state that says what the client sees when nothing was received', async () => {
    setup({ items: [item('logo', 'Logo', [], 'missing')], orphans: [] });
    expect(await screen.findByRole('heading', { name: 'Nothing received yet' })).toBeInTheDocument();
    expect(screen.getByText(/Your client sees each item as a checklist line/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download all requested files' })).toBeNull();
  });
});
