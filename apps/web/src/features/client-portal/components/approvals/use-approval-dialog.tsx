import { useCallback, useState } from 'react';
import type { Approval, ApprovalDecision } from '../../api/types';
import { ApprovalDialog, type ApprovalTarget } from './approval-dialog';

/**
 * One approval dialog per screen: open(target, decision), and render `dialog` somewhere. `recordedId` is the
 * receipt the client has just been given, to bring it into view.
 */
export function useApprovalDialog() {
  const [state, setState] = useState<{ target: ApprovalTarget; decision: ApprovalDecision } | null>(null);
  const [recordedId, setRecordedId] = useState<string | null>(null);
  const open = useCallback((target: ApprovalTarget, decision: ApprovalDecision) => setState({ target, decision }), []);
  const close = useCallback(() => setState(null), []);
  const recorded = useCallback((approval: Approval) => {
    setRecordedId(approval.id);
    setState(null);
  }, []);
  const dialog = state ? (
    <ApprovalDialog target={state.target} decision={state.decision} onClose={close} onRecorded={recorded} />
  ) : null;
  return { open, dialog, recordedId };
}
