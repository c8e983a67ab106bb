import type { Section } from '@clientdock/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMe, makePortal } from '@/test/fixtures';
import { stackSortableRows } from '@/test/layout-rects';
import { bodiesSentTo, mockApi, portalEndpoints } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const hero: Section = { id: 'hero-1', type: 'hero', title: 'Welcome', subtitle: 'Your files', imageFileId: null };
const files: Section = { id: 'files-1', type: 'files', title: 'Deliverables', fileIds: [] };

function setup(sections: Section[] = [hero, files]) {
  const me = makeMe();
  const portal = makePortal({ id: 'p1', name: 'Acme rebrand', sections });
  const fetchMock = mockApi(portalEndpoints({ me, portals: [portal] }));
  const view = renderApp('/dashboard/edit/p1?tab=sections', { me });
  return { fetchMock, ...view };
}

const sectionTitles = () =>
  within(screen.getByRole('list', { name: 'Sections' }))
    .getAllByRole('button', { name: /^Reorder / })
    .map((handle) => handle.getAttribute('aria-label')?.replace('Reorder ', ''));

describe('sections editor', () => {
  it('adds a content section, edits it and saves the list', async () => {
    const { fetchMock } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add section' }));
    await user.click(await screen.findByRole('menuitem', { name: /Content/ }));
    const title = await screen.findByRole('textbox', { name: 'Section title' });
    await user.clear(title);
    await user.type(title, 'Project update');
    expect(sectionTitles()).toEqual(['Welcome', 'Deliverables', 'Project update']);
    expect(screen.getByRole('textbox', { name: 'Text of Project update' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save sections' }));
    expect(await screen.findByText('Sections saved')).toBeInTheDocument();
    const [body] = bodiesSentTo(fetchMock, 'PATCH', '/api/portals/p1') as { sections: Section[] }[];
    expect(body?.sections.map((section) => [section.type, section.title])).toEqual([
      ['hero', 'Welcome'],
      ['files', 'Deliverables'],
      ['content', 'Project update'],
    ]);
  });

  it('reorders with the keyboard: Space to lift, arrow to move, Space to drop', async () => {
    const rects = stackSortableRows();
    const { fetchMock } = setup();
    const user = userEvent.setup();
    const handle = await screen.findByRole('button', { name: 'Reorder Deliverables' });
    handle.focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');
    await waitFor(() => expect(sectionTitles()).toEqual(['Deliverables', 'Welcome']));
    await user.click(screen.getByRole('button', { name: 'Save sections' }));
    await waitFor(() => expect(bodiesSentTo(fetchMock, 'PATCH', '/api/portals/p1')).toHaveLength(1));
    const [body] = bodiesSentTo(fetchMock, 'PATCH', '/api/portals/p1') as { sections: Section[] }[];
    expect(body?.sections.map((section) => section.id)).toEqual(['files-1', 'hero-1']);
    rects.mockRestore();
  });

  it('edits the custom fields of a form section and refuses a select without choices', async () => {
    setup([{ id: 'form-1', type: 'form', title: 'Feedback', description: '', fields: [] }]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Feedback' }));
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Choice list' }));
    const question = screen.getByRole('listitem', { name: 'Question: Choose one' });
    await user.clear(within(question).getByRole('textbox', { name: 'Choices' }));
    expect(await screen.findAllByText('A select field needs at least one choice')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Save sections' })).toBeDisabled();
    await user.type(within(question).getByRole('textbox', { name: 'Choices' }), 'Warm{Enter}Cool');
    expect(screen.getByRole('button', { name: 'Save sections' })).toBeEnabled();
    await user.click(within(question).getByRole('switch', { name: 'Required' }));
    expect(within(question).getByRole('switch', { name: 'Required' })).toBeChecked();
  });

  it('asks the client to approve a section only when the creator turns it on', async () => {
    const { fetchMock } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Welcome' }));
    const ask = screen.getByRole('switch', { name: 'Ask the client to approve this section' });
    expect(ask).not.toBeChecked();
    expect(ask).toHaveAccessibleDescription(/Files always have their own/);
    await user.click(ask);
    expect(ask).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save sections' }));
    await waitFor(() => expect(bodiesSentTo(fetchMock, 'PATCH', '/api/portals/p1')).toHaveLength(1));
    const [body] = bodiesSentTo(fetchMock, 'PATCH', '/api/portals/p1') as { sections: Section[] }[];
    expect(body?.sections[0]).toMatchObject({ id: 'hero-1', approvals: true });
    expect(body?.sections[1]).not.toHaveProperty('approvals');
  });

  it('removes a section after confirmation', async () => {
    setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Welcome' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove section?' })).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(sectionTitles()).toEqual(['Deliverables']));
  });
});
