import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { makeReadingFile } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { PortalActivity } from '../index';
import { describeDownloads } from './reading-tab';

const BASE = '/api/portals/p1';

const quiet = {
  [`GET ${BASE}/comments`]: { body: { comments: [] } },
  [`GET ${BASE}/approvals`]: { body: { approvals: [] } },
  [`GET ${BASE}/form-responses`]: { body: { responses: [] } },
  [`GET ${BASE}/visitors`]: { body: { visitors: [] } },
};

const reading = {
  files: [
    makeReadingFile(),
    {
      fileId: 'f2',
      name: 'Cut.mp4',
      kind: 'media',
      pageCount: null,
      readers: 1,
      totalSeconds: 90,
      pages: [],
      averageSecondsPerPage: null,
      completedReaders: null,
      averageWatchedPercent: 75,
    },
  ],
  visitors: [
    {
      visitorId: 'v1',
      name: 'Dana',
      email: null,
      lastAt: '2026-03-02T15:04:00.000Z',
      files: [
        {
          fileId: 'f1',
          name: 'Brief.pdf',
          opens: 3,
          downloads: 1,
          downloadedVersions: [2],
          latestVersion: 2,
          totalSeconds: 270,
          pagesRead: 2,
          pageCount: 3,
          longestPage: { page: 3, seconds: 250 },
          watchedPercent: null,
          lastAt: '2026-03-02T15:04:00.000Z',
        },
      ],
    },
  ],
};

function renderReading() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={['/dashboard/edit/p1?tab=activity&activity=reading']}>
        <PortalActivity portalId="p1" />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('Reading tab', () => {
  it('shows each file with its page strip, average, completion and share watched, and each visitor', async () => {
    mockApi({ ...quiet, [`GET ${BASE}/reading`]: { body: reading } });
    renderReading();
    const brief = await screen.findByRole('region', { name: 'Brief.pdf' });
    expect(within(brief).getByText('1 min 37 s')).toBeInTheDocument();
    expect(within(brief).getByText('0 of 2 readers')).toBeInTheDocument();
    expect(within(brief).getByRole('listitem', { name: 'Page 3: 4 min 10 s, 1 reader' })).toBeInTheDocument();
    expect(within(brief).getByRole('listitem', { name: 'Page 2: not read' })).toBeInTheDocument();
    const cut = screen.getByRole('region', { name: 'Cut.mp4' });
    expect(within(cut).getByText('75%')).toBeInTheDocument();
    expect(
      screen.getByText('Dana opened Brief.pdf 3 times, read 2 of 3 pages, spent 4 min 10 s on page 3, downloaded v2.'),
    ).toBeInTheDocument();
  });

  it('names the versions a visitor downloaded, and the latest when they have an older one', () => {
    const file = reading.visitors[0]!.files[0]!;
    const said = (downloads: number, downloadedVersions: number[], latestVersion: number) =>
      describeDownloads({ ...file, downloads, downloadedVersions, latestVersion });
    expect(said(0, [], 2)).toBeNull();
    expect(said(2, [1, 2], 2)).toBe('downloaded v1 and v2');
    expect(said(3, [1, 2, 3], 3)).toBe('downloaded v1, v2, and v3');
    expect(said(1, [1], 3)).toBe('downloaded v1 (the latest is v3)');
    // One version only, or downloads from before versions were recorded: how many times.
    expect(said(1, [1], 1)).toBe('downloaded it once');
    expect(said(2, [1], 1)).toBe('downloaded it twice');
    expect(said(4, [], 2)).toBe('downloaded it 4 times');
  });

  it('says what to expect before any client has read anything', async () => {
    mockApi({ ...quiet, [`GET ${BASE}/reading`]: { body: { files: [], visitors: [] } } });
    renderReading();
    expect(await screen.findByText('No reading yet')).toBeInTheDocument();
    expect(screen.getByText(/Times appear once a client opens a PDF, video or image/)).toBeInTheDocument();
  });

  it('is reached from the activity tabs', async () => {
    mockApi({ ...quiet, [`GET ${BASE}/reading`]: { body: { files: [], visitors: [] } } });
    const queryClient = createQueryClient();
    render(
      <AppProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={['/dashboard/edit/p1?tab=activity']}>
          <PortalActivity portalId="p1" />
        </MemoryRouter>
      </AppProviders>,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Reading' }));
    expect(await screen.findByText('No reading yet')).toBeInTheDocument();
  });
});
