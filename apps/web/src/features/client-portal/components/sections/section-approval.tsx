import type { Section } from '@clientdock/shared';
import { usePortalApprovals } from '../../api/portal-queries';
import { ApprovalPanel, approvalsFor } from '../approvals/approval-panel';
import { useApprovalDialog } from '../approvals/use-approval-dialog';
import { usePortal } from '../portal-context';

/**
 * Approve / Request changes for a whole section (hero, content, gallery), where the creator asked for it. Where
 * approvals are off, receipts given earlier still show (read only), so a client never loses a decision they made.
 */
export function SectionApproval({
  section,
  label,
  className = 'cp-section-approval',
}: {
  section: Extract<Section, { type: 'hero' | 'content' | 'gallery' }>;
  label: string;
  className?: string;
}) {
  const { uuid } = usePortal();
  const approvals = usePortalApprovals(uuid);
  const { open, dialog, recordedId } = useApprovalDialog();
  const target = { sectionId: section.id, label };
  const isAsked = section.approvals === true;
  if (!isAsked && approvalsFor(approvals.data, target).length === 0) return null;
  return (
    <div className={className}>
      <ApprovalPanel
        target={target}
        onDecide={(decision) => open(target, decision)}
        hideButtons={!isAsked}
        revealReceiptId={recordedId}
        size="medium"
      />
      {dialog}
    </div>
  );
}
