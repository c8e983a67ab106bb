import type { Theme } from '@mui/material/styles';
import type { SeriesKey } from './chart-data';

/** Series colours from the theme, so both light and dark mode keep their contrast. */
export function seriesColors(theme: Theme): Record<SeriesKey, string> {
  return {
    views: theme.palette.primary.main,
    downloads: theme.palette.success.main,
    comments: theme.palette.warning.main,
    approvals: theme.palette.secondary.main,
  };
}
