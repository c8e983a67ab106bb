import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SectionCardProps {
  id: string;
  title?: string;
  action?: ReactNode;
  children: ReactNode;
}

export function SectionCard({ id, title, action, children }: SectionCardProps) {
  const headingId = `section-${id}`;
  return (
    <Card component="section" aria-labelledby={title ? headingId : undefined}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        {(title || action) && (
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
              mb: 2,
              flexWrap: 'wrap',
            }}
          >
            {title && (
              <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                {title}
              </Typography>
            )}
            {action}
          </Box>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
