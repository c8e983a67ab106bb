import { ACCOUNT_STATUS_LABELS, type AccountStatus } from '@clientdock/shared';
import Chip from '@mui/material/Chip';
import { STATUS_COLORS } from '../../lib/account-labels';

export function AccountStatusChip({ status }: { status: AccountStatus }) {
  return (
    <Chip
      size="small"
      label={ACCOUNT_STATUS_LABELS[status]}
      color={STATUS_COLORS[status]}
      variant={status === 'active' ? 'outlined' : 'filled'}
    />
  );
}
