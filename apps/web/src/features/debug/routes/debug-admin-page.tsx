import { hasPermission } from '@clientdock/shared';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageFrame } from '@/components/page-frame';
import { useCurrentUser } from '@/features/auth';
import { DoctorChecks } from '../components/doctor-checks';
import { FailedMailList } from '../components/failed-mail-list';
import { InstanceDiagnostics } from '../components/instance-diagnostics';

export default function DebugAdminPage() {
  const me = useCurrentUser();
  const isAdmin = me.userType === 'admin';
  // Without logs:read the server refuses the operator's tools; the diagnostics below say so once.
  const canReadLogs = hasPermission(me, 'logs:read');
  const view = {
    userType: me.userType,
    adminLevel: me.adminLevel,
    plan: me.plan,
    status: me.status,
    teamRole: me.teamRole,
    roleDisplayName: me.roleDisplayName,
    permissions: me.permissions,
    limits: me.limits,
    usage: me.usage,
    abilities: me.abilities,
  };
  return (
    <PageFrame
      title="Diagnostics"
      description={
        isAdmin
          ? 'Checks of this instance, the mail that failed, its version, database, storage, mail and scheduled jobs — and how the server sees your account.'
          : 'How the server sees your account — role, plan, limits and abilities — to explain why a menu item or action is or is not available.'
      }
    >
      <Stack spacing={3}>
        {canReadLogs && <DoctorChecks />}
        {canReadLogs && <FailedMailList />}
        {isAdmin && <InstanceDiagnostics />}
        <Card component="section" aria-labelledby="account-diagnostics">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="account-diagnostics" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
              Your account
            </Typography>
            <Box component="pre" aria-label="Account details" sx={{ m: 0, fontSize: 13, overflowX: 'auto' }}>
              {JSON.stringify(view, null, 2)}
            </Box>
          </CardContent>
        </Card>
      </Stack>
    </PageFrame>
  );
}
