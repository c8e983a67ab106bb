import type { Section } from '@clientdock/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { openPortalHandlers, PORTAL_PATH, UUID } from '../../testing/portal-fixtures';

const sections: Section[] = [
  { id: 's-gallery', type: 'gallery', title: 'Social tiles', fileIds: [] },
  {
    id: 's-form',
    type: 'form',
    title: 'Quick feedback',
    fields: [{ id: 'notes', type: 'textarea', label: 'Anything else?', required: false }],
  },
];

describe('how the portal speaks of whoever shared it', () => {
  it("names the studio, never 'the creator'", async () => {
    mockApi({
      ...openPortalHandlers({ sections }),
      [`POST ${PORTAL_PATH}/forms/s-form`]: {
        status: 201,
        body: { id: 'r1', submittedAt: '2026-03-02T15:04:00.000Z' },
      },
    });
    const user = userEvent.setup();
    renderApp(`/portal/${UUID}`);

    const gallery = await screen.findByRole('region', { name: 'Social tiles' });
    expect(within(gallery).getByText('No images here yet. Maya Chen Studio will add them soon.')).toBeVisible();

    const form = screen.getByRole('form', { name: 'Quick feedback' });
    await user.click(within(form).getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByText('Maya Chen Studio can see them now.')).toBeVisible();
    expect(form.textContent).not.toMatch(/creator/i);
  });
});
