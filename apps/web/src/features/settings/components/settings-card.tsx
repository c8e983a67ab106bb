import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

interface SettingsCardProps {
  title: string;
  description?: ReactNode;
  /** A small action beside the title (a link, a chip). */
  aside?: ReactNode;
  children: ReactNode;
}

/** One settings area: a titled card, its heading naming the region for screen readers. */
export function SettingsCard({ title, description, aside, children }: SettingsCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography id={titleId} variant="h6" component="h2">
            {title}
          </Typography>
          {aside}
        </Stack>
        {description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: 640 }}>
            {description}
          </Typography>
        )}
        <Stack spacing={2.5} sx={{ mt: 3 }}>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
