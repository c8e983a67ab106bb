import { PLAN_CATALOG, type PlanFeature, planMessages, requiredPlan } from '@clientdock/shared';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
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
      sx={[{ '& .MuiAlert-message': { flexGrow: 1 } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {/* The way forward sits under the words on a phone, beside them on wider screens. */}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0.5, sm: 2 }}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <span>{children}</span>
        {canUpgrade && (
          <Button
            component={Link}
            to={PLAN_TAB_PATH}
            color="inherit"
            size="small"
            sx={{ whiteSpace: 'nowrap', flexShrink: 0, ml: { xs: -0.75, sm: 0 } }}
          >
            {planMessages.upgradeTo(planName)}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
