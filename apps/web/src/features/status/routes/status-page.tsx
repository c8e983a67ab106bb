import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageFrame } from '@/components/page-frame';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useHealth } from '../api/get-health';
import { HealthList, HealthListSkeleton } from '../components/health-list';
import { toHealthRows } from '../components/health-rows';

export default function StatusPage() {
  const health = useHealth();
  const allOk = health.data ? toHealthRows(health.data).every((row) => row.isOk) : false;
  return (
    <PageFrame title="Status" description="Live health of this ClientDock instance, checked every 30 seconds." narrow>
      <Stack spacing={2}>
        {health.isError && (
          <Alert severity="error">The server did not answer the health check: {errorMessage(health.error)}</Alert>
        )}
        {health.data && (
          <Alert severity={allOk ? 'success' : 'warning'}>
            {allOk ? 'All systems operational.' : 'Some services are degraded.'}
          </Alert>
        )}
        {health.data ? <HealthList rows={toHealthRows(health.data)} /> : health.isPending && <HealthListSkeleton />}
        {health.dataUpdatedAt > 0 && (
          <Typography variant="caption" color="text.secondary">
            Last checked {formatDateTime(health.dataUpdatedAt)}
          </Typography>
        )}
      </Stack>
    </PageFrame>
  );
}
