import type { PlatformSettings } from '@clientdock/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlatformSettingsForm } from './platform-settings-form';

const SETTINGS: PlatformSettings = {
  registrationMode: 'open',
  defaultPlan: 'free',
  platformName: 'ClientDock',
  supportEmail: null,
  maxUploadMb: null,
  storageQuotaGb: { free: 1, pro: 50, agency: 250 },
  showPrices: true,
  updatedAt: null,
};

function renderForm() {
  const onSave = vi.fn(async (patch: Partial<PlatformSettings>) => ({ ...SETTINGS, ...patch }));
  render(<PlatformSettingsForm settings={SETTINGS} canEdit isSaving={false} onSave={onSave} />);
  return { onSave, user: userEvent.setup() };
}

describe('platform settings: storage quotas', () => {
  it('shows each plan’s quota and saves a changed one with the others', async () => {
    const { onSave, user } = renderForm();
    expect(screen.getByRole('spinbutton', { name: 'Free storage' })).toHaveValue(1);
    const pro = screen.getByRole('spinbutton', { name: 'Pro storage' });
    await user.clear(pro);
    await user.type(pro, '80');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(onSave).toHaveBeenCalledWith({ storageQuotaGb: { free: 1, pro: 80, agency: 250 } });
  });

  it('says what a quota may be and sends nothing when one is not usable', async () => {
    const { onSave, user } = renderForm();
    const agency = screen.getByRole('spinbutton', { name: 'Agency storage' });
    await user.clear(agency);
    await user.type(agency, '0');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByText('A whole number of GB from 1 to 100,000.')).toBeInTheDocument();
    expect(agency).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('turns prices off with the Show prices switch', async () => {
    const { onSave, user } = renderForm();
    await user.click(screen.getByRole('switch', { name: /Show prices/ }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(onSave).toHaveBeenCalledWith({ showPrices: false });
  });
});
