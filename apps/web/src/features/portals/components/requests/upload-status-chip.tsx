import type { RequestItemStatus } from '@clientdock/shared';
import Chip from '@mui/material/Chip';

const LABELS: Record<RequestItemStatus, { label: string; color: 'default' | 'info' | 'success' | 'error' }> = {
  missing: { label: 'Not received', color: 'default' },
  submitted: { label: 'To review', color: 'info' },
  accepted: { label: 'Accepted', color: 'success' },
  rejected: { label: 'Rejected', color: 'error' },
};

/** An upload's or an item's review status. */
export function UploadStatusChip({ status }: { status: RequestItemStatus }) {
  const { label, color } = LABELS[status];
  return <Chip size="small" label={label} color={color} variant={status === 'missing' ? 'outlined' : 'filled'} />;
}
