import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeApproval, pdfFile } from '../../testing/portal-fixtures';
import { ApprovalReceipt } from './approval-receipt';

describe('approval receipt', () => {
  it('keeps the checksum and the other technical data in a Details part, folded until asked for', async () => {
    const approval = makeApproval({ id: 'receipt-42' });
    render(<ApprovalReceipt approval={approval} />);
    const receipt = screen.getByRole('article', { name: 'Approval receipt for Brief.pdf' });
    expect(receipt).toHaveTextContent('Brief.pdf · Version 2');
    expect(receipt).not.toHaveTextContent(pdfFile.sha256.slice(0, 12));
    expect(receipt).not.toHaveTextContent(/sha/i);

    const details = within(receipt).getByRole('button', { name: 'Details' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    const user = userEvent.setup();
    details.focus();
    await user.keyboard('{Enter}');
    expect(details).toHaveAttribute('aria-expanded', 'true');
    const facts = document.getElementById(details.getAttribute('aria-controls') ?? '');
    expect(facts).not.toBeNull();
    expect(facts).toHaveTextContent(`SHA-256${pdfFile.sha256}`);
    expect(facts).toHaveTextContent('Receiptreceipt-42');
    expect(facts).toHaveTextContent('Recorded (UTC)2026-03-02T15:04:00.000Z');

    await user.keyboard(' ');
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(receipt).not.toHaveTextContent(pdfFile.sha256);
  });
});
