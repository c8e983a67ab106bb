import type { AnalyticsMetric } from '@clientdock/shared';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@/lib/format';

// Numbers in sx are theme units or fractions (width: 1 is 100%): sizes are given in px.
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

// The widest line, "↑ 1,234% vs previous 30 days", is about 190 px.
const STACK_BELOW_PX = 200;

/** The change against the previous period: an arrow and the percent, coloured; "New" when there was nothing before. */
export function ChangeIndicator({ metric, previousLabel }: { metric: AnalyticsMetric; previousLabel: string | null }) {
  if (metric.previous === null || previousLabel === null) {
    return (
      <Typography variant="caption" color="text.secondary">
        All time
      </Typography>
    );
  }
  const { change } = metric;
  const tone = change === null || change > 0 ? 'success.main' : change < 0 ? 'error.main' : 'text.secondary';
  const Icon = change === null || change > 0 ? ArrowUpwardRounded : change < 0 ? ArrowDownwardRounded : RemoveRounded;
  const amount = change === null ? 'New' : `${formatNumber(Math.abs(change))}%`;
  const spoken =
    change === null
      ? `new: none in ${previousLabel}`
      : change === 0
        ? `no change from ${previousLabel}`
        : `${change > 0 ? 'up' : 'down'} ${Math.abs(change)}% from ${previousLabel}`;
  // In a card too narrow for the whole line, the comparison goes below the amount in every card of the row alike,
  // rather than wrapping in the cards with the longer amounts only.
  return (
    <Box sx={{ containerType: 'inline-size' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          flexWrap: 'wrap',
          [`@container (max-width: ${STACK_BELOW_PX}px)`]: {
            flexDirection: 'column',
            alignItems: 'flex-start',
            gap: 0,
          },
        }}
      >
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {spoken}
        </Box>
        <Box
          aria-hidden
          sx={{ display: 'inline-flex', alignItems: 'center', color: tone, fontWeight: 600, fontSize: '0.8125rem' }}
        >
          <Icon sx={{ fontSize: 16 }} />
          {amount}
        </Box>
        <Typography variant="caption" color="text.secondary" aria-hidden>
          vs {previousLabel.replace(/^the /, '')}
        </Typography>
      </Box>
    </Box>
  );
}
