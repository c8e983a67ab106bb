import type { InvitableRole, TeamInvitation, TeamMember } from '@clientdock/shared';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { FeedbackProvider, useNotify } from '@/components/feedback';
import { PageFrame } from '@/components/page-frame';
import { RetryAlert } from '@/components/retry-alert';
import { ApiError, errorMessage } from '@/lib/api-client';
import { copyText } from '@/lib/clipboard';
import { useChangeMemberRole, useRemoveMember, useResendInvitation, useRevokeInvitation, useTeam } from '../api/team';
import { InvitationsCard } from '../components/invitations-card';
import { InviteDialog } from '../components/invite-dialog';
import { MembersCard } from '../components/members-card';
import { ROLE_SUMMARIES, roleLabel } from '../lib/roles';

const DESCRIPTION =
  'Invite teammates, choose each person’s role and keep an eye on pending invitations. Assign portals to editors and viewers from each portal’s Team tab.';

function TeamSkeleton() {
  return (
    <Stack spacing={3} role="status" aria-label="Loading your team">
      {[0, 1].map((card) => (
        <Card key={card}>
          <CardContent sx={{ p: 3 }}>
            <Skeleton variant="text" width={160} height={32} />
            <Skeleton variant="text" width="40%" />
            {[0, 1, 2].map((row) => (
              <Stack key={row} direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
                <Skeleton variant="circular" width={40} height={40} />
                <Box sx={{ flexGrow: 1 }}>
                  <Skeleton variant="text" width="30%" />
                  <Skeleton variant="text" width="50%" />
                </Box>
              </Stack>
            ))}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

function RoleGuide() {
  return (
    <Card component="aside" aria-label="What each role can do">
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Roles
        </Typography>
        <Stack spacing={2}>
          {(['owner', 'admin', 'editor', 'viewer'] as const).map((role) => (
            <div key={role}>
              <Typography sx={{ fontWeight: 600 }}>{roleLabel(role)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {ROLE_SUMMARIES[role]}
              </Typography>
            </div>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

function UpgradePrompt({ message }: { message: string }) {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <GroupsOutlined color="primary" sx={{ fontSize: 48, mb: 1 }} />
        <Typography variant="h6" component="h2" gutterBottom>
          Work on portals together
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 520, mx: 'auto', mb: 3 }}>
          {message}
        </Typography>
        <Button component={RouterLink} to="/dashboard/settings?tab=plan" variant="contained" size="large">
          See plans
        </Button>
      </CardContent>
    </Card>
  );
}

function TeamScreen() {
  const notify = useNotify();
  const team = useTeam();
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [revoking, setRevoking] = useState<TeamInvitation | null>(null);

  const data = team.data;
  const canManage = data?.canManage ?? false;

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      notify(success);
    } catch (error) {
      notify(errorMessage(error), 'error');
    }
  };

  let body: React.ReactNode;
  if (team.isPending) body = <TeamSkeleton />;
  else if (team.isError) {
    body =
      team.error instanceof ApiError && team.error.code === 'PLAN_REQUIRED' ? (
        <UpgradePrompt message={team.error.message} />
      ) : (
        <RetryAlert onRetry={() => team.refetch()}>{errorMessage(team.error)}</RetryAlert>
      );
  } else if (data) {
    body = (
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            {data.members.length <= 1 && canManage && (
              <Alert severity="info" icon={<GroupAddOutlined />}>
                It is just you for now. Invite an editor to build portals with you, or a viewer to follow along.
              </Alert>
            )}
            <MembersCard
              members={data.members}
              viewerRole={data.role}
              pendingMemberId={
                changeRole.isPending
                  ? (changeRole.variables?.memberId ?? null)
                  : remove.isPending
                    ? (remove.variables ?? null)
                    : null
              }
              onChangeRole={(member, role: InvitableRole) =>
                run(
                  () => changeRole.mutateAsync({ memberId: member.id, role }),
                  `${member.name} is now a ${roleLabel(role)}`,
                )
              }
              onRemove={setRemoving}
            />
            {canManage && (
              <InvitationsCard
                invitations={data.invitations}
                pendingId={
                  resend.isPending ? (resend.variables ?? null) : revoke.isPending ? (revoke.variables ?? null) : null
                }
                onResend={(invitation) =>
                  run(() => resend.mutateAsync(invitation.id), `Invitation sent again to ${invitation.email}`)
                }
                onRevoke={setRevoking}
                onCopy={(invitation) => run(() => copyText(invitation.url), 'Invitation link copied')}
              />
            )}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <RoleGuide />
        </Grid>
      </Grid>
    );
  }

  return (
    <PageFrame
      title="Team Management"
      description={DESCRIPTION}
      actions={
        canManage ? (
          <Button variant="contained" size="large" startIcon={<GroupAddOutlined />} onClick={() => setInviting(true)}>
            Invite teammate
          </Button>
        ) : undefined
      }
    >
      {body}
      <InviteDialog
        open={inviting}
        canInviteAdmins={data?.role === 'owner'}
        onClose={() => setInviting(false)}
        onInvited={(email) => notify(`Invitation sent to ${email}`)}
      />
      <Dialog open={Boolean(removing)} onClose={() => setRemoving(null)} aria-labelledby="remove-member-title">
        <DialogTitle id="remove-member-title">
          {removing?.isYou ? 'Leave this team?' : `Remove ${removing?.name}?`}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {removing?.isYou
              ? 'You lose access to the team’s portals. The portals you made stay with the team.'
              : 'They lose access to the team’s portals straight away. The portals they made stay with the team.'}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button color="inherit" onClick={() => setRemoving(null)}>
            Cancel
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={remove.isPending}
            onClick={async () => {
              const member = removing;
              setRemoving(null);
              if (member)
                await run(
                  () => remove.mutateAsync(member.id),
                  member.isYou ? 'You left the team' : `${member.name} removed`,
                );
            }}
          >
            {removing?.isYou ? 'Leave team' : 'Remove'}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={Boolean(revoking)} onClose={() => setRevoking(null)} aria-labelledby="revoke-title">
        <DialogTitle id="revoke-title">Revoke this invitation?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The link sent to {revoking?.email} stops working. You can invite them again later.
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button color="inherit" onClick={() => setRevoking(null)}>
            Cancel
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={async () => {
              const invitation = revoking;
              setRevoking(null);
              if (invitation)
                await run(() => revoke.mutateAsync(invitation.id), `Invitation to ${invitation.email} revoked`);
            }}
          >
            Revoke
          </Button>
        </DialogActions>
      </Dialog>
    </PageFrame>
  );
}

export default function TeamPage() {
  return (
    <FeedbackProvider>
      <TeamScreen />
    </FeedbackProvider>
  );
}
