import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { imageFile, openPortalHandlers, pdfFile, UUID } from '../../testing/portal-fixtures';
import { brandGuide, brandVersions, VERSIONS_PATH } from '../../testing/version-fixtures';

const SEEN_KEY = `clientdock-seen-versions:${UUID}`;
const seen = (versions: Record<string, number>) => localStorage.setItem(SEEN_KEY, JSON.stringify(versions));

function serve(files = [brandGuide, imageFile]) {
  mockApi({
    ...openPortalHandlers({ files }),
    [`GET ${VERSIONS_PATH}`]: { body: brandVersions },
  });
}

describe('new version banner', () => {
  it('says nothing on a first visit, and remembers what it saw', async () => {
    serve();
    renderApp(`/portal/${UUID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring campaign' })).toBeInTheDocument();
    expect(screen.queryByText(/is ready/)).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(SEEN_KEY) ?? '{}')).toEqual({ [brandGuide.id]: 2, [imageFile.id]: 1 });
  });

  it('announces a newer version with the creator\u2019s note, and Dismiss keeps it away', async () => {
    seen({ [brandGuide.id]: 1, [imageFile.id]: 1 });
    serve();
    const user = userEvent.setup();
    const first = renderApp(`/portal/${UUID}`);
    const banner = await screen.findByRole('region', { name: 'Version 2 of Brand guide.png is ready' });
    expect(within(banner).getByText('Logo larger, colours warmer')).toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: /is ready/ })).not.toBeInTheDocument();
    first.unmount();

    renderApp(`/portal/${UUID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring campaign' })).toBeInTheDocument();
    expect(screen.queryByText(/is ready/)).not.toBeInTheDocument();
  });

  it('opens the file from the banner', async () => {
    seen({ [brandGuide.id]: 1 });
    serve();
    const user = userEvent.setup();
    renderApp(`/portal/${UUID}`);
    const banner = await screen.findByRole('region', { name: 'Version 2 of Brand guide.png is ready' });
    await user.click(within(banner).getByRole('button', { name: 'Open version 2 of Brand guide.png' }));
    expect(await screen.findByRole('dialog', { name: 'Brand guide.png' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /is ready/ })).not.toBeInTheDocument();
  });

  it('lists several files in one banner', async () => {
    seen({ [brandGuide.id]: 1, [pdfFile.id]: 1, [imageFile.id]: 1 });
    serve([brandGuide, pdfFile, imageFile]);
    renderApp(`/portal/${UUID}`);
    const banner = await screen.findByRole('region', { name: '2 files have a new version' });
    expect(within(banner).getByText('Version 2 of Brand guide.png is ready')).toBeInTheDocument();
    expect(within(banner).getByText('Version 2 of Brief.pdf is ready')).toBeInTheDocument();
    expect(within(banner).getAllByRole('button', { name: /^Open version 2 of/ })).toHaveLength(2);
    expect(screen.getAllByRole('region', { name: /new version|is ready/ })).toHaveLength(1);
  });
});
