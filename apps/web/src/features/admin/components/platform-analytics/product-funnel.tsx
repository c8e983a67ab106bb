import type { ProductAnalytics } from '@clientdock/shared';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@/lib/format';
import { FUNNEL_LABELS } from './product-labels';

/** Visit -> sign-up -> first portal -> first client view -> purchase, each bar against the first step. */
export function ProductFunnel({ funnel }: { funnel: ProductAnalytics['funnel'] }) {
  const widest = Math.max(1, ...funnel.map((step) => step.count));
  return (
    <Stack component="ol" spacing={1.75} sx={{ listStyle: 'none', m: 0, p: 0, px: { xs: 1, sm: 1 } }}>
      {funnel.map((step) => {
        const { label, hint } = FUNNEL_LABELS[step.step];
        return (
          <Box component="li" key={step.step} aria-label={`${label}: ${step.count}`}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {label}
                </Typography>
                <Typography
                  component="span"
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: { xs: 'block', sm: 'inline' }, ml: { xs: 0, sm: 1 } }}
                >
                  {hint}
                </Typography>
              </Box>
              <Typography sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {formatNumber(step.count)}
                </Box>
                {step.conversion !== null && (
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                    {step.conversion}%
                  </Typography>
                )}
              </Typography>
            </Stack>
            <Box sx={{ mt: 0.75, height: 10, borderRadius: 5, bgcolor: 'action.hover', overflow: 'hidden' }}>
              <Box
                sx={{
                  height: '100%',
                  width: `${(step.count / widest) * 100}%`,
                  minWidth: step.count > 0 ? 6 : 0,
                  borderRadius: 5,
                  bgcolor: 'primary.main',
                }}
              />
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
