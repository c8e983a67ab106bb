import type { AccessType, PortalStatus } from '@clientdock/shared';
import AlternateEmailRounded from '@mui/icons-material/AlternateEmailRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import PinRounded from '@mui/icons-material/PinRounded';
import Chip from '@mui/material/Chip';
import { ACCESS_TYPE_INFO, STATUS_COLORS, STATUS_LABELS } from '../lib/labels';

export function StatusChip({ status }: { status: PortalStatus }) {
  return (
    <Chip
      size="small"
      label={STATUS_LABELS[status]}
      color={STATUS_COLORS[status]}
      variant={status === 'active' ? 'filled' : 'outlined'}
    />
  );
}

const ACCESS_ICONS = {
  link: <LinkRounded fontSize="small" />,
  pin: <PinRounded fontSize="small" />,
  email: <AlternateEmailRounded fontSize="small" />,
} as const;

export function AccessChip({ accessType }: { accessType: AccessType }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={ACCESS_ICONS[accessType]}
      label={ACCESS_TYPE_INFO[accessType].label}
      aria-label={`Access: ${ACCESS_TYPE_INFO[accessType].label}`}
    />
  );
}
