import { usePortalApprovals } from '../../api/portal-queries';
import type { Approval } from '../../api/types';
import { usePortal } from '../portal-context';
import { Icon } from '../ui/icons';
import type { ApprovalTarget } from './approval-dialog';
import { ApprovalReceipt } from './approval-receipt';

export function approvalsFor(approvals: Approval[] | undefined, target: ApprovalTarget): Approval[] {
  return (approvals ?? []).filter((approval) =>
    'fileId' in target ? approval.fileId === target.fileId : approval.sectionId === target.sectionId,
  );
}

interface ApprovalButtonsProps {
  onDecide: (decision: Approval['decision']) => void;
  fullWidth?: boolean;
  size?: 'medium' | 'large';
}

// On a phone both labels must fit on one line side by side: the icons give way first (see the stylesheet).
export function ApprovalButtons({ onDecide, fullWidth = false, size = 'large' }: ApprovalButtonsProps) {
  const sizeClass = size === 'large' ? ' cp-btn--lg' : '';
  return (
    <div className={fullWidth ? 'cp-approval-buttons cp-approval-buttons--full' : 'cp-approval-buttons'}>
      <button type="button" className={`cp-btn cp-btn--contained${sizeClass}`} onClick={() => onDecide('approved')}>
        <Icon name="CheckCircleOutline" size={20} />
        Approve
      </button>
      <button
        type="button"
        className={`cp-btn cp-btn--outlined${sizeClass}`}
        onClick={() => onDecide('changes_requested')}
      >
        <Icon name="EditNote" size={20} />
        Request changes
      </button>
    </div>
  );
}

interface ApprovalPanelProps {
  target: ApprovalTarget;
  onDecide: (decision: Approval['decision']) => void;
  /** Hide the buttons (a phone shows them in the sticky bar instead). */
  hideButtons?: boolean;
  size?: 'medium' | 'large';
}

/** Receipts for one file or section, newest first, and the buttons to record a decision. */
export function ApprovalPanel({ target, onDecide, hideButtons = false, size = 'large' }: ApprovalPanelProps) {
  const { uuid, portal } = usePortal();
  const approvals = usePortalApprovals(uuid);
  const receipts = approvalsFor(approvals.data, target);
  const sectionTitle = (id: string | null) => portal.sections.find((section) => section.id === id)?.title || 'Section';
  return (
    <div>
      {receipts.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: a labelled group of receipts, not a fieldset of controls.
        <div
          className="cp-receipts"
          role="group"
          style={{ marginBottom: hideButtons ? 0 : 16 }}
          aria-label="Approval receipts"
        >
          {receipts.map((approval) => (
            <ApprovalReceipt key={approval.id} approval={approval} subject={sectionTitle(approval.sectionId)} />
          ))}
        </div>
      )}
      {!hideButtons && (
        <>
          {receipts.length === 0 && (
            <p className="cp-body2 cp-muted" style={{ marginBottom: 12 }}>
              {'fileId' in target
                ? 'Happy with this version? Approve it, or tell the creator what to change.'
                : 'Happy with this part? Approve it, or tell the creator what to change.'}
            </p>
          )}
          <ApprovalButtons onDecide={onDecide} size={size} />
        </>
      )}
    </div>
  );
}
