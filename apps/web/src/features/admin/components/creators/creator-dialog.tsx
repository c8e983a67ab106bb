import {
  type AdminCreator,
  type AdminCreatorUpdate,
  type AdminLevel,
  PERMISSION_LABELS,
  PERMISSIONS,
  type Permission,
  PLAN_IDS,
  type PlanId,
} from '@clientdock/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { planLabel, roleLabel } from '../../lib/account-labels';
import { AccountStatusChip } from './account-status-chip';

type Access = 'creator' | 'admin';

interface CreatorDialogProps {
  creator: AdminCreator | null;
  isYou: boolean;
  /** Only a super admin changes roles, levels and permissions, or an admin's status. */
  canChangeRoles: boolean;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onSave: (patch: AdminCreatorUpdate) => void;
  onApprove: () => void;
  onSuspend: () => void;
  onReactivate: () => void;
}

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {value}
      </Typography>
    </Box>
  );
}

/** What the form started from and what it holds now; the save sends only what changed. */
function changes(creator: AdminCreator, plan: PlanId, access: Access, level: AdminLevel, permissions: Permission[]) {
  const patch: AdminCreatorUpdate = {};
  if (plan !== creator.plan) patch.plan = plan;
  const wasAdmin = creator.userType === 'admin';
  if (access === 'admin' && !wasAdmin) Object.assign(patch, { userType: 'admin', adminLevel: level });
  if (access === 'creator' && wasAdmin) patch.userType = 'creator';
  if (access === 'admin' && wasAdmin && level !== creator.adminLevel) patch.adminLevel = level;
  const sorted = [...permissions].sort().join();
  if (access === 'admin' && level === 'standard' && sorted !== [...creator.permissions].sort().join()) {
    patch.permissions = permissions;
  }
  return patch;
}

function StatusSection(props: CreatorDialogProps & { creator: AdminCreator }) {
  const { creator, isYou, canChangeRoles, busy, onApprove, onSuspend, onReactivate } = props;
  const protectedAdmin = creator.userType === 'admin' && !canChangeRoles;
  const blocked = isYou || protectedAdmin;
  const text = {
    pending: 'Signed up and waiting for approval. Approving lets them in and emails them.',
    active: 'Can sign in and use ClientDock.',
    suspended: 'Signed out and cannot sign in. Their portals stay as they are.',
  }[creator.status];
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h3">
        Account status
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
      {blocked ? (
        <Typography variant="body2" color="text.secondary">
          {isYou
            ? 'This is your own account: another admin changes its status.'
            : 'Only a super admin changes the status of an admin.'}
        </Typography>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {creator.status === 'pending' && (
            <Button variant="contained" onClick={onApprove} disabled={busy}>
              Approve
            </Button>
          )}
          {creator.status === 'suspended' ? (
            <Button variant="contained" onClick={onReactivate} disabled={busy}>
              Reactivate
            </Button>
          ) : (
            <Button variant="outlined" color="error" onClick={onSuspend} disabled={busy}>
              Suspend account
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}

function DialogBody(props: CreatorDialogProps & { creator: AdminCreator }) {
  const { creator, isYou, canChangeRoles, busy, error, onClose, onSave } = props;
  const [plan, setPlan] = useState<PlanId>(creator.plan);
  const [access, setAccess] = useState<Access>(creator.userType === 'admin' ? 'admin' : 'creator');
  const [level, setLevel] = useState<AdminLevel>(creator.adminLevel ?? 'standard');
  const [permissions, setPermissions] = useState<Permission[]>(
    creator.permissions.filter((p): p is Permission => (PERMISSIONS as readonly string[]).includes(p)),
  );
  const patch = changes(creator, plan, access, level, permissions);
  const isTeamMember = creator.userType === 'team_member';
  const canEditRole = canChangeRoles && !isYou && !isTeamMember;
  const togglePermission = (permission: Permission, on: boolean) =>
    setPermissions((current) => (on ? [...current, permission] : current.filter((p) => p !== permission)));

  return (
    <>
      <DialogTitle sx={{ pb: 0 }}>{creator.name || creator.email}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {creator.email}
        </Typography>
        <Stack spacing={3} sx={{ pt: 2.5 }}>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}>
            <Fact label="Status" value={<AccountStatusChip status={creator.status} />} />
            <Fact label="Role" value={roleLabel(creator)} />
            <Fact label="Plan" value={planLabel(creator.plan)} />
            <Fact label="Portals" value={formatNumber(creator.portals)} />
            <Fact label="Joined" value={formatDate(creator.createdAt)} />
            <Fact label="Last sign-in" value={creator.lastLogin ? formatDateTime(creator.lastLogin) : 'Never'} />
          </Box>
          <Divider />
          <StatusSection {...props} />
          <Divider />
          <Stack spacing={1.5}>
            <Typography variant="subtitle2" component="h3">
              Plan
            </Typography>
            <TextField
              select
              label="Plan"
              size="small"
              value={plan}
              onChange={(event) => setPlan(event.target.value as PlanId)}
              disabled={isTeamMember || busy}
              helperText={
                isTeamMember
                  ? 'Team members work under their team owner’s plan.'
                  : 'Takes effect at once; a lower plan must fit the account’s active portals.'
              }
              sx={{ maxWidth: 320 }}
            >
              {PLAN_IDS.map((id) => (
                <MenuItem key={id} value={id}>
                  {planLabel(id)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Divider />
          <Stack spacing={1.5}>
            <Typography variant="subtitle2" component="h3">
              Admin access
            </Typography>
            {!canEditRole && (
              <Typography variant="body2" color="text.secondary">
                {isYou
                  ? 'This is your own account: another super admin changes its access.'
                  : isTeamMember
                    ? 'Team members get their role from their team.'
                    : 'Only a super admin gives or takes admin access.'}
              </Typography>
            )}
            <TextField
              select
              label="Access"
              size="small"
              value={access}
              onChange={(event) => setAccess(event.target.value as Access)}
              disabled={!canEditRole || busy}
              sx={{ maxWidth: 320 }}
            >
              <MenuItem value="creator">{isTeamMember ? 'Team member' : 'Creator (no admin access)'}</MenuItem>
              <MenuItem value="admin">Admin</MenuItem>
            </TextField>
            {access === 'admin' && (
              <TextField
                select
                label="Admin level"
                size="small"
                value={level}
                onChange={(event) => setLevel(event.target.value as AdminLevel)}
                disabled={!canEditRole || busy}
                helperText={
                  level === 'super' ? 'A super admin can do everything.' : 'A standard admin has the permissions below.'
                }
                sx={{ maxWidth: 320 }}
              >
                <MenuItem value="super">Super admin</MenuItem>
                <MenuItem value="standard">Standard admin</MenuItem>
              </TextField>
            )}
            {access === 'admin' && level === 'standard' && (
              <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }} disabled={!canEditRole || busy}>
                <FormLabel component="legend" sx={{ typography: 'body2', mb: 0.5 }}>
                  Permissions
                </FormLabel>
                <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
                  {PERMISSIONS.map((permission) => (
                    <FormControlLabel
                      key={permission}
                      control={
                        <Checkbox
                          size="small"
                          checked={permissions.includes(permission)}
                          onChange={(event) => togglePermission(permission, event.target.checked)}
                        />
                      }
                      label={<Typography variant="body2">{PERMISSION_LABELS[permission]}</Typography>}
                    />
                  ))}
                </FormGroup>
              </Box>
            )}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button color="inherit" onClick={onClose}>
          Close
        </Button>
        <Button variant="contained" disabled={busy || Object.keys(patch).length === 0} onClick={() => onSave(patch)}>
          Save changes
        </Button>
      </DialogActions>
    </>
  );
}

/** One account up close: its status actions, plan and admin access. Full screen on a phone. */
export function CreatorDialog(props: CreatorDialogProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const { creator, onClose, busy } = props;
  return (
    <Dialog open={Boolean(creator)} onClose={busy ? undefined : onClose} fullScreen={isPhone} fullWidth maxWidth="sm">
      {creator && <DialogBody key={creator.id} {...props} creator={creator} />}
    </Dialog>
  );
}
