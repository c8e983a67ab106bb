import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** A titled card of the analytics pages; its heading labels the region. */
export function Section({
  title,
  subtitle,
  children,
  flush = false,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  flush?: boolean;
}) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} sx={{ height: '100%' }}>
      <Box sx={{ px: { xs: 2, sm: 3 }, pt: { xs: 2, sm: 2.5 } }}>
        <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        )}
      </Box>
      <Box sx={{ px: flush ? 0 : { xs: 1, sm: 2 }, pt: 1.5, pb: flush ? 1 : 2, overflowX: flush ? 'auto' : undefined }}>
        {children}
      </Box>
    </Card>
  );
}
