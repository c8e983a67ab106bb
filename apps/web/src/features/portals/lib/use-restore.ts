import type { Portal } from '@clientdock/shared';
import { useState } from 'react';
import { limitProblem } from '@/lib/limit-problem';
import { useRestorePortal } from '../api/portal-lifecycle';
import type { RestoreProblem } from '../components/restore-problem';

/** Restores a portal and keeps a refusal (the plan's limit, usually) to show beside the list. */
export function useRestore(onRestored: (portal: Portal, asDraft: boolean) => void) {
  const restore = useRestorePortal();
  const [problem, setProblem] = useState<RestoreProblem | null>(null);
  const run = async (portalId: string, asDraft = false) => {
    setProblem(null);
    try {
      const portal = await restore.mutateAsync({ portalId, ...(asDraft ? { status: 'draft' as const } : {}) });
      onRestored(portal, asDraft);
    } catch (error) {
      setProblem({ portalId, ...limitProblem(error) });
    }
  };
  return {
    run,
    problem,
    clearProblem: () => setProblem(null),
    isPending: restore.isPending,
    pendingId: restore.variables?.portalId,
  };
}
