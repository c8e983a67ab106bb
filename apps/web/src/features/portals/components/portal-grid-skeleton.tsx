import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

export function PortalGridSkeleton({ count = 6, label = 'Loading portals' }: { count?: number; label?: string }) {
  return (
    <Grid container spacing={2.5} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their position.
        <Grid key={index} size={{ xs: 12, sm: 6, lg: 4 }}>
          <Card aria-hidden>
            <CardContent sx={{ p: 2.5 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1.5 }}>
                <Skeleton variant="text" width="55%" height={30} />
                <Skeleton variant="rounded" width={56} height={24} />
              </Stack>
              <Skeleton variant="text" width="85%" />
              <Skeleton variant="rounded" width={96} height={24} sx={{ my: 1.5 }} />
              <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1 }}>
                {[0, 1, 2, 3].map((cell) => (
                  <Skeleton key={cell} variant="rounded" height={40} />
                ))}
              </Box>
            </CardContent>
            <Skeleton variant="rectangular" height={52} />
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
