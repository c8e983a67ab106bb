import type { ProductAnalytics } from '@clientdock/shared';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatNumber } from '@/lib/format';

function Empty({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ px: { xs: 2, sm: 3 }, py: 3 }}>
      {text}
    </Typography>
  );
}

/** feature_used names as people read them: `portal_link_copied` -> "Portal link copied". */
export function featureLabel(feature: string): string {
  const words = feature
    .replace(/[_-]+/g, ' ')
    .replace(/\b(csv|pdf|pin|qr|url)\b/gi, (word) => word.toUpperCase())
    .trim();
  return words ? words[0].toUpperCase() + words.slice(1) : feature;
}

export function TopFeatures({ features }: { features: ProductAnalytics['topFeatures'] }) {
  if (features.length === 0) return <Empty text="No feature use recorded in this period." />;
  return (
    <List dense aria-label="Top features" disablePadding>
      {features.map((row) => (
        <ListItem
          key={row.feature}
          divider
          secondaryAction={
            <Typography sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
              {formatNumber(row.count)}
            </Typography>
          }
          sx={{ px: { xs: 2, sm: 3 } }}
        >
          <ListItemText primary={featureLabel(row.feature)} secondary={row.feature} />
        </ListItem>
      ))}
    </List>
  );
}

export function RecentErrors({ errors }: { errors: ProductAnalytics['recentErrors'] }) {
  if (errors.length === 0) return <Empty text="No client errors in this period. Errors in browsers show up here." />;
  return (
    <List dense aria-label="Recent client errors" disablePadding>
      {errors.map((error) => (
        <ListItem key={`${error.at}-${error.message}`} divider sx={{ px: { xs: 2, sm: 3 }, alignItems: 'flex-start' }}>
          <ListItemText
            primary={error.message}
            secondary={[error.path, formatDateTime(error.at)].filter(Boolean).join(' · ')}
            slotProps={{
              primary: { sx: { fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere' } },
            }}
          />
        </ListItem>
      ))}
    </List>
  );
}
