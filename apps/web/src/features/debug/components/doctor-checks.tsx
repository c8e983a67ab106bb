import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RetryAlert } from '@/components/retry-alert';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useDoctorReport } from '../api/get-doctor-report';
import { CheckRow } from './check-row';
import { DiagnosticsPanel } from './diagnostics-panel';

function Summary({ failing, total, ranAt }: { failing: string[]; total: number; ranAt: number }) {
  const when = `Run ${formatDateTime(ranAt)}.`;
  if (failing.length === 0) {
    return (
      <Alert severity="success" sx={{ mb: 2 }}>
        All {total} checks passed. {when}
      </Alert>
    );
  }
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      {failing.length} of {total} checks failed: {failing.join(', ')}. {when}
    </Alert>
  );
}

/** The checks of `cli doctor`, run by the server when the page opens and on demand. */
export function DoctorChecks() {
  const report = useDoctorReport();
  const isRunning = report.isFetching;
  return (
    <DiagnosticsPanel
      title="Checks"
      description={
        <>
          The same checks as{' '}
          <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '0.95em' }}>
            npm run cli -- doctor
          </Box>
          : database and migrations, a storage round trip, the mail server, PUBLIC_URL, the push keys, free disk space
          and the clock.
        </>
      }
      action={
        <Button
          variant="contained"
          size="small"
          startIcon={<PlayArrowRounded />}
          onClick={() => report.refetch()}
          disabled={isRunning}
        >
          Run checks
        </Button>
      }
    >
      {isRunning && (
        <Box role="status" sx={{ mb: 2 }}>
          <LinearProgress aria-label="Running checks" />
          <Typography variant="caption" color="text.secondary">
            Running checks… the mail server and PUBLIC_URL can take a few seconds.
          </Typography>
        </Box>
      )}
      {report.isError && !isRunning && (
        <RetryAlert onRetry={() => report.refetch()} sx={{ mb: 2 }}>
          The checks could not be run. {errorMessage(report.error)}
        </RetryAlert>
      )}
      {report.isPending && (
        <Stack spacing={1}>
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} variant="rounded" height={64} />
          ))}
        </Stack>
      )}
      {report.data && (
        <Box sx={{ opacity: isRunning ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <Summary
            failing={report.data.checks.filter((check) => check.status === 'fail').map((check) => check.name)}
            total={report.data.checks.length}
            ranAt={report.dataUpdatedAt}
          />
          <Stack component="ul" aria-label="Check results" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {report.data.checks.map((check) => (
              <CheckRow key={check.name} check={check} />
            ))}
          </Stack>
        </Box>
      )}
    </DiagnosticsPanel>
  );
}
