import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import {
  imageFile,
  makeApproval,
  makeFile,
  openPortalHandlers,
  PORTAL_PATH,
  UUID,
} from '../../testing/portal-fixtures';
import { brandGuide } from '../../testing/version-fixtures';

const reworked = makeFile({ id: 'f-cut', name: 'Cut.mp4', mime: 'video/mp4', version: 3 });
const untouched = makeFile({ id: 'f-notes', name: 'Notes.txt', mime: 'text/plain', version: 1 });

describe('review status in the file list', () => {
  it('shows approved with its version, changes requested and in review, each its own way', async () => {
    mockApi({
      ...openPortalHandlers({ files: [brandGuide, imageFile, reworked, untouched] }),
      [`GET ${PORTAL_PATH}/approvals`]: {
        body: {
          approvals: [
            makeApproval({ id: 'a1', fileId: brandGuide.id, fileName: brandGuide.name, fileVersion: 2 }),
            makeApproval({ id: 'a2', fileId: imageFile.id, fileVersion: 1, decision: 'changes_requested' }),
            // Approving version 2 of the video says nothing about version 3.
            makeApproval({ id: 'a3', fileId: reworked.id, fileVersion: 2, appliesToLatest: false }),
          ],
        },
      },
    });
    renderApp(`/portal/${UUID}`);
    const list = await screen.findByRole('list', { name: 'Files' });
    const row = (name: string) => within(list).getByRole('button', { name: `Open ${name}` });

    const approved = await within(row('Brand guide.png')).findByText('Approved v2');
    expect(approved).toHaveClass('cp-chip--success');
    const changes = within(row('Poster.png')).getByText('Changes requested');
    expect(changes).toHaveClass('cp-chip--warning');
    expect(changes.querySelector('path')?.getAttribute('d')).not.toBe(
      approved.querySelector('path')?.getAttribute('d'),
    );
    expect(within(row('Cut.mp4')).getByText('In review')).toBeInTheDocument();
    expect(within(row('Notes.txt')).getByText('In review')).toBeInTheDocument();
  });
});
