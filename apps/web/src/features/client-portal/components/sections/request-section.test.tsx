import type { PublicRequestItem, PublicRequestUpload, Section } from '@clientdock/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { IDENTITY_STORAGE_KEY } from '../../lib/client-identity';
import { openPortalHandlers, PORTAL_PATH, UUID } from '../../testing/portal-fixtures';

interface FakeUpload {
  file: File;
  options: {
    metadata: Record<string, string>;
    onProgress: (sent: number, total: number) => void;
    onSuccess: () => void;
    onError: (error: Error) => void;
  };
  url: string | null;
  start: ReturnType<typeof vi.fn>;
  abort: ReturnType<typeof vi.fn>;
}

const tus = vi.hoisted(() => ({ uploads: [] as FakeUpload[], previous: [] as { uploadUrl: string }[] }));

vi.mock('tus-js-client', () => ({
  Upload: class {
    url: string | null = null;
    start = vi.fn();
    abort = vi.fn(async () => {});
    findPreviousUploads = vi.fn(async () => tus.previous);
    resumeFromPreviousUpload = vi.fn();
    constructor(
      public file: File,
      public options: FakeUpload['options'],
    ) {
      tus.uploads.push(this as unknown as FakeUpload);
    }
  },
}));

const section: Section = {
  id: 's-req',
  type: 'request',
  title: 'What we need from you',
  description: 'Send these before the shoot.',
  dueDate: '2026-12-04',
  items: [
    { id: 'logo', title: 'Logo', required: true },
    { id: 'photos', title: 'Team photos', required: true },
    { id: 'brief', title: 'Brief', required: true },
    { id: 'extra', title: 'Anything else', required: false },
  ],
};

function upload(overrides: Partial<PublicRequestUpload> = {}): PublicRequestUpload {
  return {
    id: 'u1',
    name: 'logo.svg',
    size: 2048,
    mime: 'image/svg+xml',
    status: 'submitted',
    note: null,
    uploadedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function item(overrides: Partial<PublicRequestItem> & Pick<PublicRequestItem, 'id' | 'title'>): PublicRequestItem {
  return {
    sectionId: 's-req',
    description: null,
    required: true,
    accept: [],
    maxSizeMb: 50,
    maxFiles: 3,
    status: 'missing',
    uploads: [],
    ...overrides,
  };
}

const items: PublicRequestItem[] = [
  item({
    id: 'logo',
    title: 'Logo',
    accept: ['image/*', 'application/pdf'],
    maxFiles: 2,
    status: 'accepted',
    uploads: [upload({ status: 'accepted' }), upload({ id: 'u2', name: 'logo-dark.svg' })],
  }),
  item({
    id: 'photos',
    title: 'Team photos',
    description: 'One per person',
    accept: ['image/*'],
    maxSizeMb: 1,
    maxFiles: 2,
    status: 'rejected',
    uploads: [upload({ id: 'u3', name: 'blurry.jpg', mime: 'image/jpeg', status: 'rejected', note: 'Too blurry' })],
  }),
  item({ id: 'brief', title: 'Brief', accept: ['application/pdf'], maxFiles: 1 }),
  item({ id: 'extra', title: 'Anything else', required: false, status: 'submitted', uploads: [upload({ id: 'u4' })] }),
];

let requestsAnswer = items;

function handlers(overrides: Record<string, unknown> = {}) {
  return {
    ...openPortalHandlers({ sections: [section] }),
    [`GET ${PORTAL_PATH}/requests`]: () => ({ body: { items: requestsAnswer } }),
    ...overrides,
  };
}

// The skeleton's region gives way to the loaded one: wait for the list before holding on to an element.
const region = async () => {
  await screen.findByText(/of \d+ received/);
  return screen.getByRole('region', { name: 'What we need from you' });
};
const card = async (title: string) => {
  const heading = within(await region()).getByRole('heading', { level: 3, name: new RegExp(`^${title}`) });
  return heading.closest('article') as HTMLElement;
};

beforeEach(() => {
  tus.uploads.length = 0;
  tus.previous = [];
  requestsAnswer = items;
  localStorage.removeItem(IDENTITY_STORAGE_KEY);
});
afterEach(() => localStorage.removeItem(IDENTITY_STORAGE_KEY));

describe('request section', () => {
  it('shows how many required items arrived, which are missing, the due day and where each stands', async () => {
    mockApi(handlers());
    renderApp(`/portal/${UUID}`);
    const requests = await region();
    expect(await within(requests).findByText('1 of 3 received')).toBeInTheDocument();
    expect(within(requests).getByText('Still needed: Team photos, Brief')).toBeInTheDocument();
    expect(within(requests).getByText('Send these before the shoot.')).toBeInTheDocument();
    expect(within(requests).getByText(/Due Friday, December 4|These files were due Friday, December 4/)).toBeVisible();

    const logo = await card('Logo');
    expect(within(logo).getByText('Accepted', { selector: '[data-request-status]' })).toBeInTheDocument();
    expect(within(logo).getByText('Images, PDF · Up to 2 files, 50 MB each')).toBeInTheDocument();
    const photos = await card('Team photos');
    expect(within(photos).getByText('Rejected', { selector: '[data-request-status]' })).toBeInTheDocument();
    expect(within(photos).getByText('Too blurry')).toBeInTheDocument();
    const brief = await card('Brief');
    expect(within(brief).getByText('Missing')).toBeInTheDocument();
    expect(within(brief).getByText('PDF · One file, up to 50 MB')).toBeInTheDocument();
    expect(within(brief).getByLabelText('Files for Brief')).toHaveAttribute('accept', 'application/pdf');
    const extra = await card('Anything else');
    expect(within(extra).getByText('Waiting for review', { selector: '[data-request-status]' })).toBeInTheDocument();
    expect(within(extra).getByText('Optional')).toBeInTheDocument();
  });

  it('offers Remove only on files not yet accepted, and removes one', async () => {
    const removed: string[] = [];
    mockApi(
      handlers({
        [`DELETE ${PORTAL_PATH}/requests/uploads/:uploadId`]: (
          _init: RequestInit,
          request: { params: Record<string, string> },
        ) => {
          removed.push(request.params.uploadId ?? '');
          return { status: 204 };
        },
      }),
    );
    const user = userEvent.setup();
    renderApp(`/portal/${UUID}`);
    const logo = await card('Logo');
    expect(within(logo).queryByRole('button', { name: 'Remove logo.svg' })).not.toBeInTheDocument();
    await user.click(within(logo).getByRole('button', { name: 'Remove logo-dark.svg' }));
    await waitFor(() => expect(removed).toEqual(['u2']));
    expect(await screen.findByText('Removed logo-dark.svg')).toBeInTheDocument();
    // An accepted item takes no more files.
    expect(within(logo).queryByRole('button', { name: 'Choose files for Logo' })).not.toBeInTheDocument();
  });

  it('takes a replacement for a rejected file even when another file of the item was accepted', async () => {
    localStorage.setItem(IDENTITY_STORAGE_KEY, JSON.stringify({ name: 'Jordan', email: '' }));
    requestsAnswer = [
      item({
        id: 'logo',
        title: 'Logo',
        maxFiles: 2,
        status: 'accepted',
        uploads: [
          upload({ status: 'accepted' }),
          upload({ id: 'u2', name: 'logo-draft.png', status: 'rejected', note: 'Needs a transparent background' }),
        ],
      }),
    ];
    mockApi(handlers());
    const user = userEvent.setup();
    renderApp(`/portal/${UUID}`);
    const logo = await card('Logo');
    expect(within(logo).getByText('Needs a transparent background')).toBeInTheDocument();
    expect(
      within(logo).getByText('Send a replacement for the rejected file here. 1 more file can go here.'),
    ).toBeVisible();
    await user.upload(
      within(logo).getByLabelText('Files for Logo'),
      new File(['png'], 'logo-new.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(tus.uploads.map((u) => u.file.name)).toEqual(['logo-new.png']));
  });

  it('takes no more files once the replacement of a rejected file is accepted', async () => {
    requestsAnswer = [
      item({
        id: 'logo',
        title: 'Logo',
        status: 'accepted',
        uploads: [
          upload({ id: 'u2', name: 'logo-draft.png', status: 'rejected', note: 'Needs a transparent background' }),
          upload({ id: 'u3', name: 'logo-new.png', status: 'accepted' }),
        ],
      }),
      item({ id: 'extra', title: 'Anything else', required: false }),
    ];
    mockApi(handlers());
    renderApp(`/portal/${UUID}`);
    const logo = await card('Logo');
    expect(within(logo).getByText('Accepted', { selector: '[data-request-status]' })).toBeInTheDocument();
    expect(within(logo).queryByRole('button', { name: 'Choose files for Logo' })).not.toBeInTheDocument();
    // Everything accepted: nothing is left for the studio to review.
    expect(screen.getByText(/^Everything is here, and .+ accepted it\.$/)).toBeInTheDocument();
    // An optional item left empty is not missing.
    expect(
      within(await card('Anything else')).getByText('Not sent', { selector: '[data-request-status]' }),
    ).toBeVisible();
  });

  it('refuses wrong types, oversize files and one too many before a byte is sent, naming each', async () => {
    localStorage.setItem(IDENTITY_STORAGE_KEY, JSON.stringify({ name: 'Jordan', email: '' }));
    mockApi(handlers());
    const user = userEvent.setup({ applyAccept: false });
    renderApp(`/portal/${UUID}`);
    const photos = await card('Team photos');
    const files = [
      new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
      new File(['x'.repeat(1_100_000)], 'huge.jpg', { type: 'image/jpeg' }),
      new File(['a'], 'ana.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'ben.jpg', { type: 'image/jpeg' }),
      new File(['c'], 'cy.jpg', { type: 'image/jpeg' }),
    ];
    await user.upload(within(photos).getByLabelText('Files for Team photos'), files);
    const alert = await within(photos).findByRole('alert');
    expect(alert).toHaveTextContent('“setup.exe” is not a type this item takes (Images).');
    expect(alert).toHaveTextContent('“huge.jpg” is larger than 1 MB, the limit here.');
    // Two places, as the rejected file gave its place back: ana and ben go, cy is one too many.
    expect(alert).toHaveTextContent('“cy.jpg” was not added: this item takes up to 2 files.');
    await waitFor(() => expect(tus.uploads.map((u) => u.file.name)).toEqual(['ana.jpg', 'ben.jpg']));
    expect(tus.uploads[0]?.options.metadata).toEqual({
      itemId: 'photos',
      filename: 'ana.jpg',
      filetype: 'image/jpeg',
      name: 'Jordan',
    });
  });

  it('asks a client of a link portal for a name once, then sends it with the file', async () => {
    mockApi(handlers());
    const user = userEvent.setup();
    renderApp(`/portal/${UUID}`);
    const brief = await card('Brief');
    await user.upload(
      within(brief).getByLabelText('Files for Brief'),
      new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' }),
    );
    const prompt = await within(brief).findByRole('form', { name: 'Your name' });
    expect(tus.uploads).toHaveLength(0);
    await user.click(within(prompt).getByRole('button', { name: 'Send files' }));
    expect(within(prompt).getByText('Please enter your name.')).toBeInTheDocument();
    await user.type(within(prompt).getByLabelText(/Your name/), 'Jordan Client');
    await user.click(within(prompt).getByRole('button', { name: 'Send files' }));
    await waitFor(() => expect(tus.uploads).toHaveLength(1));
    expect(tus.uploads[0]?.options.metadata.name).toBe('Jordan Client');
    expect(JSON.parse(localStorage.getItem(IDENTITY_STORAGE_KEY) ?? '{}')).toMatchObject({ name: 'Jordan Client' });
  });

  it('shows an upload’s progress, pauses and resumes it, and shows the server’s refusal', async () => {
    localStorage.setItem(IDENTITY_STORAGE_KEY, JSON.stringify({ name: 'Jordan', email: '' }));
    mockApi(handlers());
    const user = userEvent.setup();
    renderApp(`/portal/${UUID}`);
    const brief = await card('Brief');
    await user.upload(
      within(brief).getByLabelText('Files for Brief'),
      new File(['%PDF-1.7'], 'brief.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(tus.uploads[0]?.start).toHaveBeenCalled());
    const fake = tus.uploads[0] as FakeUpload;
    act(() => fake.options.onProgress(4, 8));
    expect(within(brief).getByRole('progressbar', { name: 'Progress of brief.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    // One file only: no drop zone while it goes.
    expect(within(brief).queryByRole('button', { name: 'Choose files for Brief' })).not.toBeInTheDocument();

    await user.click(within(brief).getByRole('button', { name: 'Pause upload of brief.pdf' }));
    expect(fake.abort).toHaveBeenCalledWith(false);
    expect(await within(brief).findByText('Paused')).toBeInTheDocument();
    await user.click(within(brief).getByRole('button', { name: 'Resume upload of brief.pdf' }));
    expect(fake.start).toHaveBeenCalledTimes(2);

    const refusal = Object.assign(new Error('refused'), {
      originalResponse: {
        getStatus: () => 415,
        getBody: () => JSON.stringify({ error: { code: 'TYPE_NOT_ACCEPTED', message: 'This item takes PDF files.' } }),
      },
    });
    act(() => fake.options.onError(refusal));
    expect(await within(brief).findByText('This item takes PDF files.')).toBeInTheDocument();
    expect(within(brief).getByRole('button', { name: 'Retry upload of brief.pdf' })).toBeInTheDocument();

    // Retried and arrived: the row leaves once the list, read again, has the file.
    requestsAnswer = [
      ...items.slice(0, 2),
      item({
        id: 'brief',
        title: 'Brief',
        accept: ['application/pdf'],
        maxFiles: 1,
        status: 'submitted',
        uploads: [upload({ id: 'u9', name: 'brief.pdf' })],
      }),
      items[3] as PublicRequestItem,
    ];
    await user.click(within(brief).getByRole('button', { name: 'Retry upload of brief.pdf' }));
    act(() => fake.options.onSuccess());
    expect(await within(brief).findByRole('list', { name: 'Files sent for Brief' })).toHaveTextContent('brief.pdf');
    await waitFor(() =>
      expect(within(brief).queryByRole('listitem', { name: 'Upload of brief.pdf' })).not.toBeInTheDocument(),
    );
  });

  it('offers to resume a file picked again after a reload, from where the server stopped', async () => {
    localStorage.setItem(IDENTITY_STORAGE_KEY, JSON.stringify({ name: 'Jordan', email: '' }));
    tus.previous = [{ uploadUrl: `${PORTAL_PATH}/uploads/earlier` }];
    mockApi(
      handlers({
        [`HEAD ${PORTAL_PATH}/uploads/earlier`]: { status: 200, headers: { 'Upload-Offset': '6' } },
      }),
    );
    const user = userEvent.setup();
    renderApp(`/portal/${UUID}`);
    const brief = await card('Brief');
    const file = new File(['%PDF-1.7 12'], 'brief.pdf', { type: 'application/pdf' });
    await user.upload(within(brief).getByLabelText('Files for Brief'), file);
    expect(await within(brief).findByText('Unfinished from an earlier visit')).toBeInTheDocument();
    expect(within(brief).getByRole('progressbar', { name: 'Progress of brief.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '54',
    );
    const fake = tus.uploads[0] as FakeUpload & { resumeFromPreviousUpload: ReturnType<typeof vi.fn> };
    expect(fake.resumeFromPreviousUpload).toHaveBeenCalledWith(tus.previous[0]);
    expect(fake.start).not.toHaveBeenCalled();
    await user.click(within(brief).getByRole('button', { name: 'Resume upload of brief.pdf' }));
    expect(fake.start).toHaveBeenCalledTimes(1);
    expect(within(brief).getByText('Sending')).toBeInTheDocument();
  });
});
