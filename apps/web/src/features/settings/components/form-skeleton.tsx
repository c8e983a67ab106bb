import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** A settings card while its data loads: a title, a line of description and the fields to come. */
export function FormSkeleton({ rows = 4, label = 'Loading' }: { rows?: number; label?: string }) {
  return (
    <Card role="status" aria-label={label}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Skeleton variant="text" width={180} height={32} />
        <Skeleton variant="text" width="60%" />
        <Stack spacing={2.5} sx={{ mt: 3 }}>
          {Array.from({ length: rows }, (_, row) => `field-${row}`).map((key) => (
            <Skeleton key={key} variant="rounded" height={56} />
          ))}
          <Skeleton variant="rounded" width={140} height={44} />
        </Stack>
      </CardContent>
    </Card>
  );
}
