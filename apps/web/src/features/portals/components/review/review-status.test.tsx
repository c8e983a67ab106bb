import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewStatusLine } from './review-status';
import { renderWithProviders } from './review-test-kit';

const summary = {
  status: 'in_review' as const,
  version: 1,
  approvedVersion: null,
  openPins: 0,
  openComments: 0,
  waitingOn: 'client' as const,
};

describe('review status line', () => {
  it('says changes are requested, how many pins are open and that it waits on you, without a check mark', () => {
    const { container } = renderWithProviders(
      <ReviewStatusLine
        review={{ ...summary, status: 'changes_requested', openPins: 3, openComments: 4, waitingOn: 'you' }}
      />,
    );
    expect(screen.getByText('Changes requested')).toBeInTheDocument();
    expect(screen.getByText('3 open pins · waiting on you')).toBeInTheDocument();
    expect(container.querySelector('[data-testid="CheckCircleRoundedIcon"]')).toBeNull();
    expect(container.querySelector('[data-testid="EditNoteRoundedIcon"]')).not.toBeNull();
  });

  it('shows the approved version with a check mark and nothing waiting', () => {
    const { container } = renderWithProviders(
      <ReviewStatusLine review={{ ...summary, status: 'approved', version: 2, approvedVersion: 2, waitingOn: null }} />,
    );
    expect(screen.getByText('Approved v2')).toBeInTheDocument();
    expect(screen.queryByText(/waiting/)).not.toBeInTheDocument();
    expect(container.querySelector('[data-testid="CheckCircleRoundedIcon"]')).not.toBeNull();
  });

  it('shows a file in review waiting on the client, and an older approved version', () => {
    renderWithProviders(<ReviewStatusLine review={{ ...summary, version: 3, approvedVersion: 2, openComments: 1 }} />);
    expect(screen.getByText('In review')).toBeInTheDocument();
    expect(screen.getByText('v2 approved · 1 open comment · waiting on client')).toBeInTheDocument();
  });
});
