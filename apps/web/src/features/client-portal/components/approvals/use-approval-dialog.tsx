import { useCallback, useState } from 'react';
import type { ApprovalDecision } from '../../api/types';
import { ApprovalDialog, type ApprovalTarget } from './approval-dialog';

/** One approval dialog per screen: open(target, decision), and render `dialog` somewhere. */
export function useApprovalDialog() {
  const [state, setState] = useState<{ target: ApprovalTarget; decision: ApprovalDecision } | null>(null);
  const open = useCallback((target: ApprovalTarget, decision: ApprovalDecision) => setState({ target, decision }), []);
  const close = useCallback(() => setState(null), []);
  const dialog = state ? (
    <ApprovalDialog target={state.target} decision={state.decision} onClose={close} onRecorded={close} />
  ) : null;
  return { open, dialog };
}
