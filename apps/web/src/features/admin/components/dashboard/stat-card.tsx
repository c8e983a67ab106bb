import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface StatCardProps {
  label: string;
  value: string;
  hint?: ReactNode;
  /** Where the figure is managed; the whole card links there. */
  to?: string;
  tone?: 'default' | 'warning';
}

/** One platform figure; the card is a link when the figure has a page of its own. */
export function StatCard({ label, value, hint, to, tone = 'default' }: StatCardProps) {
  const content = (
    <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
      <Typography variant="body2" color="text.secondary" noWrap>
        {label}
      </Typography>
      <Typography
        variant="h4"
        component="p"
        sx={{
          fontWeight: 700,
          my: 0.5,
          fontVariantNumeric: 'tabular-nums',
          color: tone === 'warning' ? 'warning.main' : undefined,
        }}
      >
        {value}
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary" component="p">
          {hint}
        </Typography>
      )}
    </CardContent>
  );
  return (
    <Card component="article" aria-label={label} sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}
