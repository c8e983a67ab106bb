import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { imageFile, openPortalHandlers, PORTAL_PATH, UUID } from '../../testing/portal-fixtures';
import { brandGuide, brandVersions, VERSIONS_PATH } from '../../testing/version-fixtures';

async function openBrandGuide() {
  mockApi({
    ...openPortalHandlers({ files: [brandGuide, imageFile] }),
    [`GET ${VERSIONS_PATH}`]: { body: brandVersions },
  });
  const user = userEvent.setup();
  renderApp(`/portal/${UUID}`);
  await user.click(await screen.findByRole('button', { name: 'Open Brand guide.png' }));
  const preview = await screen.findByRole('dialog', { name: 'Brand guide.png' });
  return { user, preview };
}

describe('version switcher', () => {
  it('shows the latest version first, and an older one with a way back', async () => {
    const { user, preview } = await openBrandGuide();
    const picker = await within(preview).findByRole('combobox', { name: 'Version' });
    expect(picker).toHaveValue('2');
    const options = within(picker)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Version 2 (latest)', 'Version 1 · 11/20/2026']);
    expect(within(preview).getByText('Logo larger, colours warmer')).toBeInTheDocument();
    expect(within(preview).getByRole('img', { name: 'Brand guide.png' })).toHaveAttribute('src', brandGuide.previewUrl);

    await user.selectOptions(picker, '1');
    expect(within(preview).getByRole('img', { name: 'Brand guide.png' })).toHaveAttribute(
      'src',
      `${PORTAL_PATH}/files/${brandGuide.id}?version=1`,
    );
    expect(within(preview).getByRole('status')).toHaveTextContent(
      'You are looking at version 1. Version 2 is the latest.',
    );
    expect(within(preview).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      `${brandGuide.downloadUrl}&version=1`,
    );

    await user.click(within(preview).getByRole('button', { name: 'Show latest' }));
    expect(picker).toHaveValue('2');
    expect(within(preview).getByRole('img', { name: 'Brand guide.png' })).toHaveAttribute('src', brandGuide.previewUrl);
    expect(within(preview).queryByText(/You are looking at version/)).not.toBeInTheDocument();
  });

  it('asks for no versions and offers no comparison for a file with one version', async () => {
    const { preview } = await (async () => {
      mockApi(openPortalHandlers({ files: [imageFile] }));
      const user = userEvent.setup();
      renderApp(`/portal/${UUID}`);
      await user.click(await screen.findByRole('button', { name: 'Open Poster.png' }));
      return { preview: await screen.findByRole('dialog', { name: 'Poster.png' }) };
    })();
    expect(within(preview).getByText('Version 1')).toBeInTheDocument();
    expect(within(preview).queryByRole('combobox', { name: 'Version' })).not.toBeInTheDocument();
    expect(within(preview).queryByRole('button', { name: 'Compare versions' })).not.toBeInTheDocument();
  });
});

describe('compare versions', () => {
  it('puts the previous and the latest version side by side, and wipes between them', async () => {
    const { user, preview } = await openBrandGuide();
    await user.click(await within(preview).findByRole('button', { name: 'Compare versions' }));
    const compare = await screen.findByRole('dialog', { name: /Compare versions/ });
    expect(within(compare).getByRole('combobox', { name: 'First version' })).toHaveValue('1');
    expect(within(compare).getByRole('combobox', { name: 'Second version' })).toHaveValue('2');
    expect(within(compare).getByRole('img', { name: 'Brand guide.png, version 1' })).toHaveAttribute(
      'src',
      `${PORTAL_PATH}/files/${brandGuide.id}?version=1`,
    );
    expect(within(compare).getByRole('img', { name: 'Brand guide.png, version 2' })).toBeInTheDocument();

    await user.click(within(compare).getByRole('button', { name: 'Zoom in' }));
    expect(within(compare).getByText('125%')).toBeInTheDocument();
    for (const image of within(compare).getAllByRole('img')) expect(image.style.transform).toContain('scale(1.25)');

    await user.click(within(compare).getByRole('button', { name: 'Wipe' }));
    const wipe = within(compare).getByRole('slider', { name: 'Wipe between version 1 and version 2' });
    const top = within(compare).getByTestId('wipe-top');
    expect(top.style.clipPath).toBe('inset(0 50% 0 0)');
    fireEvent.change(wipe, { target: { value: '20' } });
    expect(top.style.clipPath).toBe('inset(0 80% 0 0)');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Compare versions/ })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Brand guide.png' })).toBeInTheDocument();
  });
});
