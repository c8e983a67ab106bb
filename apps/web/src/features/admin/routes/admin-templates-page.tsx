import type { AdminTemplate } from '@clientdock/shared';
import DashboardCustomizeOutlined from '@mui/icons-material/DashboardCustomizeOutlined';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FeedbackProvider, useNotify } from '@/components/feedback';
import { PageFrame } from '@/components/page-frame';
import { errorMessage } from '@/lib/api-client';
import { type TemplateFilter, useAdminTemplates, useModerateTemplate } from '../api/templates';
import { EmptyState } from '../components/empty-state';
import { QueryErrorAlert } from '../components/query-error-alert';
import { ModerationCard } from '../components/templates/moderation-card';
import { RejectTemplateDialog } from '../components/templates/reject-template-dialog';

const FILTERS: Array<{ value: TemplateFilter; label: string; empty: string }> = [
  {
    value: 'pending',
    label: 'Pending',
    empty: 'Nothing is waiting for review. Templates creators share from their portals appear here.',
  },
  { value: 'approved', label: 'Approved', empty: 'Approved templates are the ones listed in the marketplace.' },
  { value: 'rejected', label: 'Rejected', empty: 'No template was sent back to its creator.' },
  { value: 'all', label: 'All', empty: 'Shared templates and the official samples appear here.' },
];

function isFilter(value: string | null): value is TemplateFilter {
  return FILTERS.some((filter) => filter.value === value);
}

function QueueSkeleton() {
  return (
    <Stack spacing={2} role="status" aria-label="Loading templates">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} variant="rounded" height={180} />
      ))}
    </Stack>
  );
}

function TemplateModeration() {
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const filter: TemplateFilter = isFilter(statusParam) ? statusParam : 'pending';
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const templates = useAdminTemplates(filter, q, page);
  const moderate = useModerateTemplate();
  const [rejecting, setRejecting] = useState<AdminTemplate | null>(null);
  const current = FILTERS.find((item) => item.value === filter) ?? FILTERS[0];

  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(search);
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);

  const run = async (
    template: AdminTemplate,
    change: Parameters<typeof moderate.mutateAsync>[0]['change'],
    done: string,
  ) => {
    try {
      await moderate.mutateAsync({ id: template.id, change });
      notify(done);
    } catch (error) {
      notify(errorMessage(error), 'error');
    }
  };

  const counts = templates.data?.counts;
  const data = templates.data;
  const pageCount = data ? Math.ceil(data.total / data.pageSize) : 0;

  return (
    <PageFrame
      title="Template Management"
      description="Review the templates creators share before they reach the marketplace, and choose which ones to feature and verify."
    >
      <Card variant="outlined" sx={{ mb: 3 }}>
        <Tabs
          value={filter}
          onChange={(_event, value: TemplateFilter) => {
            setPage(1);
            setParams(value === 'pending' ? {} : { status: value });
          }}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Template status"
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        >
          {FILTERS.map((item) => {
            const count = item.value !== 'all' && counts ? counts[item.value] : null;
            return (
              <Tab
                key={item.value}
                value={item.value}
                label={count !== null ? `${item.label} (${count})` : item.label}
                sx={{ textTransform: 'none' }}
              />
            );
          })}
        </Tabs>
        <Box sx={{ p: 2 }}>
          <TextField
            type="search"
            size="small"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search by name, description or tag"
            fullWidth
            slotProps={{
              htmlInput: { 'aria-label': 'Search templates', maxLength: 100 },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchRounded />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
      </Card>
      {templates.isPending && <QueueSkeleton />}
      {templates.isError && (
        <QueryErrorAlert error={templates.error} onRetry={() => templates.refetch()} what="Templates" />
      )}
      {data && data.templates.length === 0 && (
        <Card variant="outlined">
          <EmptyState
            icon={<DashboardCustomizeOutlined />}
            title={q ? 'No template matches this search' : `No ${current.label.toLowerCase()} templates`}
            text={current.empty}
          />
        </Card>
      )}
      {data && data.templates.length > 0 && (
        <Stack spacing={2}>
          {data.templates.map((template) => (
            <ModerationCard
              key={template.id}
              template={template}
              busy={moderate.isPending && moderate.variables?.id === template.id}
              onApprove={() =>
                run(template, { action: 'approve' }, `${template.name} is approved and listed in the marketplace`)
              }
              onReject={() => setRejecting(template)}
              onFeature={(featured) =>
                run(
                  template,
                  { action: 'feature', featured },
                  featured ? `${template.name} is featured` : `${template.name} is no longer featured`,
                )
              }
              onVerify={(verified) =>
                run(
                  template,
                  { action: 'verify', verified },
                  verified ? `${template.name} is verified` : `${template.name} is no longer verified`,
                )
              }
            />
          ))}
          {pageCount > 1 && (
            <Pagination
              count={pageCount}
              page={page}
              onChange={(_event, next) => setPage(next)}
              sx={{ alignSelf: 'center' }}
            />
          )}
        </Stack>
      )}
      <RejectTemplateDialog
        name={rejecting?.name ?? ''}
        open={rejecting !== null}
        busy={moderate.isPending}
        onConfirm={async (reason) => {
          if (!rejecting) return;
          await run(rejecting, { action: 'reject', reason }, `${rejecting.name} was sent back to its creator`);
          setRejecting(null);
        }}
        onClose={() => setRejecting(null)}
      />
    </PageFrame>
  );
}

export default function AdminTemplatesPage() {
  return (
    <FeedbackProvider>
      <TemplateModeration />
    </FeedbackProvider>
  );
}
