import { usePortalApprovals } from '../../api/portal-queries';
import type { Approval } from '../../api/types';
import { studioName } from '../../lib/studio-name';
import { usePortal } from '../portal-context';
import { Icon } from '../ui/icons';
import type { ApprovalTarget } from './approval-dialog';
import { ApprovalReceipt } from './approval-receipt';
import { useOwnDecision } from './own-decision';

export function approvalsFor(approvals: Approval[] | undefined, target: ApprovalTarget): Approval[] {
  return (approvals ?? []).filter((approval) =>
    'fileId' in target ? approval.fileId === target.fileId : approval.sectionId === target.sectionId,
  );
}

interface ApprovalButtonsProps {
  onDecide: (decision: Approval['decision']) => void;
  /** Once this browser approved (a file's latest version, or a section), Approve shows "Approved" and cannot be pressed again. */
  target?: ApprovalTarget;
  fullWidth?: boolean;
  size?: 'medium' | 'large';
}

// On a phone both labels must fit on one line side by side: the icons give way first (see the stylesheet).
export function ApprovalButtons({ onDecide, target, fullWidth = false, size = 'large' }: ApprovalButtonsProps) {
  const sizeClass = size === 'large' ? ' cp-btn--lg' : '';
  const own = useOwnDecision(target);
  const isApproved = own.onLatest?.decision === 'approved';
  const version = target && 'version' in target ? target.version : null;
  return (
    <div className={fullWidth ? 'cp-approval-buttons cp-approval-buttons--full' : 'cp-approval-buttons'}>
      {isApproved ? (
        <button type="button" className={`cp-btn cp-btn--contained cp-btn--approved${sizeClass}`} disabled>
          <Icon name="CheckCircle" size={20} />
          Approved
        </button>
      ) : (
        <button type="button" className={`cp-btn cp-btn--contained${sizeClass}`} onClick={() => onDecide('approved')}>
          <Icon name="CheckCircleOutline" size={20} />
          {own.olderApproval && version !== null && !fullWidth ? `Approve version ${version}` : 'Approve'}
        </button>
      )}
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
  /** The receipt the client has just been given: brought into view. */
  revealReceiptId?: string | null;
  size?: 'medium' | 'large';
}

/** Receipts for one file or section, newest first, and the buttons to record a decision. */
export function ApprovalPanel({
  target,
  onDecide,
  hideButtons = false,
  revealReceiptId = null,
  size = 'large',
}: ApprovalPanelProps) {
  const { uuid, portal } = usePortal();
  const approvals = usePortalApprovals(uuid);
  const receipts = approvalsFor(approvals.data, target);
  const sectionTitle = (id: string | null) => portal.sections.find((section) => section.id === id)?.title || 'Section';
  const own = useOwnDecision(target);
  return (
    <div>
      {own.olderApproval && 'version' in target && (
        <p className="cp-body2 cp-older-approval" role="status">
          You approved version {own.olderApproval.fileVersion}; version {target.version} is newer.
        </p>
      )}
      {own.onLatest?.decision === 'approved' && 'version' in target && (
        <p className="cp-body2 cp-muted" style={{ marginBottom: 12 }}>
          You approved version {target.version}. Your receipt is below.
        </p>
      )}
      {receipts.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: a labelled group of receipts, not a fieldset of controls.
        <div
          className="cp-receipts"
          role="group"
          style={{ marginBottom: hideButtons ? 0 : 16 }}
          aria-label="Approval receipts"
        >
          {receipts.map((approval) => (
            <ApprovalReceipt
              key={approval.id}
              approval={approval}
              subject={sectionTitle(approval.sectionId)}
              reveal={approval.id === revealReceiptId}
            />
          ))}
        </div>
      )}
      {!hideButtons && (
        <>
          {receipts.length === 0 && (
            <p className="cp-body2 cp-muted" style={{ marginBottom: 12 }}>
              {'fileId' in target
                ? `Happy with this version? Approve it, or tell ${studioName(portal)} what to change.`
                : `Happy with this part? Approve it, or tell ${studioName(portal)} what to change.`}
            </p>
          )}
          <ApprovalButtons onDecide={onDecide} size={size} target={target} />
        </>
      )}
    </div>
  );
}
