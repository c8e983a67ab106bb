import type { TemplateSummary } from '@clientdock/shared';
import StarRounded from '@mui/icons-material/StarRounded';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@/lib/format';
import { priceLabel } from '../lib/labels';

export function FeaturedChip({ size = 'small' }: { size?: 'small' | 'medium' }) {
  return (
    <Chip
      icon={<StarRounded />}
      label="Featured"
      size={size}
      sx={{ bgcolor: '#f59e0b', color: '#1f1300', fontWeight: 600, '& .MuiChip-icon': { color: '#1f1300' } }}
    />
  );
}

export function PriceChip({ pricing }: { pricing: TemplateSummary['pricing'] }) {
  const isFree = pricing.type === 'free' || pricing.price === 0;
  return (
    <Chip
      label={priceLabel(pricing)}
      size="small"
      sx={(theme) => ({
        fontWeight: 700,
        bgcolor: isFree ? theme.palette.background.paper : theme.palette.text.primary,
        color: isFree ? theme.palette.success.main : theme.palette.background.paper,
        boxShadow: theme.shadows[1],
      })}
    />
  );
}

export function VerifiedMark({ label = 'Verified template' }: { label?: string }) {
  return (
    <Tooltip title={label}>
      <VerifiedRounded color="primary" sx={{ fontSize: 18 }} aria-label={label} role="img" />
    </Tooltip>
  );
}

/** ★ 4.3 (12), or "No reviews yet". */
export function RatingLine({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  if (reviewCount === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No reviews yet
      </Typography>
    );
  }
  return (
    <Box
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}
      aria-label={`Rated ${rating.toFixed(1)} out of 5 by ${reviewCount} ${reviewCount === 1 ? 'person' : 'people'}`}
    >
      <StarRounded sx={{ fontSize: 18, color: '#f59e0b' }} aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: 600 }} aria-hidden>
        {rating.toFixed(1)}
      </Typography>
      <Typography variant="body2" color="text.secondary" aria-hidden>
        ({formatNumber(reviewCount)})
      </Typography>
    </Box>
  );
}
