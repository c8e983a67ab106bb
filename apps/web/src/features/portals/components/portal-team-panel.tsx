import { getRoleDisplayName, type Portal } from '@clientdock/shared';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { usePortalAssignments, useSetPortalAssignments } from '../api/assignments';
import { useNotify } from './feedback';

const roleName = (role: string) => getRoleDisplayName({ userType: 'team_member', teamRole: role });

/** Who works on this portal: team editors and viewers reach only the portals assigned to them. */
export function PortalTeamPanel({ portal }: { portal: Portal }) {
  const notify = useNotify();
  const assignments = usePortalAssignments(portal.id);
  const save = useSetPortalAssignments(portal.id);
  const [chosen, setChosen] = useState<Set<string>>(new Set());

  useEffect(() => {
    if (assignments.data) {
      setChosen(new Set(assignments.data.members.filter((m) => m.assigned).map((m) => m.memberId)));
    }
  }, [assignments.data]);

  if (assignments.isPending) {
    return (
      <Card>
        <CardContent sx={{ p: 3 }} role="status" aria-label="Loading the team">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={44} sx={{ mb: 1.5 }} />
          ))}
        </CardContent>
      </Card>
    );
  }
  if (assignments.isError) return <Alert severity="error">{errorMessage(assignments.error)}</Alert>;

  const members = assignments.data.members;
  if (members.length === 0) {
    return (
      <Card>
        <CardContent sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
          <GroupAddOutlined color="primary" sx={{ fontSize: 40, mb: 1 }} />
          <Typography variant="h6" component="h2" gutterBottom>
            No teammates yet
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 480, mx: 'auto' }}>
            Invite editors and viewers from Team Management, then choose here who works on this portal.
          </Typography>
          <Button component={RouterLink} to="/dashboard/team" variant="outlined">
            Go to Team Management
          </Button>
        </CardContent>
      </Card>
    );
  }

  const saved = new Set(members.filter((m) => m.assigned).map((m) => m.memberId));
  const isDirty = saved.size !== chosen.size || [...chosen].some((id) => !saved.has(id));
  const toggle = (memberId: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(memberId)) next.delete(memberId);
      else next.add(memberId);
      return next;
    });

  const submit = async () => {
    try {
      await save.mutateAsync([...chosen]);
      notify('Team access saved');
    } catch (error) {
      notify(errorMessage(error), 'error');
    }
  };

  return (
    <Card component="section" aria-labelledby="portal-team-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id="portal-team-title" variant="h6" component="h2">
          Who works on this portal
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 640 }}>
          Editors can change the portals assigned to them; viewers can only look. Team admins reach every portal.
        </Typography>
        <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
          {members.map((member) => {
            const reachesAll = member.role === 'admin';
            return (
              <FormControlLabel
                key={member.memberId}
                sx={{ py: 1, mx: 0, alignItems: 'center' }}
                control={
                  <Checkbox
                    checked={reachesAll || chosen.has(member.memberId)}
                    disabled={reachesAll}
                    onChange={() => toggle(member.memberId)}
                  />
                }
                label={
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>{member.name}</Typography>
                    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {member.email}
                      </Typography>
                      <Chip size="small" variant="outlined" label={roleName(member.role)} />
                      {reachesAll && (
                        <Typography variant="caption" color="text.secondary">
                          Reaches every portal
                        </Typography>
                      )}
                    </Stack>
                  </Box>
                }
              />
            );
          })}
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
          <Button variant="contained" onClick={submit} disabled={!isDirty || save.isPending}>
            {save.isPending ? 'Saving…' : 'Save team access'}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
