import {
  type AccountStatus,
  ADMIN_CREATORS_PAGE_SIZE,
  type AdminCreator,
  type AdminCreatorUpdate,
  PLAN_IDS,
  type PlanId,
  USER_TYPES,
  type UserType,
} from '@clientdock/shared';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { FeedbackProvider, useNotify } from '@/components/feedback';
import { PageFrame } from '@/components/page-frame';
import { useCurrentUser } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { useAdminCreators, useUpdateCreator } from '../api/creators';
import { ClearFiltersButton } from '../components/clear-filters-button';
import { ConfirmActionDialog } from '../components/confirm-action-dialog';
import { CreatorDialog } from '../components/creators/creator-dialog';
import { CreatorFilters, type CreatorFilterValues } from '../components/creators/creator-filters';
import { CreatorsList } from '../components/creators/creators-list';
import { EmptyState } from '../components/empty-state';
import { ListPagination } from '../components/list-pagination';
import { QueryErrorAlert } from '../components/query-error-alert';
import { useListParams } from '../lib/use-list-params';

const STATUS_TABS: Array<{ value: AccountStatus | ''; label: string }> = [
  { value: '', label: 'All' },
  { value: 'pending', label: 'Pending approval' },
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
];

const PAGE_SIZES = [10, 25, 50];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : '';

function ListSkeleton() {
  return (
    <Stack spacing={0} role="status" aria-label="Loading accounts">
      {[0, 1, 2, 3, 4].map((row) => (
        <Stack key={row} direction="row" spacing={2} sx={{ px: 3, py: 1.75, borderTop: 1, borderColor: 'divider' }}>
          <Skeleton variant="circular" width={36} height={36} />
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton variant="text" width="30%" />
            <Skeleton variant="text" width="45%" />
          </Box>
          <Skeleton variant="rounded" width={80} height={28} />
        </Stack>
      ))}
    </Stack>
  );
}

function CreatorsScreen() {
  const me = useCurrentUser();
  const notify = useNotify();
  const { params, page, pageSize, search, setSearch, q, update, clearFilters } = useListParams(
    PAGE_SIZES,
    ADMIN_CREATORS_PAGE_SIZE,
  );
  const status = oneOf(['active', 'pending', 'suspended'] as const, params.get('status'));
  const plan = oneOf(PLAN_IDS, params.get('plan')) as PlanId | '';
  const userType = oneOf(USER_TYPES, params.get('userType')) as UserType | '';

  const list = useAdminCreators({
    q: q || undefined,
    status: status || undefined,
    plan: plan || undefined,
    userType: userType || undefined,
    page,
    pageSize,
  });
  const change = useUpdateCreator();
  const [selected, setSelected] = useState<AdminCreator | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [suspending, setSuspending] = useState<AdminCreator | null>(null);

  const run = async (creator: AdminCreator, patch: AdminCreatorUpdate, success: string) => {
    setDialogError(null);
    try {
      const saved = await change.mutateAsync({ id: creator.id, patch });
      setSelected((current) => (current?.id === saved.id ? saved : current));
      notify(success);
      return true;
    } catch (error) {
      if (selected) setDialogError(errorMessage(error));
      else notify(errorMessage(error), 'error');
      return false;
    }
  };
  const nameOf = (creator: AdminCreator) => creator.name || creator.email;
  const approve = (creator: AdminCreator) =>
    run(creator, { status: 'active' }, `${nameOf(creator)} is approved. We emailed them.`);

  const data = list.data;
  const filtersOn = Boolean(q || plan || userType);
  let body: React.ReactNode;
  if (list.isPending) body = <ListSkeleton />;
  else if (list.isError && !data) {
    body = (
      <Box sx={{ p: 3 }}>
        <QueryErrorAlert error={list.error} onRetry={() => list.refetch()} what="The accounts" />
      </Box>
    );
  } else if (data && data.creators.length === 0) {
    body =
      status === 'pending' && !filtersOn ? (
        <EmptyState
          icon={<PeopleAltOutlined />}
          title="Nobody is waiting for approval"
          text="New accounts wait here when sign-ups need approval (Platform settings). You will be notified when someone signs up."
        />
      ) : (
        <EmptyState
          icon={<PeopleAltOutlined />}
          title="No accounts match"
          text="Try another name or email, or clear the filters to see every account."
          action={<ClearFiltersButton onClick={() => clearFilters(['plan', 'userType', 'status'])} />}
        />
      );
  } else if (data) {
    body = (
      <>
        <CreatorsList
          creators={data.creators}
          currentUserId={me.id}
          busyId={change.isPending ? (change.variables?.id ?? null) : null}
          onApprove={(creator) => void approve(creator)}
          onManage={(creator) => {
            setDialogError(null);
            setSelected(creator);
          }}
        />
        <ListPagination total={data.total} page={page} pageSize={pageSize} pageSizes={PAGE_SIZES} onChange={update} />
      </>
    );
  }

  return (
    <PageFrame
      title="Manage Creators"
      description="Every account on this instance: approve sign-ups, suspend or reactivate accounts, and change plans and admin access."
    >
      <Card>
        <Tabs
          value={status}
          onChange={(_event, value: AccountStatus | '') => update({ status: value, page: 1 })}
          variant="scrollable"
          scrollButtons={false}
          aria-label="Account status"
          sx={{
            px: { xs: 1, sm: 2 },
            borderBottom: 1,
            borderColor: 'divider',
            '& .MuiTab-root': { textTransform: 'none' },
          }}
        >
          {STATUS_TABS.map((tab) => (
            <Tab
              key={tab.value || 'all'}
              value={tab.value}
              label={
                tab.value === 'pending' && data?.pendingTotal ? (
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{tab.label}</span>
                    <Chip size="small" color="warning" label={data.pendingTotal} sx={{ height: 20, fontWeight: 600 }} />
                  </Stack>
                ) : (
                  tab.label
                )
              }
            />
          ))}
        </Tabs>
        <CreatorFilters
          values={{ q: search, plan, userType } satisfies CreatorFilterValues}
          onChange={(patch) => {
            if (patch.q !== undefined) setSearch(patch.q);
            const { q: _q, ...rest } = patch;
            if (Object.keys(rest).length > 0) update({ ...rest, page: 1 });
          }}
        />
        {body}
      </Card>
      <CreatorDialog
        creator={selected}
        isYou={selected?.id === me.id}
        canChangeRoles={me.adminLevel === 'super'}
        busy={change.isPending}
        error={dialogError}
        onClose={() => setSelected(null)}
        onSave={(patch) => selected && void run(selected, patch, `${nameOf(selected)} is saved.`)}
        onApprove={() => selected && void approve(selected)}
        onSuspend={() => selected && setSuspending(selected)}
        onReactivate={() =>
          selected && void run(selected, { status: 'active' }, `${nameOf(selected)} can sign in again.`)
        }
      />
      <ConfirmActionDialog
        open={Boolean(suspending)}
        title={`Suspend ${suspending ? nameOf(suspending) : ''}?`}
        message="They are signed out everywhere at once and cannot sign in until you reactivate the account. Their portals stay as they are. We email them about it."
        confirmLabel="Suspend account"
        destructive
        busy={change.isPending}
        onClose={() => setSuspending(null)}
        onConfirm={async () => {
          const creator = suspending;
          if (!creator) return;
          await run(creator, { status: 'suspended' }, `${nameOf(creator)} is suspended and signed out.`);
          setSuspending(null);
        }}
      />
    </PageFrame>
  );
}

export default function AdminCreatorsPage() {
  return (
    <FeedbackProvider>
      <CreatorsScreen />
    </FeedbackProvider>
  );
}
