import { usePortalApprovals } from '../../api/portal-queries';
import type { PublicFile } from '../../api/types';
import { usePortal } from '../portal-context';
import { Icon, type IconName } from '../ui/icons';
import { reviewState } from './file-status';

const LOOKS: Record<string, { className: string; icon: IconName }> = {
  in_review: { className: 'cp-chip cp-chip--review', icon: 'Schedule' },
  changes_requested: { className: 'cp-chip cp-chip--warning', icon: 'EditNote' },
  approved: { className: 'cp-chip cp-chip--success', icon: 'CheckCircle' },
};

/** "In review", "Changes requested" or "Approved v2": where the latest version of a file stands. */
export function ReviewChip({ file, size }: { file: PublicFile; size?: 'md' }) {
  const { uuid } = usePortal();
  const approvals = usePortalApprovals(uuid);
  if (!approvals.data) return null;
  const { status, version } = reviewState(file, approvals.data);
  const look = LOOKS[status] ?? LOOKS.in_review!;
  const label =
    status === 'approved' ? `Approved v${version}` : status === 'changes_requested' ? 'Changes requested' : 'In review';
  return (
    <span className={size === 'md' ? `${look.className} cp-chip--md` : look.className} data-review-status={status}>
      <Icon name={look.icon} />
      {label}
    </span>
  );
}
