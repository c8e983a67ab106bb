import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface EmptyPanelProps {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  action?: ReactNode;
  compact?: boolean;
}

/** An empty list or screen: what will be here, and the one next step. */
export function EmptyPanel({ icon, title, description, action, compact = false }: EmptyPanelProps) {
  return (
    <Paper
      variant="outlined"
      sx={{
        borderRadius: 3,
        borderStyle: 'dashed',
        textAlign: 'center',
        px: { xs: 3, sm: 6 },
        py: compact ? 4 : { xs: 6, sm: 8 },
        bgcolor: 'transparent',
      }}
    >
      <Box
        aria-hidden
        sx={{
          display: 'inline-flex',
          p: 2,
          mb: 2,
          borderRadius: '50%',
          bgcolor: 'action.hover',
          color: 'primary.main',
          '& svg': { fontSize: compact ? 28 : 36 },
        }}
      >
        {icon}
      </Box>
      <Typography variant={compact ? 'subtitle1' : 'h6'} component="h2" sx={{ fontWeight: 600 }} gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480, mx: 'auto', mb: action ? 3 : 0 }}>
        {description}
      </Typography>
      {action}
    </Paper>
  );
}
