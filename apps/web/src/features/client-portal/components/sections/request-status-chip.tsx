import type { RequestItemStatus, RequestUploadStatus } from '@clientdock/shared';
import { RequestIcon, type RequestIconName } from './request-icons';

const LOOKS: Record<RequestItemStatus, { label: string; className: string; icon: RequestIconName }> = {
  missing: { label: 'Missing', className: 'cp-chip cp-chip--md', icon: 'Missing' },
  submitted: { label: 'Waiting for review', className: 'cp-chip cp-chip--md cp-chip--review', icon: 'Waiting' },
  accepted: { label: 'Accepted', className: 'cp-chip cp-chip--md cp-chip--success', icon: 'Accepted' },
  rejected: { label: 'Rejected', className: 'cp-chip cp-chip--md cp-chip--warning', icon: 'Rejected' },
};

/** An optional item nobody sent anything for is not missing: it reads 'Not sent'. */
export function ItemStatusChip({ status, required = true }: { status: RequestItemStatus; required?: boolean }) {
  const look = LOOKS[status];
  return (
    <span className={look.className} data-request-status={status}>
      <RequestIcon name={look.icon} />
      {status === 'missing' && !required ? 'Not sent' : look.label}
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
