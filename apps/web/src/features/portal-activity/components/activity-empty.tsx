import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function ActivityEmpty({ icon, title, description }: { icon: ReactNode; title: string; description: string }) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        px: 3,
        py: 6,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 3,
      }}
    >
      <Box
        aria-hidden
        sx={{
          display: 'inline-flex',
          p: 1.5,
          mb: 1.5,
          borderRadius: '50%',
          bgcolor: 'action.hover',
          color: 'primary.main',
        }}
      >
        {icon}
      </Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420, mx: 'auto' }}>
        {description}
      </Typography>
    </Box>
  );
}

export function ActivityError({ message }: { message: string }) {
  return (
    <Typography role="alert" color="error" sx={{ py: 2 }}>
      {message}
    </Typography>
  );
}
