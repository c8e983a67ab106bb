import type { RequestSection, Section } from '@clientdock/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMe, makePortal } from '@/test/fixtures';
import { bodiesSentTo, mockApi, portalEndpoints } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const request: RequestSection = {
  id: 'request-1',
  type: 'request',
  title: 'Files we need',
  description: '',
  items: [{ id: 'item-logo', title: 'Logo', required: true }],
};

function setup(sections: Section[] = [request]) {
  const me = makeMe({ plan: 'free' });
  const portal = makePortal({ id: 'p1', name: 'Acme rebrand', sections });
  const fetchMock = mockApi(portalEndpoints({ me, portals: [portal] }));
  renderApp('/dashboard/edit/p1?tab=sections', { me });
  return { fetchMock, me };
}

const savedSections = (fetchMock: ReturnType<typeof mockApi>) =>
  (bodiesSentTo(fetchMock, 'PATCH', '/api/portals/p1') as { sections: Section[] }[]).at(-1)?.sections ?? [];

describe('request section editor', () => {
  it('adds a file request from Add section with one item ready to fill in', async () => {
    const { fetchMock } = setup([]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add section' }));
    await user.click(await screen.findByRole('menuitem', { name: /File request/ }));
    expect(await screen.findByRole('list', { name: 'Requested items' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Due date' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save sections' }));
    await waitFor(() => expect(savedSections(fetchMock)).toHaveLength(1));
    const [saved] = savedSections(fetchMock) as RequestSection[];
    expect(saved?.type).toBe('request');
    expect(saved?.items).toHaveLength(1);
  });

  it('sets accepted types from presets and the free field, refusing a token that is not a type', async () => {
    const { fetchMock } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Files we need' }));
    const item = screen.getByRole('group', { name: 'Requested item: Logo' });
    await user.click(within(item).getByRole('button', { name: 'Images' }));
    await user.click(within(item).getByRole('button', { name: 'PDF' }));
    expect(within(item).getByRole('button', { name: 'Images' })).toHaveAttribute('aria-pressed', 'true');
    const other = within(item).getByRole('combobox', { name: 'Other types' });
    await user.type(other, 'image/**{Enter}');
    expect(
      await within(item).findByText('Accepted types are MIME types (image/png, image/*) or extensions (.pdf)'),
    ).toBeInTheDocument();
    await user.clear(other);
    await user.type(other, '.PSD{Enter}');
    expect(within(item).getByRole('button', { name: '.psd' })).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'PDF' }));
    await user.click(screen.getByRole('button', { name: 'Save sections' }));
    await waitFor(() => expect(savedSections(fetchMock)).toHaveLength(1));
    const [saved] = savedSections(fetchMock) as RequestSection[];
    expect(saved?.items[0]?.accept).toEqual(['image/*', '.psd']);
  });

  it('caps the size at the plan limit, checks max files and a missing title, and adds, removes and saves items', async () => {
    const { fetchMock, me } = setup();
    const limit = me.limits.fileSizeMb;
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Files we need' }));
    const logo = screen.getByRole('group', { name: 'Requested item: Logo' });
    expect(within(logo).getByText(`Up to ${limit} MB on your plan; empty allows ${limit} MB.`)).toBeInTheDocument();
    const size = within(logo).getByRole('spinbutton', { name: 'Max size (MB)' });
    await user.type(size, String(limit * 10));
    expect(size).toHaveValue(limit);
    const count = within(logo).getByRole('spinbutton', { name: 'Max files' });
    await user.type(count, '99');
    expect(await within(logo).findByText('An item takes at most 50 files')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save sections' })).toBeDisabled();
    await user.clear(count);
    await user.type(count, '3');
    expect(within(logo).getByRole('button', { name: 'Remove Logo' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add item' }));
    const added = screen.getByRole('group', { name: 'Requested item: Files' });
    const title = within(added).getByRole('textbox', { name: 'Item title' });
    await user.clear(title);
    expect(await within(added).findByText('Each requested item needs a title')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save sections' })).toBeDisabled();
    await user.type(title, 'Signed contract');
    await user.click(within(added).getByRole('switch', { name: 'Required' }));
    await user.click(screen.getByRole('button', { name: 'Save sections' }));
    await waitFor(() => expect(savedSections(fetchMock)).toHaveLength(1));
    const [saved] = savedSections(fetchMock) as RequestSection[];
    expect(
      saved?.items.map(({ title: itemTitle, required, maxSizeMb, maxFiles }) => [
        itemTitle,
        required,
        maxSizeMb,
        maxFiles,
      ]),
    ).toEqual([
      ['Logo', true, limit, 3],
      ['Signed contract', false, undefined, undefined],
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove Logo' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Requested item: Logo' })).toBeNull());
  });
});
