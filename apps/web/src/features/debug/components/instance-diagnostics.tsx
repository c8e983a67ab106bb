import type { AdminDebug } from '@clientdock/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDateTime, formatDuration, formatNumber } from '@/lib/format';
import { useAdminDebug } from '../api/get-admin-debug';
import { DiagnosticsPanel } from './diagnostics-panel';

function Health({ ok, okLabel = 'OK', badLabel = 'Failing' }: { ok: boolean; okLabel?: string; badLabel?: string }) {
  return <Chip size="small" color={ok ? 'success' : 'error'} label={ok ? okLabel : badLabel} variant="outlined" />;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '150px 1fr' }, gap: { xs: 0, sm: 2 }, py: 0.75 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

const when = (value: string | null) => (value ? formatDateTime(value) : '—');

function Jobs({ jobs }: { jobs: AdminDebug['jobs'] }) {
  return (
    <DiagnosticsPanel
      title="Scheduled jobs"
      action={<Health ok={jobs.runsHere} okLabel="Running here" badLabel="Not on this instance" />}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {jobs.scheduler}.{' '}
        {jobs.runsHere
          ? 'Every job is safe to run on several instances at once.'
          : 'This instance runs no scheduled work; another instance must.'}{' '}
        {formatNumber(jobs.uploadsInProgress)} upload(s) in progress.
      </Typography>
      {jobs.jobs.length > 0 && (
        <TableContainer sx={{ mx: { xs: -2, sm: -3 }, width: 'auto' }}>
          <Table
            size="small"
            aria-label="Scheduled jobs"
            sx={{
              '& td, & th': { whiteSpace: 'nowrap' },
              '& td:first-of-type, & th:first-of-type': { pl: { xs: 2, sm: 3 } },
            }}
          >
            <TableHead>
              <TableRow sx={{ '& th': { fontWeight: 600 } }}>
                <TableCell>Job</TableCell>
                <TableCell>Schedule</TableCell>
                <TableCell>Next run</TableCell>
                <TableCell>Last finished</TableCell>
                <TableCell>State</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {jobs.jobs.map((job) => (
                <TableRow key={job.name} sx={{ '&:last-child td': { borderBottom: 0 } }}>
                  <TableCell>{job.name}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{job.schedule}</TableCell>
                  <TableCell>{when(job.nextRunAt)}</TableCell>
                  <TableCell>{when(job.lastFinishedAt)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'normal', minWidth: 140 }}>
                    {job.lastError ? (
                      <Typography variant="body2" color="error.main">
                        Failed: {job.lastError}
                      </Typography>
                    ) : job.running ? (
                      'Running'
                    ) : job.lastFinishedAt ? (
                      'OK'
                    ) : (
                      'Not run yet'
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </DiagnosticsPanel>
  );
}

function Report({ data }: { data: AdminDebug }) {
  const { database, storage, mail } = data;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <DiagnosticsPanel title="Instance">
          <Row label="Version">{data.version}</Row>
          <Row label="Instance id">{data.instance}</Row>
          <Row label="Node.js">{data.nodeVersion}</Row>
          <Row label="Environment">{data.environment}</Row>
          <Row label="Public URL">{data.publicUrl}</Row>
          <Row label="Up for">{formatDuration(data.uptimeSeconds)}</Row>
        </DiagnosticsPanel>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DiagnosticsPanel title="Database" action={<Health ok={database.status === 'ok'} />}>
          <Row label="Kind">{database.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'}</Row>
          <Row label="Location">{database.location}</Row>
          <Row label="Migrations">
            {formatNumber(database.migrations.applied.length)} applied
            {database.migrations.applied.length > 0 &&
              `, latest ${database.migrations.applied[database.migrations.applied.length - 1].name}`}
          </Row>
          {database.migrations.pending.length > 0 && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              Not applied yet: {database.migrations.pending.join(', ')}. Restart the server to apply them.
            </Alert>
          )}
        </DiagnosticsPanel>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DiagnosticsPanel title="File storage" action={<Health ok={storage.status === 'ok'} />}>
          <Row label="Driver">{storage.driver}</Row>
          <Row label="Location">{storage.location}</Row>
        </DiagnosticsPanel>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DiagnosticsPanel
          title="Mail"
          action={
            mail.outbox.failed > 0 ? (
              <Chip size="small" color="error" variant="outlined" label={`${mail.outbox.failed} failed`} />
            ) : (
              <Chip
                size="small"
                variant="outlined"
                color={mail.transport === 'smtp' ? 'success' : 'warning'}
                label={mail.transport === 'smtp' ? 'Delivering' : 'Not sending'}
              />
            )
          }
        >
          <Row label="Transport">
            {mail.transport === 'smtp' ? 'SMTP' : 'Outbox only (no SMTP_URL): mail is kept and logged, not sent'}
          </Row>
          <Row label="Sender">{mail.from}</Row>
          <Row label="Queue">
            {formatNumber(mail.outbox.pending)} waiting, {formatNumber(mail.outbox.sentLast24h)} sent in 24 hours
          </Row>
          {mail.lastFailure && (
            <Alert severity="error" sx={{ mt: 1 }}>
              Last failure {formatDateTime(mail.lastFailure.at)} to {mail.lastFailure.to}: {mail.lastFailure.error}
            </Alert>
          )}
        </DiagnosticsPanel>
      </Grid>
      <Grid size={12}>
        <Jobs jobs={data.jobs} />
      </Grid>
    </Grid>
  );
}

/** The instance's own health, for admins with the logs:read permission. */
export function InstanceDiagnostics() {
  const debug = useAdminDebug();
  if (debug.isPending) {
    return (
      <Grid container spacing={2} role="status" aria-label="Loading diagnostics">
        {[0, 1, 2, 3].map((card) => (
          <Grid key={card} size={{ xs: 12, md: 6 }}>
            <Skeleton variant="rounded" height={180} />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (debug.isError) {
    const forbidden = debug.error instanceof ApiError && debug.error.status === 403;
    return (
      <Alert
        severity={forbidden ? 'info' : 'error'}
        action={
          forbidden ? undefined : (
            <Button color="inherit" size="small" onClick={() => debug.refetch()}>
              Try again
            </Button>
          )
        }
      >
        {forbidden ? errorMessage(debug.error) : `The diagnostics could not be loaded. ${errorMessage(debug.error)}`}
      </Alert>
    );
  }
  return <Report data={debug.data} />;
}
