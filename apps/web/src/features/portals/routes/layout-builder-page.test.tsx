import type { Section } from '@clientdock/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMe, makePortal } from '@/test/fixtures';
import { stackSortableRows } from '@/test/layout-rects';
import { bodiesSentTo, mockApi, portalEndpoints } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const sections: Section[] = [
  { id: 'hero-1', type: 'hero', title: 'Welcome', subtitle: '', imageFileId: null },
  {
    id: 'content-1',
    type: 'content',
    title: 'Update',
    html: '<p>Hello <strong>there</strong><img src=x onerror="alert(1)"></p>',
  },
  {
    id: 'form-1',
    type: 'form',
    title: 'Feedback',
    fields: [{ id: 'f1', type: 'rating', label: 'Overall rating', required: true, options: { max: 5 } }],
  },
];

const previewOrder = () =>
  within(screen.getByRole('region', { name: /Preview at/ }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('layout builder', () => {
  it('asks which portal to arrange when none is given', async () => {
    const me = makeMe();
    mockApi(portalEndpoints({ me, portals: [makePortal({ id: 'p1', name: 'Acme rebrand', sections })] }));
    const user = userEvent.setup();
    const { router } = renderApp('/portal-layout-builder', { me });
    expect(await screen.findByRole('heading', { name: 'Choose a portal' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Portal' }));
    await user.click(await screen.findByRole('option', { name: 'Acme rebrand' }));
    await waitFor(() => expect(router.state.location.search).toBe('?portalId=p1'));
    expect(await screen.findByRole('region', { name: 'Preview at desktop width' })).toBeInTheDocument();
  });

  it('previews the sections as the client sees them, at desktop or phone width, without unsafe markup', async () => {
    const me = makeMe();
    mockApi(portalEndpoints({ me, portals: [makePortal({ id: 'p1', name: 'Acme rebrand', sections })] }));
    renderApp('/portal-layout-builder?portalId=p1', { me });
    await screen.findByRole('region', { name: 'Preview at desktop width' });
    expect(previewOrder()).toEqual(['Welcome', 'Update', 'Feedback']);
    const preview = screen.getByRole('region', { name: 'Preview at desktop width' });
    expect(within(preview).getByText('there').tagName).toBe('STRONG');
    expect(preview.querySelector('img[onerror]')).toBeNull();
    expect(within(preview).getByRole('button', { name: 'Send answers' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Phone' }));
    expect(screen.getByRole('region', { name: 'Preview at phone width' })).toBeInTheDocument();
  });

  it('reorders with the keyboard and saves the sections', async () => {
    const rects = stackSortableRows();
    const me = makeMe();
    const fetchMock = mockApi(
      portalEndpoints({ me, portals: [makePortal({ id: 'p1', name: 'Acme rebrand', sections })] }),
    );
    const user = userEvent.setup();
    renderApp('/portal-layout-builder?portalId=p1', { me });
    (await screen.findByRole('button', { name: 'Reorder Feedback' })).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowUp}');
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');
    await waitFor(() => expect(previewOrder()).toEqual(['Feedback', 'Welcome', 'Update']));
    await user.click(screen.getByRole('button', { name: 'Save layout' }));
    expect(await screen.findByText('Layout saved')).toBeInTheDocument();
    const [body] = bodiesSentTo(fetchMock, 'PATCH', '/api/portals/p1') as { sections: Section[] }[];
    expect(body?.sections.map((section) => section.id)).toEqual(['form-1', 'hero-1', 'content-1']);
    rects.mockRestore();
  });
});
