import { type Me, PLAN_CATALOG } from '@clientdock/shared';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { formatMegabytes, formatNumber } from '@/lib/format';

export function usagePercent(used: number, limit: number): number {
  if (limit <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.round((used / limit) * 100));
}

export function PlanCard({ me }: { me: Me }) {
  const plan = PLAN_CATALOG[me.plan];
  const isTeamMember = me.userType === 'team_member';
  const { activePortals } = me.usage;
  const percent = usagePercent(activePortals, me.limits.portals);
  return (
    <Card component="section" aria-label="Your plan">
      <CardContent sx={{ p: 3 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h6" component="h2">
            {isTeamMember ? 'Your team role' : `${plan.name} plan`}
          </Typography>
          <Chip label={me.roleDisplayName} color="primary" variant="outlined" size="small" />
        </Stack>
        {!isTeamMember && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {plan.priceLabel} {plan.period}
          </Typography>
        )}
        <Typography variant="body2" sx={{ mb: 1 }} id="portal-usage-label">
          {formatNumber(activePortals)} of {formatNumber(me.limits.portals)} active portals used
        </Typography>
        <LinearProgress
          variant="determinate"
          value={percent}
          color={percent >= 100 ? 'warning' : 'primary'}
          aria-labelledby="portal-usage-label"
          sx={{ height: 8, borderRadius: 4, mb: 2 }}
        />
        <Typography variant="body2" color="text.secondary">
          Files up to {formatMegabytes(me.limits.fileSizeMb)} each
        </Typography>
        {me.plan !== 'agency' && !isTeamMember && (
          <Button component={Link} to="/dashboard/settings?tab=plan" size="small" sx={{ mt: 2, ml: -1 }}>
            Compare plans
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
