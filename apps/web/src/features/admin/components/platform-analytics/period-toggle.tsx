import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@clientdock/shared';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PERIOD_LABELS } from '../../lib/platform-periods';

/** 7 days, 30 days, 90 days, 1 year, All time; short labels on a phone. */
export function PeriodToggle({
  value,
  onChange,
}: {
  value: AnalyticsPeriod;
  onChange: (period: AnalyticsPeriod) => void;
}) {
  return (
    <ToggleButtonGroup
      value={value}
      exclusive
      size="small"
      aria-label="Period"
      onChange={(_event, next: AnalyticsPeriod | null) => next && onChange(next)}
      sx={{ bgcolor: 'background.paper', '& .MuiToggleButton-root': { px: { xs: 1.5, sm: 2 }, textTransform: 'none' } }}
    >
      {ANALYTICS_PERIODS.map((period) => (
        <ToggleButton key={period} value={period} aria-label={PERIOD_LABELS[period].long}>
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {PERIOD_LABELS[period].long}
          </Box>
          <Box component="span" aria-hidden sx={{ display: { xs: 'inline', sm: 'none' } }}>
            {PERIOD_LABELS[period].short}
          </Box>
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
