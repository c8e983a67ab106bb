import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeMe } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { settingsEndpoints } from '../testing/settings-fixtures';

function setup(exportAnswer: object) {
  const me = makeMe();
  mockApi({ ...settingsEndpoints({ me }), 'GET /api/account/export': exportAnswer });
  const createObjectURL = vi.fn(() => 'blob:export');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  renderApp('/dashboard/settings?tab=export', { me });
  return { createObjectURL, user: userEvent.setup() };
}

describe('settings: export', () => {
  it('explains what is in the file and downloads it under the name the server gives', async () => {
    const { createObjectURL, user } = setup({
      body: { format: 'clientdock-export' },
      headers: { 'content-disposition': 'attachment; filename="clientdock-export-user_1-2026-11-21.json"' },
    });
    const link = await screen.findByRole('link', { name: 'Download my data' });
    expect(link).toHaveAttribute('href', '/api/account/export');
    expect(screen.getByText(/Every portal with its sections/)).toBeInTheDocument();
    await user.click(link);
    expect(await screen.findByText('Downloaded clientdock-export-user_1-2026-11-21.json')).toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it("shows the spec's message when the export fails", async () => {
    const { createObjectURL, user } = setup({ status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } });
    await user.click(await screen.findByRole('link', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to export user data');
    expect(createObjectURL).not.toHaveBeenCalled();
  });
});
