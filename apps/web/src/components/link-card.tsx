import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface LinkCardProps {
  to: string;
  title: string;
  description: string;
  icon?: ReactNode;
}

/** A card that is one link: a next step or a section to open. */
export function LinkCard({ to, title, description, icon }: LinkCardProps) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={to} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <CardContent sx={{ p: 3 }}>
          <Stack spacing={1.5}>
            {icon}
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
