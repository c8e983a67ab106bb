import { displayNameOf, type InvitationPreview } from '@clientdock/shared';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { meQueryKey, useSession, useSignOut } from '@/features/auth';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { registerForInvitation, useAcceptInvitation, useInvitationPreview } from '../api/team';
import { JoinForm } from '../components/join-form';
import { ROLE_SUMMARIES, roleLabel } from '../lib/roles';

const TITLE_ID = 'accept-invitation-title';

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <Card component="section" aria-labelledby={TITLE_ID} sx={{ width: '100%', maxWidth: 480 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <GroupsOutlined color="primary" sx={{ fontSize: 40, mb: 1 }} />
          <Typography id={TITLE_ID} variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}

function Summary({ invitation }: { invitation: InvitationPreview }) {
  return (
    <Stack spacing={1.5} sx={{ mb: 3 }}>
      <Typography color="text.secondary">
        {invitation.invitedBy ?? 'A ClientDock creator'} invited <strong>{invitation.email}</strong> to join{' '}
        <strong>{invitation.teamName}</strong>.
      </Typography>
      <Box>
        <Chip label={roleLabel(invitation.role)} color="primary" variant="outlined" size="small" sx={{ mr: 1 }} />
        <Typography component="span" variant="body2" color="text.secondary">
          {ROLE_SUMMARIES[invitation.role]}
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary">
        Valid until {formatDate(invitation.expiresAt)}.
      </Typography>
    </Stack>
  );
}

const CLOSED: Record<string, { title: string; text: string }> = {
  expired: { title: 'This invitation has expired', text: 'Ask the person who invited you to send it again.' },
  canceled: { title: 'This invitation was withdrawn', text: 'Ask the person who invited you for a new one.' },
  rejected: { title: 'This invitation was declined', text: 'Ask the person who invited you for a new one.' },
  accepted: { title: 'You already joined this team', text: 'Sign in to see the portals assigned to you.' },
};

export default function AcceptInvitationPage() {
  const [searchParams] = useSearchParams();
  const invitationId = searchParams.get('id');
  // The mailed link's token proves the invited address; without it only a confirmed address may join.
  const token = searchParams.get('token') ?? undefined;
  const preview = useInvitationPreview(invitationId);
  const session = useSession();
  const signOut = useSignOut();
  const accept = useAcceptInvitation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [joinError, setJoinError] = useState<string | null>(null);
  const [isRegistering, setRegistering] = useState(false);
  const here = `/team/accept-invitation?id=${encodeURIComponent(invitationId ?? '')}${
    token ? `&token=${encodeURIComponent(token)}` : ''
  }`;

  if (!invitationId) {
    return (
      <Frame title="Invitation link incomplete">
        <Typography color="text.secondary">
          This link is missing its invitation. Open the link from your invitation email again.
        </Typography>
      </Frame>
    );
  }
  if (preview.isPending || session.status === 'loading') {
    return (
      <Frame title="Join a team">
        <Stack spacing={1} role="status" aria-label="Loading the invitation">
          <Skeleton variant="text" width="90%" />
          <Skeleton variant="text" width="60%" />
          <Skeleton variant="rounded" height={48} sx={{ mt: 2 }} />
        </Stack>
      </Frame>
    );
  }
  if (preview.isError) {
    const isMissing = preview.error instanceof ApiError && preview.error.status === 404;
    return (
      <Frame title={isMissing ? 'Invitation not found' : 'Could not load this invitation'}>
        <Typography color="text.secondary">{errorMessage(preview.error)}</Typography>
      </Frame>
    );
  }
  const invitation = preview.data;
  const closed = CLOSED[invitation.status];
  if (closed) {
    return (
      <Frame title={closed.title}>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {closed.text}
        </Typography>
        <Button component={RouterLink} to={session.status === 'active' ? '/dashboard' : '/login'} variant="contained">
          {session.status === 'active' ? 'Go to dashboard' : 'Sign in'}
        </Button>
      </Frame>
    );
  }

  const join = async () => {
    setJoinError(null);
    try {
      const joined = await accept.mutateAsync({ invitationId: invitation.id, token });
      await queryClient.refetchQueries({ queryKey: meQueryKey });
      void navigate(joined.role === 'admin' ? '/dashboard/portals' : '/dashboard/assigned', { replace: true });
    } catch (error) {
      setJoinError(errorMessage(error));
    }
  };

  const register = async (input: { firstName: string; lastName: string; password: string }) => {
    setJoinError(null);
    setRegistering(true);
    try {
      const name = displayNameOf({ firstName: input.firstName, lastName: input.lastName });
      await registerForInvitation({ name, email: invitation.email, password: input.password });
      await join();
    } catch (error) {
      setJoinError(errorMessage(error));
    } finally {
      setRegistering(false);
    }
  };

  if (session.status === 'active') {
    const matches = session.me.email.toLowerCase() === invitation.email.toLowerCase();
    return (
      <Frame title={`Join ${invitation.teamName}`}>
        <Summary invitation={invitation} />
        {matches && !token && !session.me.emailVerified ? (
          <Alert severity="info">
            To join, show that {invitation.email} is yours: open this page from the link in the invitation mail sent to
            that address, or confirm your email address in your settings first.
          </Alert>
        ) : matches ? (
          <Stack spacing={2}>
            {joinError && <Alert severity="error">{joinError}</Alert>}
            <Button variant="contained" size="large" onClick={join} disabled={accept.isPending}>
              {accept.isPending ? 'Joining…' : 'Join team'}
            </Button>
          </Stack>
        ) : (
          <Stack spacing={2}>
            <Alert severity="warning">
              You are signed in as {session.me.email}. This invitation is for {invitation.email}: sign out, then open
              the link again and sign in with that address.
            </Alert>
            <Button variant="outlined" onClick={() => void signOut()}>
              Sign out
            </Button>
          </Stack>
        )}
      </Frame>
    );
  }

  if (invitation.hasAccount) {
    return (
      <Frame title={`Join ${invitation.teamName}`}>
        <Summary invitation={invitation} />
        <Button
          component={RouterLink}
          to={`/login?redirect=${encodeURIComponent(here)}`}
          variant="contained"
          size="large"
          fullWidth
        >
          Sign in to join
        </Button>
      </Frame>
    );
  }

  return (
    <Frame title={`Join ${invitation.teamName}`}>
      <Summary invitation={invitation} />
      <JoinForm
        email={invitation.email}
        isPending={isRegistering || accept.isPending}
        error={joinError}
        onSubmit={(input) => void register(input)}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to={`/login?redirect=${encodeURIComponent(here)}`}>
          Sign in to join
        </Link>
      </Typography>
    </Frame>
  );
}
