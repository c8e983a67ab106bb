import type { Approval } from '@clientdock/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonBody, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { IDENTITY_STORAGE_KEY } from '../../lib/client-identity';
import { makeApproval, makeComment, openPortalHandlers, PORTAL_PATH, UUID } from '../../testing/portal-fixtures';
import { brandGuide, brandVersions, VERSIONS_PATH } from '../../testing/version-fixtures';

const mine = (overrides: Partial<Approval>) =>
  makeApproval({ fileId: brandGuide.id, fileName: brandGuide.name, sha256: brandGuide.sha256, ...overrides });

function serve(approvals: Approval[], extra: Record<string, unknown> = {}) {
  const posted: Record<string, unknown>[] = [];
  let list = approvals;
  mockApi({
    ...openPortalHandlers({ files: [brandGuide] }),
    [`GET ${VERSIONS_PATH}`]: { body: brandVersions },
    [`GET ${PORTAL_PATH}/approvals`]: () => ({ body: { approvals: list } }),
    [`POST ${PORTAL_PATH}/approvals`]: (init) => {
      const body = jsonBody(init);
      posted.push(body);
      const receipt = mine({ id: `r${posted.length}`, decision: body.decision as Approval['decision'] });
      list = [receipt, ...list];
      return { status: 201, body: receipt };
    },
    ...extra,
  });
  return posted;
}

async function openPreview() {
  const user = userEvent.setup();
  renderApp(`/portal/${UUID}`);
  await user.click(await screen.findByRole('button', { name: 'Open Brand guide.png' }));
  return { user, preview: await screen.findByRole('dialog', { name: 'Brand guide.png' }) };
}

describe('approving versions', () => {
  it('says when the client approved an older version, and makes one receipt for the latest', async () => {
    const posted = serve([mine({ id: 'old', fileVersion: 1, appliesToLatest: false })]);
    const { user, preview } = await openPreview();
    expect(await within(preview).findByText('You approved version 1; version 2 is newer.')).toBeInTheDocument();

    await user.click(within(preview).getByRole('button', { name: 'Approve version 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve' });
    await user.type(within(dialog).getByLabelText(/Your name/), 'Jordan Client');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(posted).toHaveLength(1));

    const approved = await within(preview).findByRole('button', { name: 'Approved' });
    expect(approved).toBeDisabled();
    await user.click(approved);
    expect(screen.queryByRole('dialog', { name: 'Approve' })).not.toBeInTheDocument();
    expect(posted).toHaveLength(1);
    expect(within(preview).queryByText(/version 2 is newer/)).not.toBeInTheDocument();
    expect(within(preview).getByText('Approved v2')).toBeInTheDocument();
  });

  it('lists the client\u2019s open comments on this version in the change request', async () => {
    localStorage.setItem(IDENTITY_STORAGE_KEY, JSON.stringify({ name: 'Jordan Client', email: '' }));
    const onBrand = { fileId: brandGuide.id, fileVersion: 2 };
    const comments = [
      makeComment({ id: 'p1', ...onBrand, body: 'Logo a touch smaller', anchor: { kind: 'point', x: 0.2, y: 0.3 } }),
      makeComment({ id: 'p2', ...onBrand, body: 'Warmer here', anchor: { kind: 'rect', x: 0, y: 0, w: 0.5, h: 0.5 } }),
      makeComment({ id: 'p3', ...onBrand, body: 'The whole thing is great' }),
      makeComment({ id: 'done', ...onBrand, body: 'Fixed already', status: 'resolved', resolvedAt: '2026-11-25' }),
      makeComment({ id: 'old', ...onBrand, fileVersion: 1, body: 'On the first version' }),
      makeComment({ id: 'sam', ...onBrand, authorName: 'Sam Other', body: 'Not mine' }),
    ];
    serve([], { [`GET ${PORTAL_PATH}/comments`]: { body: { comments } } });
    const { user, preview } = await openPreview();
    await user.click(await within(preview).findByRole('button', { name: 'Request changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request changes' });
    const included = within(dialog).getByRole('region', { name: 'Comments sent with the request' });
    expect(included).toHaveTextContent('Your 3 open comments on this version will be sent with the request');
    const items = within(included)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'A spot: Logo a touch smaller',
      'An area: Warmer here',
      'On the whole file: The whole thing is great',
    ]);
  });
});
