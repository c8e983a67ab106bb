import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { RetryAlert } from '@/components/retry-alert';

interface HomeSectionProps {
  title: string;
  /** Shown beside the title once loaded. */
  count?: number;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  /** What the section says when it has nothing. */
  empty: string;
  isEmpty: boolean;
  /** Stretch to the row's height (for side-by-side sections). */
  fill?: boolean;
  children: ReactNode;
}

/** One block of the home: a titled list with its loading, failed and empty states. */
export function HomeSection(props: HomeSectionProps) {
  const { title, count, loading, error, onRetry, empty, isEmpty, fill = false, children } = props;
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={fill ? { height: '100%' } : undefined}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
          <Typography variant="h6" component="h2" id={headingId}>
            {title}
          </Typography>
          {!loading && !error && count !== undefined && count > 0 && (
            <Chip label={count} size="small" color="primary" aria-label={`${count} items`} />
          )}
        </Stack>
        {loading ? (
          <Stack spacing={1.5} aria-busy="true" aria-label={`Loading ${title.toLowerCase()}`}>
            {[0, 1, 2].map((row) => (
              <Stack key={row} spacing={0.5}>
                <Skeleton variant="text" width="70%" />
                <Skeleton variant="text" width="45%" />
              </Stack>
            ))}
          </Stack>
        ) : error ? (
          <RetryAlert onRetry={onRetry}>Could not load {title.toLowerCase()}.</RetryAlert>
        ) : isEmpty ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {empty}
          </Typography>
        ) : (
          <Box sx={{ '& .MuiListItem-root:last-of-type': { borderBottom: 0 } }}>{children}</Box>
        )}
      </CardContent>
    </Card>
  );
}
