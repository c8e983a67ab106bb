import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  subtitle?: string;
  action?: ReactNode;
  children: ReactNode;
  /** Content that runs to the card's edges (tables). */
  flush?: boolean;
}

/** One block of the analytics page: a titled card, its heading labelling the region for screen readers. */
export function SectionCard({ title, subtitle, action, children, flush = false }: SectionCardProps) {
  const headingId = `analytics-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between', px: { xs: 2, sm: 3 }, pt: { xs: 2, sm: 2.5 } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        {action && <Box sx={{ flexShrink: 0 }}>{action}</Box>}
      </Stack>
      <Box sx={{ flexGrow: 1, px: flush ? 0 : { xs: 2, sm: 3 }, pt: 2, pb: flush ? 1 : { xs: 2, sm: 2.5 } }}>
        {children}
      </Box>
    </Card>
  );
}
