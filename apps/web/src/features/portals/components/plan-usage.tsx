import type { Me } from '@clientdock/shared';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '@/lib/format';

export function isAtPortalLimit(me: Pick<Me, 'usage' | 'limits'>): boolean {
  return me.usage.activePortals >= me.limits.portals;
}

/** "2 of 3 active portals", from /api/me: the limit that creating or publishing a portal counts against. */
export function PlanUsage({ me }: { me: Pick<Me, 'usage' | 'limits' | 'plan' | 'userType'> }) {
  const labelId = useId();
  const { activePortals } = me.usage;
  const limit = me.limits.portals;
  const percent = limit > 0 ? Math.min(100, Math.round((activePortals / limit) * 100)) : 100;
  const isFull = activePortals >= limit;
  return (
    <Paper variant="outlined" component="section" aria-label="Plan usage" sx={{ borderRadius: 3, p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
          {formatNumber(activePortals)} of {formatNumber(limit)} active portals
        </Typography>
        {isFull && me.plan !== 'agency' && me.userType !== 'team_member' && (
          <Button component={Link} to="/pricing" size="small">
            Compare plans
          </Button>
        )}
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={isFull ? 'warning' : 'primary'}
        aria-labelledby={labelId}
        sx={{ height: 6, borderRadius: 3, mt: 1 }}
      />
      {isFull && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          Your plan’s active portals are all in use. Archive one or save new portals as drafts.
        </Typography>
      )}
    </Paper>
  );
}
