import { useEffect, useRef } from 'react';
import { scrollBehavior } from '@/lib/motion';
import type { Approval } from '../../api/types';
import { Icon } from '../ui/icons';
import { LocalTime } from '../ui/local-time';
import { ReceiptDetails } from './receipt-details';

interface ApprovalReceiptProps {
  approval: Approval;
  /** What was approved when it is not a file (a section's title). */
  subject?: string;
  /** The receipt the client has just been given: scrolled into view and focused, so it is read out. */
  reveal?: boolean;
}

/** One approval as the server records it: the receipt a client sees (the creator's pages have their own). */
export function ApprovalReceipt({ approval, subject, reveal = false }: ApprovalReceiptProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!reveal || !element) return;
    element.focus({ preventScroll: true });
    // Centred, so a notice at the bottom of a phone's screen does not sit on it.
    element.scrollIntoView?.({ block: 'center', behavior: scrollBehavior() });
  }, [reveal]);
  const isApproved = approval.decision === 'approved';
  const title = approval.fileName ?? subject ?? 'Section';
  const isOlder = approval.fileId !== null && !approval.appliesToLatest;
  const classes = ['cp-receipt', isApproved ? '' : 'cp-receipt--changes', isOlder ? 'cp-receipt--older' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <article
      ref={ref}
      tabIndex={-1}
      className={classes}
      aria-label={`${isApproved ? 'Approval' : 'Change request'} receipt for ${title}`}
    >
      <div className="cp-row cp-row--wrap" style={{ marginBottom: 8 }}>
        <span style={{ color: isApproved ? 'var(--cp-success)' : 'var(--cp-warning)', display: 'inline-flex' }}>
          <Icon name={isApproved ? 'CheckCircle' : 'EditNote'} size={20} />
        </span>
        <h3>{isApproved ? 'Approved' : 'Changes requested'}</h3>
        {isOlder && approval.fileVersion !== null && (
          <span className="cp-chip cp-chip--md">for version {approval.fileVersion}</span>
        )}
      </div>
      <p className="cp-body2" style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {title}
        {approval.fileVersion !== null && <span className="cp-muted"> · Version {approval.fileVersion}</span>}
      </p>
      {approval.note && <p className="cp-body2 cp-receipt-note">{approval.note}</p>}
      <p className="cp-body2 cp-muted cp-row cp-row--wrap" style={{ marginTop: 8, gap: 4 }}>
        <span>
          By {approval.approverName}
          {approval.approverEmail ? ` (${approval.approverEmail})` : ''}
        </span>
        {approval.verified && (
          <span className="cp-caption cp-verified" style={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}>
            <Icon name="Verified" size={16} />
            verified
          </span>
        )}
        <span>
          · <LocalTime value={approval.createdAt} />
        </span>
      </p>
      <ReceiptDetails approval={approval} />
    </article>
  );
}
