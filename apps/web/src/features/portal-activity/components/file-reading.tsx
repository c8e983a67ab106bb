import type { ReadingFile } from '@clientdock/shared';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatReadingTime, plural } from '../lib/reading-time';
import { PageHeatStrip } from './page-heat-strip';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="subtitle1" component="div" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** One file's reading: readers, time, average per page, completion, and the page heat strip or the watched bar. */
export function FileReading({ file, heading = 'h3' }: { file: ReadingFile; heading?: 'h3' | 'h4' }) {
  const completion =
    file.completedReaders === null ? null : `${file.completedReaders} of ${plural(file.readers, 'reader')}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={file.name}
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}
    >
      <Typography variant="subtitle1" component={heading} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {file.name}
      </Typography>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1, mt: 1, mb: file.kind === 'image' ? 0 : 2 }}
      >
        <Stat label={file.kind === 'image' ? 'Opened by' : 'Readers'} value={plural(file.readers, 'client')} />
        <Stat label="Total time" value={formatReadingTime(file.totalSeconds)} />
        {file.kind === 'pdf' && file.averageSecondsPerPage !== null && (
          <Stat label="Average per page" value={formatReadingTime(file.averageSecondsPerPage)} />
        )}
        {completion && <Stat label="Read every page" value={completion} />}
        {file.kind === 'media' && <Stat label="Watched on average" value={`${file.averageWatchedPercent ?? 0}%`} />}
      </Stack>
      {file.kind === 'pdf' && <PageHeatStrip pages={file.pages} pageCount={file.pageCount} />}
      {file.kind === 'media' && (
        <LinearProgress
          variant="determinate"
          value={file.averageWatchedPercent ?? 0}
          aria-label={`${file.name}: watched ${file.averageWatchedPercent ?? 0}% on average`}
          sx={{ height: 8, borderRadius: 4 }}
        />
      )}
    </Paper>
  );
}
