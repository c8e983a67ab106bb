import type { Portal } from '@clientdock/shared';
import AddRounded from '@mui/icons-material/AddRounded';
import FolderSpecialOutlined from '@mui/icons-material/FolderSpecialOutlined';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyPanel } from '@/components/empty-panel';
import { PageFrame } from '@/components/page-frame';
import { RetryAlert } from '@/components/retry-alert';
import { useCurrentUser } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { copyText } from '@/lib/clipboard';
import { usePortals } from '../api/get-portals';
import { useArchivePortal } from '../api/portal-lifecycle';
import { CreatePortalDialog } from '../components/create-portal-dialog';
import { FeedbackProvider, useNotify } from '../components/feedback';
import { PlanUsage } from '../components/plan-usage';
import { PortalCard } from '../components/portal-card';
import { PortalGridSkeleton } from '../components/portal-grid-skeleton';
import { PortalListToolbar } from '../components/portal-list-toolbar';
import { isSortChoice, isStatusFilter, type SortChoice, type StatusFilter, toListParams } from '../lib/portal-filters';

const SEARCH_DELAY_MS = 300;

function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

function PortalsScreen() {
  const me = useCurrentUser();
  const notify = useNotify();
  const [searchParams, setSearchParams] = useSearchParams();
  const statusParam = searchParams.get('status');
  const sortParam = searchParams.get('sort');
  const status: StatusFilter = isStatusFilter(statusParam) ? statusParam : 'all';
  const sort: SortChoice = isSortChoice(sortParam) ? sortParam : 'updatedAt';
  const [search, setSearch] = useState(searchParams.get('q') ?? '');
  const query = useDebounced(search, SEARCH_DELAY_MS);
  const [isCreating, setCreating] = useState(searchParams.get('new') === '1');
  const [toArchive, setToArchive] = useState<Portal | null>(null);
  const archive = useArchivePortal();
  const portals = usePortals(toListParams(status, sort, query));

  const setParam = (name: string, value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (query.trim()) next.set('q', query.trim());
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [query, setSearchParams]);

  const closeCreate = () => {
    setCreating(false);
    if (searchParams.has('new')) setParam('new', null);
  };

  const copyLink = async (portal: Portal) => {
    try {
      await copyText(portal.shareUrl);
      notify(`Link to ${portal.name} copied`);
    } catch (error) {
      notify(errorMessage(error), 'error');
    }
  };

  const confirmArchive = async () => {
    if (!toArchive) return;
    try {
      await archive.mutateAsync(toArchive.id);
      notify(`${toArchive.name} archived. Find it in the Archive.`);
      setToArchive(null);
    } catch (error) {
      notify(errorMessage(error), 'error');
    }
  };

  const isFiltered = status !== 'all' || query.trim() !== '';
  const list = portals.data?.portals ?? [];
  const isFirstRun = portals.isSuccess && list.length === 0 && !isFiltered;

  let body: ReactNode;
  if (portals.isPending) body = <PortalGridSkeleton />;
  else if (portals.isError && !portals.data)
    body = <RetryAlert onRetry={() => portals.refetch()}>{errorMessage(portals.error)}</RetryAlert>;
  else if (list.length === 0 && !isFiltered)
    body = (
      <EmptyPanel
        icon={<FolderSpecialOutlined />}
        title="Create your first portal"
        description="A portal is one private page for a client: your files, updates and questions, opened with a link, a PIN or an email code."
        action={
          <Button variant="contained" size="large" startIcon={<AddRounded />} onClick={() => setCreating(true)}>
            Create your first portal
          </Button>
        }
      />
    );
  else if (list.length === 0)
    body = (
      <EmptyPanel
        compact
        icon={<SearchOffRounded />}
        title="No portals match"
        description="Try another search or status, or clear the filters to see all your portals."
        action={
          <Button
            variant="outlined"
            onClick={() => {
              setSearch('');
              setParam('status', null);
            }}
          >
            Clear filters
          </Button>
        }
      />
    );
  else
    body = (
      <Grid container spacing={2.5} sx={{ opacity: portals.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        {list.map((portal) => (
          <Grid key={portal.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <PortalCard portal={portal} onCopyLink={copyLink} onArchive={setToArchive} />
          </Grid>
        ))}
      </Grid>
    );

  return (
    <PageFrame
      title="Portals"
      description="Create, share and manage the branded portals your clients open with a link, a PIN or an email code."
      actions={
        <Button
          variant={isFirstRun ? 'outlined' : 'contained'}
          size="large"
          startIcon={<AddRounded />}
          onClick={() => setCreating(true)}
        >
          New portal
        </Button>
      }
    >
      <Stack spacing={3}>
        <PlanUsage me={me} />
        <div>
          <PortalListToolbar
            search={search}
            onSearchChange={setSearch}
            status={status}
            onStatusChange={(value) => setParam('status', value === 'all' ? null : value)}
            sort={sort}
            onSortChange={(value) => setParam('sort', value === 'updatedAt' ? null : value)}
          />
          {body}
        </div>
      </Stack>
      <CreatePortalDialog open={isCreating} onClose={closeCreate} />
      <ConfirmDialog
        open={Boolean(toArchive)}
        title="Archive portal?"
        confirmLabel="Archive"
        onConfirm={confirmArchive}
        onClose={() => setToArchive(null)}
        isPending={archive.isPending}
      >
        Clients will no longer be able to open <strong>{toArchive?.name}</strong>. Its files stay in your archive, and
        you can restore it at any time.
      </ConfirmDialog>
    </PageFrame>
  );
}

export default function PortalsPage() {
  return (
    <FeedbackProvider>
      <PortalsScreen />
    </FeedbackProvider>
  );
}
