import type { RequestItemStatus, RequestUploadStatus } from '@clientdock/shared';
import { RequestIcon, type RequestIconName } from './request-icons';

const LOOKS: Record<RequestItemStatus, { label: string; className: string; icon: RequestIconName }> = {
  missing: { label: 'Missing', className: 'cp-chip cp-chip--md', icon: 'Missing' },
  submitted: { label: 'Waiting for review', className: 'cp-chip cp-chip--md cp-chip--review', icon: 'Waiting' },
  accepted: { label: 'Accepted', className: 'cp-chip cp-chip--md cp-chip--success', icon: 'Accepted' },
  rejected: { label: 'Rejected', className: 'cp-chip cp-chip--md cp-chip--warning', icon: 'Rejected' },
};

export function ItemStatusChip({ status }: { status: RequestItemStatus }) {
  const look = LOOKS[status];
  return (
    <span className={look.className} data-request-status={status}>
      <RequestIcon name={look.icon} />
      {look.label}
    </span>
  );
}

export function UploadStatusChip({ status }: { status: RequestUploadStatus }) {
  const look = LOOKS[status];
  return (
    <span className={look.className.replace(' cp-chip--md', '')} data-upload-status={status}>
      {look.label}
    </span>
  );
}
