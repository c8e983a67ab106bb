import type { Approval, Section } from '@clientdock/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonBody, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { makeApproval, openPortalHandlers, PORTAL_PATH, UUID } from '../../testing/portal-fixtures';

const asked: Section = {
  id: 's-asked',
  type: 'content',
  title: 'Moodboard',
  html: '<p>Warm tones</p>',
  approvals: true,
};
const notAsked: Section = { id: 's-plain', type: 'content', title: 'Schedule', html: '<p>Friday</p>' };
const hero: Section = { id: 's-hero', type: 'hero', title: 'Spring is brewing' };
const gallery: Section = { id: 's-gallery', type: 'gallery', title: 'Social tiles', fileIds: [] };

function sectionReceipt(sectionId: string, overrides: Partial<Approval> = {}) {
  return makeApproval({ sectionId, fileId: null, fileName: null, fileVersion: null, sha256: null, ...overrides });
}

const scrollIntoView = vi.fn();
afterEach(() => {
  // jsdom has no scrollIntoView; the tests that give it one take it away again (one DOM per worker).
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
  scrollIntoView.mockClear();
});

describe('section approvals', () => {
  it('offers Approve / Request changes only on the sections the creator asked about', async () => {
    mockApi(openPortalHandlers({ sections: [hero, asked, notAsked, gallery], files: [] }));
    renderApp(`/portal/${UUID}`);

    const moodboard = await screen.findByRole('region', { name: 'Moodboard' });
    expect(within(moodboard).getByRole('button', { name: 'Approve' })).toBeVisible();
    expect(within(moodboard).getByRole('button', { name: 'Request changes' })).toBeVisible();
    for (const name of ['Spring is brewing', 'Schedule', 'Social tiles']) {
      const region = screen.getByRole('region', { name });
      expect(within(region).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
      expect(within(region).queryByRole('button', { name: 'Request changes' })).not.toBeInTheDocument();
      expect(within(region).queryByText(/Happy with this part/)).not.toBeInTheDocument();
    }
  });

  it('still shows a decision given before the creator turned approvals off, without the buttons', async () => {
    mockApi({
      ...openPortalHandlers({ sections: [notAsked], files: [] }),
      [`GET ${PORTAL_PATH}/approvals`]: { body: { approvals: [sectionReceipt(notAsked.id)] } },
    });
    renderApp(`/portal/${UUID}`);

    const schedule = await screen.findByRole('region', { name: 'Schedule' });
    const receipt = await within(schedule).findByRole('article', { name: 'Approval receipt for Schedule' });
    expect(receipt).toHaveTextContent('By Jordan Client');
    expect(within(schedule).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(schedule).queryByRole('button', { name: 'Request changes' })).not.toBeInTheDocument();
  });

  it('after approving, the section reads Approved with its mark and brings the receipt into view', async () => {
    HTMLElement.prototype.scrollIntoView = scrollIntoView;
    const posted: Record<string, unknown>[] = [];
    let approvals: Approval[] = [];
    mockApi({
      ...openPortalHandlers({ sections: [asked], files: [] }),
      [`GET ${PORTAL_PATH}/approvals`]: () => ({ body: { approvals } }),
      [`POST ${PORTAL_PATH}/approvals`]: (init) => {
        const body = jsonBody(init);
        posted.push(body);
        const receipt = sectionReceipt(asked.id, { id: 'new', approverEmail: null, verified: false });
        approvals = [receipt];
        return { status: 201, body: receipt };
      },
    });
    const user = userEvent.setup();
    renderApp(`/portal/${UUID}`);

    const moodboard = await screen.findByRole('region', { name: 'Moodboard' });
    await user.click(within(moodboard).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve' });
    await user.type(within(dialog).getByLabelText(/Your name/), 'Jordan Client');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(posted).toEqual([{ name: 'Jordan Client', decision: 'approved', sectionId: asked.id }]));

    const approved = await within(moodboard).findByRole('button', { name: 'Approved' });
    expect(approved).toBeDisabled();
    expect(approved.querySelector('svg')).not.toBeNull();
    expect(within(moodboard).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    const receipt = within(moodboard).getByRole('article', { name: 'Approval receipt for Moodboard' });
    await waitFor(() => expect(receipt).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(receipt);
  });
});
