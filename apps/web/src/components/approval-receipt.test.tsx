import type { Approval } from '@clientdock/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApprovalReceipt } from './approval-receipt';

const approval = (decision: Approval['decision']): Approval => ({
  id: `a-${decision}`,
  decision,
  note: '',
  fileId: 'f1',
  fileName: 'proof.pdf',
  fileVersion: 2,
  sha256: null,
  sectionId: null,
  approverName: 'Jordan Client',
  approverEmail: null,
  verified: false,
  createdAt: '2026-03-02T15:04:00.000Z',
  appliesToLatest: true,
});

describe('ApprovalReceipt', () => {
  it('marks an approval with the check and a change request with its own icon', () => {
    render(
      <>
        <ApprovalReceipt approval={approval('approved')} />
        <ApprovalReceipt approval={approval('changes_requested')} />
      </>,
    );
    const approved = screen.getByRole('article', { name: 'Approval receipt for proof.pdf' });
    expect(within(approved).getByTestId('CheckCircleIcon')).toBeInTheDocument();
    const asked = screen.getByRole('article', { name: 'Change request receipt for proof.pdf' });
    expect(within(asked).getByText('Changes requested')).toBeInTheDocument();
    expect(within(asked).getByTestId('RateReviewOutlinedIcon')).toBeInTheDocument();
    expect(within(asked).queryByTestId('CheckCircleIcon')).not.toBeInTheDocument();
  });
});
