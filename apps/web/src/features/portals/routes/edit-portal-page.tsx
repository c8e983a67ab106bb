import { requestSections, teamMessages } from '@clientdock/shared';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import DashboardCustomizeOutlined from '@mui/icons-material/DashboardCustomizeOutlined';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyPanel } from '@/components/empty-panel';
import { PageContainer } from '@/components/page-container';
import { PageFrame } from '@/components/page-frame';
import { PortalAnalytics } from '@/features/analytics';
import { PortalActivity } from '@/features/portal-activity';
import { SaveAsTemplateButton } from '@/features/templates';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSelectedTabInView } from '@/lib/use-selected-tab-in-view';
import { useFileRequests } from '../api/file-requests';
import { usePortal } from '../api/get-portal';
import { usePortalFiles, useRefreshPortalFiles } from '../api/portal-files';
import { useArchivePortal, useRestorePortal } from '../api/portal-lifecycle';
import { DetailsForm } from '../components/details-form';
import { FeedbackProvider, useNotify } from '../components/feedback';
import { FilesPanel } from '../components/files-panel';
import { OpenAsClientButton } from '../components/open-as-client-button';
import { PortalTeamPanel } from '../components/portal-team-panel';
import { RecipientsPanel } from '../components/recipients/recipients-panel';
import { RequestsPanel } from '../components/requests/requests-panel';
import { SectionsEditor } from '../components/sections-editor';
import { SharePanel } from '../components/share-panel';
import { StatusChip } from '../components/status-chip';
import { usePortalUploads } from '../lib/use-portal-uploads';

const TABS = [
  { value: 'details', label: 'Details' },
  { value: 'files', label: 'Files' },
  { value: 'sections', label: 'Sections' },
  { value: 'share', label: 'Share' },
  { value: 'recipients', label: 'Recipients' },
  { value: 'requests', label: 'Requests' },
  { value: 'activity', label: 'Activity' },
  { value: 'analytics', label: 'Analytics' },
  { value: 'team', label: 'Team' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

function isTab(value: string | null): value is TabValue {
  return TABS.some((tab) => tab.value === value);
}

function EditorSkeleton() {
  return (
    <PageContainer role="status" aria-label="Loading portal">
      <Skeleton variant="text" width={120} />
      <Skeleton variant="text" width="50%" height={48} />
      <Skeleton variant="text" width="70%" />
      <Skeleton variant="rounded" height={48} sx={{ my: 3 }} />
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} variant="rounded" height={56} />
        ))}
      </Stack>
    </PageContainer>
  );
}

function EditorScreen() {
  const { portalId = '' } = useParams();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  const tab: TabValue = isTab(tabParam) ? tabParam : 'details';
  const portal = usePortal(portalId);
  const files = usePortalFiles(portalId);
  const refreshFiles = useRefreshPortalFiles(portalId);
  const uploads = usePortalUploads(portalId, {
    onUploaded: () => void refreshFiles(),
    onProblem: (message) => notify(message, 'error'),
  });
  const hasRequestSection = requestSections(portal.data?.sections ?? []).length > 0;
  // Uploads outlive their section: a portal whose request was removed still shows what clients sent.
  const requests = useFileRequests(portalId, {
    enabled: Boolean(portal.data) && !hasRequestSection && tab !== 'requests',
  });
  const hasUploads = Boolean(
    requests.data && (requests.data.orphans.length > 0 || requests.data.items.some((item) => item.uploads.length > 0)),
  );
  const archive = useArchivePortal();
  const restore = useRestorePortal();
  const [confirming, setConfirming] = useState<'archive' | 'restore' | null>(null);
  // On a phone the tabs scroll; the chosen one is brought into view once they are drawn (and again with the font).
  useSelectedTabInView(portal.data ? `editor-tab-${tab}` : '');

  // A message handed over by the screen that sent us here (the create dialog).
  const notice = (location.state as { notice?: string } | null)?.notice;
  useEffect(() => {
    if (!notice) return;
    notify(notice);
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [notice, notify, navigate, location.pathname, location.search]);

  if (portal.isPending) return <EditorSkeleton />;
  if (portal.isError) {
    const isMissing = portal.error instanceof ApiError && portal.error.status === 404;
    return (
      <PageFrame title={isMissing ? 'Portal not found' : 'Could not load this portal'} description="">
        <EmptyPanel
          icon={<SearchOffRounded />}
          title={isMissing ? 'This portal does not exist or is not yours' : 'Something went wrong'}
          description={errorMessage(portal.error)}
          action={
            <Button component={Link} to="/dashboard/portals" variant="contained">
              Back to portals
            </Button>
          }
        />
      </PageFrame>
    );
  }

  const data = portal.data;
  const isArchived = data.status === 'archived';
  // Spec §6: a team viewer sees the portal and changes nothing; only owners and team admins choose its team.
  const canEdit = data.access?.canEdit ?? true;
  const canManage = data.access?.canManage ?? true;
  const readOnly = isArchived || !canEdit;
  const showsRequests = hasRequestSection || hasUploads || tab === 'requests';
  const tabs = TABS.filter(
    (item) => (item.value !== 'team' || canManage) && (item.value !== 'requests' || showsRequests),
  );
  const shownTab = tab === 'team' && !canManage ? 'details' : tab;

  const runLifecycle = async () => {
    try {
      if (confirming === 'archive') {
        await archive.mutateAsync(data.id);
        notify(`${data.name} archived`);
      } else {
        await restore.mutateAsync({ portalId: data.id });
        notify(`${data.name} restored`);
      }
    } catch (error) {
      notify(errorMessage(error), 'error');
    } finally {
      setConfirming(null);
    }
  };

  return (
    <PageFrame
      eyebrow="Edit portal"
      title={data.name}
      description={data.description || 'Change its details, files and sections, then share the link with your client.'}
      actions={
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <OpenAsClientButton portal={data} variant="contained" />
          {canEdit && (
            <Button
              component={Link}
              to={`/portal-layout-builder?portalId=${encodeURIComponent(data.id)}`}
              variant="outlined"
              startIcon={<DashboardCustomizeOutlined />}
            >
              Layout builder
            </Button>
          )}
          {canEdit && (
            <SaveAsTemplateButton portal={{ id: data.id, name: data.name, sectionCount: data.sections.length }} />
          )}
          {!canEdit ? null : isArchived ? (
            <Button variant="outlined" startIcon={<UnarchiveOutlined />} onClick={() => setConfirming('restore')}>
              Restore
            </Button>
          ) : (
            <Button color="inherit" startIcon={<ArchiveOutlined />} onClick={() => setConfirming('archive')}>
              Archive
            </Button>
          )}
        </Stack>
      }
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: -2, mb: 2 }}>
        <StatusChip status={data.status} />
        <Typography variant="body2" color="text.secondary">
          {data.counts.files} {data.counts.files === 1 ? 'file' : 'files'} · {data.sections.length}{' '}
          {data.sections.length === 1 ? 'section' : 'sections'}
        </Typography>
      </Stack>
      {!canEdit && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {teamMessages.viewerReadOnly}
        </Alert>
      )}
      {isArchived && canEdit && (
        <Alert severity="info" sx={{ mb: 3 }}>
          This portal is archived, so it is read-only and clients cannot open it. Restore it to make changes.
        </Alert>
      )}
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={shownTab}
          onChange={(_event, value: TabValue) =>
            setSearchParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.set('tab', value);
                return next;
              },
              { replace: true },
            )
          }
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Portal editor"
        >
          {tabs.map((item) => (
            <Tab
              key={item.value}
              value={item.value}
              label={item.label}
              id={`editor-tab-${item.value}`}
              aria-controls={`editor-panel-${item.value}`}
              sx={{
                minHeight: 48,
                minWidth: { xs: 0, sm: 90 },
                px: { xs: 1, sm: 2 },
                textTransform: 'none',
                fontSize: '0.95rem',
              }}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`editor-panel-${shownTab}`} aria-labelledby={`editor-tab-${shownTab}`}>
        {shownTab === 'details' && <DetailsForm portal={data} readOnly={readOnly} />}
        {shownTab === 'files' && (
          <FilesPanel
            portal={data}
            files={files.data}
            filesError={files.error}
            isLoading={files.isPending}
            uploads={uploads}
            readOnly={readOnly}
          />
        )}
        {shownTab === 'sections' && <SectionsEditor portal={data} files={files.data ?? []} readOnly={readOnly} />}
        {shownTab === 'share' && <SharePanel portal={data} />}
        {shownTab === 'recipients' && <RecipientsPanel portal={data} readOnly={readOnly} />}
        {shownTab === 'requests' && <RequestsPanel portal={data} readOnly={readOnly} />}
        {shownTab === 'activity' && <PortalActivity portalId={data.id} readOnly={!canEdit} />}
        {shownTab === 'analytics' && <PortalAnalytics portalId={data.id} />}
        {shownTab === 'team' && <PortalTeamPanel portal={data} />}
      </Box>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'archive' ? 'Archive portal?' : 'Restore portal?'}
        confirmLabel={confirming === 'archive' ? 'Archive' : 'Restore'}
        isPending={archive.isPending || restore.isPending}
        onConfirm={runLifecycle}
        onClose={() => setConfirming(null)}
      >
        {confirming === 'archive'
          ? 'Clients will no longer be able to open it. Its files and sections are kept, and you can restore it at any time.'
          : 'It becomes active again and counts toward your plan’s active portals.'}
      </ConfirmDialog>
    </PageFrame>
  );
}

export default function EditPortalPage() {
  return (
    <FeedbackProvider>
      <EditorScreen />
    </FeedbackProvider>
  );
}
