import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { ApprovalReceipt } from '@/components/approval-receipt';
import { errorMessage } from '@/lib/api-client';
import { useActivityApprovals, useActivityPortal } from '../api/activity-queries';
import { ActivityEmpty, ActivityError } from './activity-empty';

export function ApprovalsTab({ portalId }: { portalId: string }) {
  const approvals = useActivityApprovals(portalId);
  const portal = useActivityPortal(portalId);
  if (approvals.isPending) {
    return (
      <Stack spacing={2}>
        {[0, 1].map((key) => (
          <Skeleton key={key} variant="rounded" height={110} sx={{ borderRadius: 3 }} />
        ))}
      </Stack>
    );
  }
  if (approvals.isError) return <ActivityError message={errorMessage(approvals.error)} />;
  if (approvals.data.length === 0) {
    return (
      <ActivityEmpty
        icon={<TaskAltOutlined />}
        title="No approvals yet"
        description="When your client approves a file or a section, or asks for changes, the receipt appears here with the exact version they saw."
      />
    );
  }
  const sectionTitle = (id: string | null) =>
    portal.data?.sections.find((section) => section.id === id)?.title || 'Section';
  return (
    <Stack spacing={1.5}>
      {approvals.data.map((approval) => (
        <ApprovalReceipt key={approval.id} approval={approval} subject={sectionTitle(approval.sectionId)} />
      ))}
    </Stack>
  );
}
