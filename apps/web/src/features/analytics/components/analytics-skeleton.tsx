import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Shaped like the page that is coming: six figures, the chart beside the feed, then a table. */
export function AnalyticsSkeleton() {
  return (
    <Stack spacing={3} role="status" aria-label="Loading analytics">
      <Grid container spacing={2}>
        {[0, 1, 2, 3, 4, 5].map((card) => (
          <Grid key={card} size={{ xs: 6, sm: 4, xl: 2 }}>
            <Card sx={{ p: 2.5 }}>
              <Skeleton variant="text" width="60%" />
              <Skeleton variant="text" width="45%" height={44} />
              <Skeleton variant="text" width="70%" />
            </Card>
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Card sx={{ p: 3 }}>
            <Skeleton variant="text" width={160} />
            <Skeleton variant="rounded" height={280} sx={{ mt: 2 }} />
          </Card>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Card sx={{ p: 3 }}>
            <Skeleton variant="text" width={140} />
            {[0, 1, 2, 3, 4].map((row) => (
              <Skeleton key={row} variant="text" height={40} />
            ))}
          </Card>
        </Grid>
      </Grid>
      <Card sx={{ p: 3 }}>
        <Skeleton variant="text" width={180} />
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} variant="text" height={36} />
        ))}
      </Card>
    </Stack>
  );
}
