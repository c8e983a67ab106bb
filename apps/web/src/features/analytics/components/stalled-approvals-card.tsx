import type { StalledPortal } from '@clientdock/shared';
import { STALLED_APPROVALS } from '@clientdock/shared';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useNoticeSnackbar } from '@/components/feedback';
import { RetryAlert } from '@/components/retry-alert';
import { errorMessage } from '@/lib/api-client';
import { useNudgePortal, useStalledApprovals } from '../api/stalled-approvals';
import { timeAgo, timeUntil } from '../lib/format';
import { NudgeDialog } from './nudge-dialog';
import { SectionCard } from './section-card';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Why a portal cannot be nudged right now, or null when it can. */
export function nudgeBlocker(portal: StalledPortal, now: Date = new Date()): string | null {
  if (portal.verifiedClients === 0) return 'No client has verified an email address on this portal yet';
  if (portal.nextNudgeAt && Date.parse(portal.nextNudgeAt) > now.getTime()) {
    return `Nudged ${timeAgo(portal.lastNudgedAt ?? portal.nextNudgeAt, now)}; you can nudge again in ${timeUntil(portal.nextNudgeAt, now)}`;
  }
  return null;
}

function StalledRow({ portal, onNudge }: { portal: StalledPortal; onNudge: () => void }) {
  const blocker = nudgeBlocker(portal);
  const details = [
    `${plural(portal.pendingFiles, 'file', 'files')} to approve`,
    `waiting ${plural(portal.daysWaiting, 'day', 'days')}`,
    plural(portal.verifiedClients, 'verified client', 'verified clients'),
  ].join(' · ');
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 1.5 }}>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Link
          component={RouterLink}
          to={`/dashboard/edit/${encodeURIComponent(portal.portalId)}?tab=activity&view=approvals`}
          underline="hover"
          sx={{ fontWeight: 600, display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {portal.name}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {details}
        </Typography>
      </Box>
      <Tooltip title={blocker ?? ''} disableHoverListener={!blocker} disableFocusListener={!blocker}>
        {/* A disabled button fires no events; the span lets its tooltip say why. */}
        <span>
          <Button
            variant="outlined"
            size="small"
            startIcon={<NotificationsActiveOutlined />}
            onClick={onNudge}
            disabled={blocker !== null}
            aria-label={`Nudge the clients of ${portal.name}`}
          >
            Nudge
          </Button>
        </span>
      </Tooltip>
    </Stack>
  );
}

/**
 * Portals clients looked at days ago without approving: the one insight worth acting on, with a reminder email
 * to the verified clients one click (and a confirmation) away.
 */
export function StalledApprovalsCard() {
  const days = STALLED_APPROVALS.defaultDays;
  const stalled = useStalledApprovals(days);
  const nudge = useNudgePortal();
  const [confirming, setConfirming] = useState<StalledPortal | null>(null);
  const { notify, snackbar } = useNoticeSnackbar();

  const send = async () => {
    if (!confirming) return;
    try {
      const result = await nudge.mutateAsync(confirming.portalId);
      notify(`Reminder sent to ${plural(result.sent, 'client', 'clients')} of ${confirming.name}`);
    } catch (error) {
      notify(errorMessage(error), 'error');
    } finally {
      setConfirming(null);
    }
  };

  let body: React.ReactNode;
  if (stalled.isPending) {
    body = (
      <Stack spacing={1.5} aria-label="Loading portals waiting for approval">
        <Skeleton variant="rounded" height={44} />
        <Skeleton variant="rounded" height={44} />
      </Stack>
    );
  } else if (stalled.isError) {
    body = <RetryAlert onRetry={() => stalled.refetch()}>{errorMessage(stalled.error)}</RetryAlert>;
  } else if (stalled.data.portals.length === 0) {
    body = (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1 }}>
        <TaskAltRounded color="success" />
        <Typography color="text.secondary">
          Nothing is stuck. No portal has waited {days} days or more for an approval after a client looked at it.
        </Typography>
      </Stack>
    );
  } else {
    body = (
      <Box>
        {stalled.data.portals.map((portal, index) => (
          <Fragment key={portal.portalId}>
            {index > 0 && <Divider />}
            <StalledRow portal={portal} onNudge={() => setConfirming(portal)} />
          </Fragment>
        ))}
      </Box>
    );
  }

  return (
    <SectionCard title="Waiting for approval" subtitle={`Viewed by clients, no approval for ${days}+ days`}>
      {body}
      <NudgeDialog
        portal={confirming}
        isSending={nudge.isPending}
        onConfirm={send}
        onClose={() => setConfirming(null)}
      />
      {snackbar}
    </SectionCard>
  );
}
