import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface FeatureItem {
  title: string;
  text: ReactNode;
  icon?: typeof SvgIcon;
}

/** Cards of features or practices, each an h3 with a short text; two or three across on wide screens. */
export function FeatureGrid({ items, columns = 3 }: { items: FeatureItem[]; columns?: 2 | 3 }) {
  return (
    <Grid container spacing={3}>
      {items.map(({ title, text, icon: Icon }) => (
        <Grid key={title} size={{ xs: 12, sm: 6, md: 12 / columns }}>
          <Card sx={{ height: '100%' }}>
            <CardContent sx={{ p: 3 }}>
              {Icon && (
                <Box
                  sx={{
                    width: 40,
                    height: 40,
                    borderRadius: 2,
                    display: 'grid',
                    placeItems: 'center',
                    mb: 2,
                    color: 'primary.main',
                    bgcolor: (theme) =>
                      theme.palette.mode === 'dark' ? 'rgba(144, 202, 249, 0.12)' : 'rgba(37, 99, 235, 0.08)',
                  }}
                >
                  <Icon fontSize="small" />
                </Box>
              )}
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.75 }}>
                {title}
              </Typography>
              <Typography variant="body2" color="text.secondary" component="div">
                {text}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
