import {
  SECURITY_LOG_KINDS,
  SECURITY_LOG_PAGE_SIZE,
  type SecurityLogKind,
  type SecurityLogQuery,
} from '@clientdock/shared';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { PageFrame } from '@/components/page-frame';
import { securityLogCsvUrl, useSecurityLogs } from '../api/security-logs';
import { ClearFiltersButton } from '../components/clear-filters-button';
import { EmptyState } from '../components/empty-state';
import { ListPagination } from '../components/list-pagination';
import { QueryErrorAlert } from '../components/query-error-alert';
import { type LogFilterValues, SecurityLogFilters } from '../components/security/security-log-filters';
import { SecurityLogList } from '../components/security/security-log-list';
import { useListParams } from '../lib/use-list-params';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PAGE_SIZES = [25, 50, 100];

function LogSkeleton() {
  return (
    <Stack role="status" aria-label="Loading the security log">
      {[0, 1, 2, 3, 4, 5].map((row) => (
        <Stack key={row} direction="row" spacing={2} sx={{ px: 3, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
          <Skeleton variant="text" width={130} />
          <Skeleton variant="rounded" width={110} height={24} />
          <Skeleton variant="text" sx={{ flexGrow: 1 }} />
        </Stack>
      ))}
    </Stack>
  );
}

export default function AdminSecurityPage() {
  const { params, page, pageSize, search, setSearch, q, update, clearFilters } = useListParams(
    PAGE_SIZES,
    SECURITY_LOG_PAGE_SIZE,
  );
  const kindParam = params.get('kind') ?? '';
  const kind = (SECURITY_LOG_KINDS as readonly string[]).includes(kindParam) ? (kindParam as SecurityLogKind) : '';
  const from = DAY.test(params.get('from') ?? '') ? (params.get('from') as string) : '';
  const to = DAY.test(params.get('to') ?? '') ? (params.get('to') as string) : '';

  // The days are the admin's own: from the start of "from" to the end of "to", in their time zone.
  const query: SecurityLogQuery = {
    kind: kind || undefined,
    q: q || undefined,
    from: from ? dayjs(from).startOf('day').toISOString() : undefined,
    to: to ? dayjs(to).endOf('day').toISOString() : undefined,
    page,
    pageSize,
  };
  const logs = useSecurityLogs(query);
  const data = logs.data;
  const filtersOn = Boolean(kind || q || from || to);

  let body: React.ReactNode;
  if (logs.isPending) body = <LogSkeleton />;
  else if (logs.isError && !data) {
    body = (
      <Box sx={{ p: 3 }}>
        <QueryErrorAlert error={logs.error} onRetry={() => logs.refetch()} what="The security log" />
      </Box>
    );
  } else if (data && data.entries.length === 0) {
    body = filtersOn ? (
      <EmptyState
        icon={<SecurityOutlined />}
        title="Nothing matches these filters"
        text="Widen the dates, choose another event or clear the search."
        action={<ClearFiltersButton onClick={() => clearFilters(['kind', 'from', 'to'])} />}
      />
    ) : (
      <EmptyState
        icon={<SecurityOutlined />}
        title="No security events yet"
        text="Sign-ins, failed sign-ins, lockouts, refused admin requests and account changes appear here as they happen."
      />
    );
  } else if (data) {
    body = (
      <>
        <SecurityLogList entries={data.entries} />
        <ListPagination total={data.total} page={page} pageSize={pageSize} pageSizes={PAGE_SIZES} onChange={update} />
      </>
    );
  }

  return (
    <PageFrame
      title="Security Logs"
      description="Who signed in, who failed, which portals locked out a visitor, which admin requests were refused and who changed roles, plans, statuses, domains and settings."
      actions={
        <Button
          component="a"
          href={securityLogCsvUrl(query)}
          download
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          disabled={!data || data.total === 0}
        >
          Export CSV
        </Button>
      }
    >
      <Card>
        <SecurityLogFilters
          values={{ kind, q: search, from, to } satisfies LogFilterValues}
          onChange={(patch) => {
            if (patch.q !== undefined) setSearch(patch.q);
            const { q: _q, ...rest } = patch;
            if (Object.keys(rest).length > 0) update({ ...rest, page: 1 });
          }}
        />
        {body}
      </Card>
    </PageFrame>
  );
}
