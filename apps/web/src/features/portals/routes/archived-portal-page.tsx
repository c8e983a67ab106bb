import type { PortalArchiveView } from '@clientdock/shared';
import { formatBytes } from '@clientdock/shared';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyPanel } from '@/components/empty-panel';
import { PageContainer } from '@/components/page-container';
import { PageFrame } from '@/components/page-frame';
import { useCurrentUser } from '@/features/auth';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { usePortalArchiveView } from '../api/get-archive-view';
import { ApprovalList, CommentList, readApprovals, readComments } from '../components/activity-lists';
import { FeedbackProvider } from '../components/feedback';
import { FileDownloadButton } from '../components/file-download-button';
import { FileThumb } from '../components/file-type-icon';
import { PortalPreview } from '../components/portal-preview';
import { RestoreProblemAlert } from '../components/restore-problem';
import { AccessChip, StatusChip } from '../components/status-chip';
import { ACCESS_TYPE_INFO } from '../lib/labels';
import { useRestore } from '../lib/use-restore';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Box sx={{ typography: 'body2' }}>{value}</Box>
    </Box>
  );
}

function ArchivedPortal({ view }: { view: PortalArchiveView }) {
  const me = useCurrentUser();
  const { portal, files, comments, approvals } = view;
  return (
    <Grid container spacing={4}>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={4}>
          <Block title="Details">
            <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 3 }}>
              <Stack spacing={1.5}>
                <Stack direction="row" spacing={1}>
                  <StatusChip status={portal.status} />
                  <AccessChip accessType={portal.accessType} />
                </Stack>
                {portal.description && <Detail label="Description" value={portal.description} />}
                <Detail label="Access" value={ACCESS_TYPE_INFO[portal.accessType].summary} />
                <Detail label="Created" value={formatDate(portal.createdAt)} />
                {portal.archivedAt && <Detail label="Archived" value={formatDate(portal.archivedAt)} />}
                <Detail label="Expiry" value={portal.expiresAt ? formatDate(portal.expiresAt) : 'Never'} />
                <Detail label="Downloads" value={portal.allowDownload ? 'Allowed' : 'View only'} />
              </Stack>
            </Paper>
          </Block>
          <Block title="Files">
            {files.length === 0 ? (
              <EmptyPanel
                compact
                icon={<InsertDriveFileOutlined />}
                title="No files"
                description="This portal had no files."
              />
            ) : (
              <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
                {files.map((file) => (
                  <Paper
                    key={file.id}
                    component="li"
                    variant="outlined"
                    sx={{ listStyle: 'none', p: 1, borderRadius: 3, display: 'flex', alignItems: 'center', gap: 1.5 }}
                  >
                    <FileThumb file={file} size={40} />
                    <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {file.name}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {formatBytes(file.size)} · {file.versions === 1 ? '1 version' : `${file.versions} versions`} ·{' '}
                        {formatDate(file.uploadedAt)}
                      </Typography>
                    </Box>
                    <FileDownloadButton name={file.name} href={file.downloadUrl} />
                  </Paper>
                ))}
              </Stack>
            )}
          </Block>
          <Block title="Comments">
            <CommentList comments={readComments(comments)} />
          </Block>
          <Block title="Approvals">
            <ApprovalList approvals={readApprovals(approvals)} sections={portal.sections} />
          </Block>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Block title="Sections">
          <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
            <PortalPreview
              portal={portal}
              sections={portal.sections}
              files={files}
              brandColor={me.settings.branding?.primaryColor}
            />
          </Paper>
        </Block>
      </Grid>
    </Grid>
  );
}

function ArchivedPortalScreen() {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const view = usePortalArchiveView(uuid);
  const restore = useRestore((portal, asDraft) =>
    navigate(`/dashboard/edit/${portal.id}`, {
      state: { notice: asDraft ? `${portal.name} restored as a draft` : `${portal.name} restored` },
    }),
  );

  if (view.isPending)
    return (
      <PageContainer role="status" aria-label="Loading archived portal">
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="text" width="60%" sx={{ mb: 4 }} />
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Skeleton variant="rounded" height={240} sx={{ borderRadius: 3 }} />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Skeleton variant="rounded" height={360} sx={{ borderRadius: 3 }} />
          </Grid>
        </Grid>
      </PageContainer>
    );

  if (view.isError) {
    const isMissing = view.error instanceof ApiError && view.error.status === 404;
    return (
      <PageFrame title="Archived portal" description="A read-only view of an archived portal.">
        <EmptyPanel
          icon={<SearchOffRounded />}
          title={isMissing ? 'Portal not found' : 'Could not load this portal'}
          description={errorMessage(view.error)}
          action={
            <Button component={Link} to="/dashboard/archive" variant="contained">
              Back to archive
            </Button>
          }
        />
      </PageFrame>
    );
  }

  const { portal } = view.data;
  const isArchived = portal.status === 'archived';
  return (
    <PageFrame
      eyebrow="Archived portal"
      title={portal.name}
      description="Read-only: what this portal held when it was archived, with its files and client activity."
      actions={
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button component={Link} to="/dashboard/archive">
            Back to archive
          </Button>
          {isArchived ? (
            <Button
              variant="contained"
              startIcon={<UnarchiveOutlined />}
              onClick={() => restore.run(portal.id)}
              disabled={restore.isPending}
            >
              Restore
            </Button>
          ) : (
            <Button component={Link} to={`/dashboard/edit/${portal.id}`} variant="contained">
              Open in editor
            </Button>
          )}
        </Stack>
      }
    >
      {!isArchived && (
        <Alert severity="info" sx={{ mb: 3 }}>
          This portal is no longer archived.
        </Alert>
      )}
      {restore.problem && (
        <RestoreProblemAlert
          problem={restore.problem}
          onClose={restore.clearProblem}
          onRestoreAsDraft={() => restore.run(portal.id, true)}
        />
      )}
      <ArchivedPortal view={view.data} />
    </PageFrame>
  );
}

export default function ArchivedPortalPage() {
  return (
    <FeedbackProvider>
      <ArchivedPortalScreen />
    </FeedbackProvider>
  );
}
