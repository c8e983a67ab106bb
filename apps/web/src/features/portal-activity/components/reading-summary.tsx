import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { useReading } from '../api/get-reading';
import { ActivityError } from './activity-empty';
import { FileReading } from './file-reading';

/**
 * How clients read each file, for the portal's analytics: the per-file part of Activity › Reading, which keeps the
 * timeline of each visitor. Reading is summed over all time, whatever period the figures above it show.
 */
export function ReadingSummary({ portalId }: { portalId: string }) {
  const reading = useReading(portalId);
  const files = reading.data?.files ?? [];
  return (
    <Card component="section" aria-labelledby="reading-summary-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'baseline' }, mb: 2 }}
      >
        <div>
          <Typography id="reading-summary-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            How clients read
          </Typography>
          <Typography variant="body2" color="text.secondary">
            All time: time on each page, how far videos were watched, who read every page.
          </Typography>
        </div>
        {files.length > 0 && (
          <Link
            component={RouterLink}
            to={{ search: '?tab=activity&activity=reading' }}
            variant="body2"
            underline="hover"
            sx={{ flexShrink: 0 }}
          >
            Each visitor’s reading
          </Link>
        )}
      </Stack>
      {reading.isPending ? (
        <Skeleton variant="rounded" height={150} aria-label="Loading reading" sx={{ borderRadius: 3 }} />
      ) : reading.isError ? (
        <ActivityError message={errorMessage(reading.error)} />
      ) : files.length === 0 ? (
        <Typography color="text.secondary">
          No reading yet. Times appear once a client opens a PDF, video or image in the portal.
        </Typography>
      ) : (
        <Stack spacing={2}>
          {files.map((file) => (
            <FileReading key={file.fileId} file={file} heading="h4" />
          ))}
        </Stack>
      )}
    </Card>
  );
}
