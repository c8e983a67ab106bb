import type { TeamInvitation } from '@clientdock/shared';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatDate } from '@/lib/format';
import { roleLabel, STATUS_LABELS } from '../lib/roles';
import { TeamListCard, TeamListRow } from './team-list-card';

interface InvitationsCardProps {
  invitations: TeamInvitation[];
  pendingId: string | null;
  onResend: (invitation: TeamInvitation) => void;
  onRevoke: (invitation: TeamInvitation) => void;
  onCopy: (invitation: TeamInvitation) => void;
}

const STATUS_COLORS = {
  pending: 'info',
  expired: 'warning',
  canceled: 'default',
  rejected: 'default',
  accepted: 'success',
} as const;

export function InvitationsCard({ invitations, pendingId, onResend, onRevoke, onCopy }: InvitationsCardProps) {
  const open = invitations.filter((i) => i.status === 'pending' || i.status === 'expired');
  return (
    <TeamListCard
      title="Invitations"
      description={
        open.length === 0
          ? 'No pending invitations. Invite a teammate and they appear here until they accept.'
          : 'Waiting for an answer. Links work for 7 days; resend one to give it 7 more.'
      }
    >
      {open.length > 0 &&
        open.map((invitation) => {
          const busy = pendingId === invitation.id;
          return (
            <TeamListRow
              key={invitation.id}
              label={invitation.email}
              main={
                <>
                  <MailOutlineRounded color="action" />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{invitation.email}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {roleLabel(invitation.role)} ·{' '}
                      {invitation.status === 'expired'
                        ? `Expired ${formatDate(invitation.expiresAt)}`
                        : `Expires ${formatDate(invitation.expiresAt)}`}
                    </Typography>
                  </Box>
                  <Chip
                    size="small"
                    label={STATUS_LABELS[invitation.status]}
                    color={STATUS_COLORS[invitation.status]}
                    variant="outlined"
                  />
                </>
              }
            >
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
                <Tooltip title="Copy invitation link">
                  <IconButton
                    aria-label={`Copy invitation link for ${invitation.email}`}
                    onClick={() => onCopy(invitation)}
                  >
                    <ContentCopyRounded fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Button size="small" onClick={() => onResend(invitation)} disabled={busy}>
                  Resend
                </Button>
                <Button size="small" color="error" onClick={() => onRevoke(invitation)} disabled={busy}>
                  Revoke
                </Button>
              </Stack>
            </TeamListRow>
          );
        })}
    </TeamListCard>
  );
}
