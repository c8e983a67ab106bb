import { ApprovalPanel } from '../approvals/approval-panel';
import { useApprovalDialog } from '../approvals/use-approval-dialog';

/** Approve / Request changes for a whole section (hero, content, gallery). */
export function SectionApproval({
  sectionId,
  label,
  divider = true,
}: {
  sectionId: string;
  label: string;
  divider?: boolean;
}) {
  const { open, dialog } = useApprovalDialog();
  const target = { sectionId, label };
  return (
    <div className={divider ? 'cp-section-approval' : undefined}>
      <ApprovalPanel target={target} onDecide={(decision) => open(target, decision)} size="medium" />
      {dialog}
    </div>
  );
}
