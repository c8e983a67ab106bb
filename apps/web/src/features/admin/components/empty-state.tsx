import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** What an empty list says: what it will hold, and the next step. */
export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 5, sm: 7 }, px: 3 }}>
      <Box sx={{ color: 'text.secondary', mb: 1.5, '& svg': { fontSize: 44 } }} aria-hidden>
        {icon}
      </Box>
      <Typography variant="h6" component="p" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 460, mx: 'auto', mb: action ? 3 : 0 }}>
        {text}
      </Typography>
      {action}
    </Box>
  );
}
