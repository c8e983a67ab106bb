import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { PageFrame } from '@/components/page-frame';
import { useCurrentUser } from '@/features/auth';

export default function DebugAdminPage() {
  const me = useCurrentUser();
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
      title="Account diagnostics"
      description="How the server sees your account — role, plan, limits and abilities — to explain why a menu item or action is or is not available."
      maxWidth="md"
    >
      <Card>
        <CardContent>
          <Box component="pre" aria-label="Account details" sx={{ m: 0, fontSize: 13, overflowX: 'auto' }}>
            {JSON.stringify(view, null, 2)}
          </Box>
        </CardContent>
      </Card>
    </PageFrame>
  );
}
