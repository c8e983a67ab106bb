import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeFile } from '@/test/fixtures';
import { NewVersionDialog } from './new-version-dialog';
import { renderWithProviders } from './review-test-kit';

describe('upload new version dialog', () => {
  it('sends the chosen file with the note and the email choice', async () => {
    const user = userEvent.setup();
    const onUpload = vi.fn();
    const onClose = vi.fn();
    const file = makeFile('p1', { id: 'f1', name: 'logo.png', mime: 'image/png' });
    renderWithProviders(<NewVersionDialog file={file} onClose={onClose} onUpload={onUpload} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Upload version 2 of logo.png' }));
    await user.click(dialog.getByRole('button', { name: 'Upload new version' }));
    expect(dialog.getByText('Choose the file of the new version.')).toBeInTheDocument();
    expect(onUpload).not.toHaveBeenCalled();

    const chosen = new File(['png'], 'logo-v2.png', { type: 'image/png' });
    await user.upload(dialog.getByLabelText('New version file'), chosen);
    expect(dialog.getByText('logo-v2.png')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'What changed' }), 'Logo larger, colours warmer');
    expect(dialog.getByRole('textbox', { name: 'What changed' })).toHaveAttribute('maxlength', '500');
    const notify = dialog.getByRole('checkbox', { name: 'Email clients who commented or approved' });
    expect(notify).toBeChecked();
    await user.click(notify);
    await user.click(dialog.getByRole('button', { name: 'Upload new version' }));
    expect(onUpload).toHaveBeenCalledWith(file, chosen, { note: 'Logo larger, colours warmer', notifyClients: false });
    expect(onClose).toHaveBeenCalled();
  });

  it('emails clients by default and sends no empty note', async () => {
    const user = userEvent.setup();
    const onUpload = vi.fn();
    const file = makeFile('p1', { id: 'f1', name: 'brief.pdf' });
    renderWithProviders(<NewVersionDialog file={file} onClose={() => {}} onUpload={onUpload} />);
    const chosen = new File(['pdf'], 'brief.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('New version file'), chosen);
    await user.click(screen.getByRole('button', { name: 'Upload new version' }));
    expect(onUpload).toHaveBeenCalledWith(file, chosen, { note: undefined, notifyClients: true });
  });
});
