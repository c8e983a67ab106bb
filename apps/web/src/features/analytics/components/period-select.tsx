import { ANALYTICS_PERIODS, type AnalyticsPeriod, PLAN_CATALOG, planMessages } from '@clientdock/shared';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useId } from 'react';
import { PlanBadge } from '@/components/plan-badge';
import { PERIOD_LABELS } from '../lib/periods';

interface PeriodSelectProps {
  value: AnalyticsPeriod;
  onChange: (period: AnalyticsPeriod) => void;
  size?: 'small' | 'medium';
  /** Periods the plan does not include: shown with a lock, not selectable. */
  locked?: readonly AnalyticsPeriod[];
}

/** 7 days, 30 days, 90 days, 1 year, All time; short labels (7D, 30D, ...) on a phone. */
export function PeriodSelect({ value, onChange, size = 'small', locked = [] }: PeriodSelectProps) {
  const lockedHintId = useId();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <ToggleButtonGroup
        value={value}
        exclusive
        size={size}
        aria-label="Period"
        onChange={(_event, next: AnalyticsPeriod | null) => next && !locked.includes(next) && onChange(next)}
        sx={{
          bgcolor: 'background.paper',
          '& .MuiToggleButton-root': { px: { xs: 1.25, sm: 2 }, textTransform: 'none' },
        }}
      >
        {ANALYTICS_PERIODS.map((period) => {
          const isLocked = locked.includes(period);
          return (
            <ToggleButton
              key={period}
              value={period}
              aria-label={PERIOD_LABELS[period].long}
              disabled={isLocked}
              aria-describedby={isLocked ? lockedHintId : undefined}
            >
              {isLocked && <LockOutlined aria-hidden sx={{ fontSize: 14, mr: 0.5 }} />}
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {PERIOD_LABELS[period].long}
              </Box>
              <Box component="span" aria-hidden sx={{ display: { xs: 'inline', sm: 'none' } }}>
                {PERIOD_LABELS[period].short}
              </Box>
            </ToggleButton>
          );
        })}
      </ToggleButtonGroup>
      {locked.length > 0 && (
        <>
          <PlanBadge feature="advancedAnalytics" />
          <Box component="span" id={lockedHintId} sx={{ display: 'none' }}>
            {planMessages.needsPlan(PLAN_CATALOG.pro.name)}
          </Box>
        </>
      )}
    </Stack>
  );
}
