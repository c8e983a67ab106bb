import { PLAN_CATALOG, type PlanFeature, requiredPlan } from '@clientdock/shared';
import Chip from '@mui/material/Chip';

/** "Pro" or "Agency" beside something the plan does not include; its meaning is said in words next to it. */
export function PlanBadge({ feature }: { feature: PlanFeature }) {
  return (
    <Chip
      label={PLAN_CATALOG[requiredPlan(feature)].name}
      size="small"
      color="primary"
      variant="outlined"
      aria-hidden
      sx={{ height: 20, fontSize: 12, fontWeight: 600, ml: 1 }}
    />
  );
}
