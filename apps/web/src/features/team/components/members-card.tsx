import type { InvitableRole, TeamMember, TeamRole } from '@clientdock/shared';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { getInitials } from '@/lib/format';
import { canChangeMember, roleLabel } from '../lib/roles';
import { TeamListCard, TeamListRow } from './team-list-card';

interface MembersCardProps {
  members: TeamMember[];
  viewerRole: TeamRole | null;
  pendingMemberId: string | null;
  onChangeRole: (member: TeamMember, role: InvitableRole) => void;
  onRemove: (member: TeamMember) => void;
}

function portalsLabel(member: TeamMember): string {
  if (member.role === 'owner' || member.role === 'admin') return 'All team portals';
  if (member.assignedPortals === 0) return 'No portals assigned yet';
  return `${member.assignedPortals} portal${member.assignedPortals === 1 ? '' : 's'} assigned`;
}

export function MembersCard({ members, viewerRole, pendingMemberId, onChangeRole, onRemove }: MembersCardProps) {
  const roles: InvitableRole[] = viewerRole === 'owner' ? ['admin', 'editor', 'viewer'] : ['editor', 'viewer'];
  return (
    <TeamListCard
      title="Members"
      description={`${members.length} ${members.length === 1 ? 'person' : 'people'} in this team.`}
    >
      {members.map((member) => {
        const editable = canChangeMember(viewerRole, member);
        const busy = pendingMemberId === member.id;
        return (
          <TeamListRow
            key={member.id}
            label={member.name}
            main={
              <>
                <Avatar sx={{ bgcolor: 'primary.main', width: 40, height: 40, fontSize: '0.95rem' }}>
                  {getInitials(member.name)}
                </Avatar>
                <Box sx={{ minWidth: 0 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{member.name}</Typography>
                    {member.isYou && <Chip label="You" size="small" variant="outlined" />}
                  </Stack>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {member.email} · {portalsLabel(member)}
                  </Typography>
                </Box>
              </>
            }
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end', flexShrink: 0 }}>
              {editable ? (
                <TextField
                  select
                  size="small"
                  label="Role"
                  value={member.role}
                  disabled={busy}
                  onChange={(event) => onChangeRole(member, event.target.value as InvitableRole)}
                  sx={{ minWidth: 170 }}
                  slotProps={{ htmlInput: { 'aria-label': `Role of ${member.name}` } }}
                >
                  {(roles.includes(member.role as InvitableRole)
                    ? roles
                    : [member.role as InvitableRole, ...roles]
                  ).map((role) => (
                    <MenuItem key={role} value={role}>
                      {roleLabel(role)}
                    </MenuItem>
                  ))}
                </TextField>
              ) : (
                <Chip
                  label={roleLabel(member.role)}
                  color={member.role === 'owner' ? 'primary' : 'default'}
                  variant={member.role === 'owner' ? 'filled' : 'outlined'}
                />
              )}
              {editable && (
                <Tooltip title={member.isYou ? 'Leave team' : 'Remove from team'}>
                  <span>
                    <IconButton
                      aria-label={member.isYou ? 'Leave team' : `Remove ${member.name}`}
                      onClick={() => onRemove(member)}
                      disabled={busy}
                      size="large"
                    >
                      <PersonRemoveOutlined fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              )}
            </Stack>
          </TeamListRow>
        );
      })}
    </TeamListCard>
  );
}
