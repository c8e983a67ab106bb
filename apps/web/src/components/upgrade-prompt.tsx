import { PLAN_CATALOG, type PlanFeature, planMessages, requiredPlan } from '@clientdock/shared';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link } from 'react-router';

export const PLAN_TAB_PATH = '/dashboard/settings?tab=plan';

interface UpgradePromptProps {
  feature: PlanFeature;
  children: React.ReactNode;
  /** Team members work within their owner's plan: they are told whom to ask instead of offered an upgrade. */
  canUpgrade?: boolean;
  sx?: SxProps<Theme>;
}

/** Where a feature the plan lacks is met: what it needs and the way to the plan tab, never a dead end. */
export function UpgradePrompt({ feature, children, canUpgrade = true, sx }: UpgradePromptProps) {
  const planName = PLAN_CATALOG[requiredPlan(feature)].name;
  return (
    <Alert
      severity="info"
      // A standing explanation, not news: screen readers meet it in reading order.
      role="note"
      icon={<WorkspacePremiumOutlined fontSize="inherit" />}
      sx={sx}
      action={
        canUpgrade ? (
          <Button component={Link} to={PLAN_TAB_PATH} color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
            {planMessages.upgradeTo(planName)}
          </Button>
        ) : undefined
      }
    >
      {children}
    </Alert>
  );
}
