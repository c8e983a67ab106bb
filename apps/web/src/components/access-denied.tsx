import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function AccessDenied({ message, actions }: { message: string; actions?: ReactNode }) {
  return (
    <Box sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center', px: 2 }}>
      <Card sx={{ maxWidth: 460, width: '100%' }}>
        <CardContent sx={{ p: 4, textAlign: 'center' }}>
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <LockOutlined color="error" sx={{ fontSize: 40 }} />
            <Typography variant="h5" component="h1">
              Access Denied
            </Typography>
            <Typography color="text.secondary">{message}</Typography>
            {actions}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
