import { usePortalApprovals } from '../../api/portal-queries';
import type { Approval } from '../../api/types';
import { isOwnReceipt } from '../../lib/own-receipts';
import { usePortal } from '../portal-context';
import type { ApprovalTarget } from './approval-dialog';

export interface OwnDecision {
  /** This browser's newest decision on the file's latest version. */
  onLatest: Approval | undefined;
  /** This browser's newest approval of an older version, when it has not decided on the latest. */
  olderApproval: Approval | undefined;
}

const NONE: OwnDecision = { onLatest: undefined, olderApproval: undefined };

/** Where this browser's own decisions on a file or a section stand (receipts are newest first). */
export function useOwnDecision(target: ApprovalTarget | undefined): OwnDecision {
  const { uuid } = usePortal();
  const approvals = usePortalApprovals(uuid);
  if (!target || !approvals.data) return NONE;
  if ('sectionId' in target) {
    // A section has no versions: this browser's newest decision on it is where it stands.
    const onLatest = approvals.data.find(
      (approval) => approval.sectionId === target.sectionId && isOwnReceipt(uuid, approval),
    );
    return { onLatest, olderApproval: undefined };
  }
  const mine = approvals.data.filter((approval) => approval.fileId === target.fileId && isOwnReceipt(uuid, approval));
  const onLatest = mine.find((approval) => approval.appliesToLatest);
  const olderApproval = onLatest
    ? undefined
    : mine.find((approval) => !approval.appliesToLatest && approval.decision === 'approved');
  return { onLatest, olderApproval };
}
