import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle: string;
  aside?: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}

export function AuthCard({ title, subtitle, aside, footer, children }: AuthCardProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 440 }}>
        {aside}
        <Card>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Typography variant="h5" component="h1" gutterBottom>
              {title}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {subtitle}
            </Typography>
            {children}
          </CardContent>
        </Card>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {footer}
        </Typography>
      </Stack>
    </Box>
  );
}
