import type { Portal } from '@clientdock/shared';
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyPanel } from '@/components/empty-panel';
import { PageFrame } from '@/components/page-frame';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { usePortals } from '../api/get-portals';
import { useDeletePortal } from '../api/portal-lifecycle';
import { FeedbackProvider, useNotify } from '../components/feedback';
import { PortalGridSkeleton } from '../components/portal-grid-skeleton';
import { RestoreProblemAlert } from '../components/restore-problem';
import { AccessChip } from '../components/status-chip';
import { useRestore } from '../lib/use-restore';

function ArchivedCard({
  portal,
  onRestore,
  onDelete,
  isRestoring,
}: {
  portal: Portal;
  onRestore: () => void;
  onDelete: () => void;
  isRestoring: boolean;
}) {
  const titleId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ p: 2.5, flexGrow: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
          {portal.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Archived {formatDate(portal.archivedAt ?? portal.updatedAt)} · created {formatDate(portal.createdAt)}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <AccessChip accessType={portal.accessType} />
          <Typography variant="caption" color="text.secondary">
            {portal.counts.files} {portal.counts.files === 1 ? 'file' : 'files'} · {portal.sections.length}{' '}
            {portal.sections.length === 1 ? 'section' : 'sections'}
          </Typography>
        </Stack>
      </CardContent>
      <Divider />
      <CardActions sx={{ px: 1.5, py: 1, flexWrap: 'wrap', gap: 0.5 }}>
        <Button component={Link} to={`/archive/portal/${portal.uuid}`} startIcon={<VisibilityOutlined />}>
          View
        </Button>
        <Button
          onClick={onRestore}
          disabled={isRestoring}
          startIcon={<UnarchiveOutlined />}
          aria-label={`Restore ${portal.name}`}
        >
          Restore
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          color="error"
          onClick={onDelete}
          startIcon={<DeleteForeverOutlined />}
          aria-label={`Delete ${portal.name} forever`}
        >
          Delete
        </Button>
      </CardActions>
    </Card>
  );
}

function ArchiveScreen() {
  const notify = useNotify();
  const archived = usePortals({ status: 'archived', sort: 'updatedAt', order: 'desc' });
  const remove = useDeletePortal();
  const [toDelete, setToDelete] = useState<Portal | null>(null);
  const restore = useRestore((portal, asDraft) =>
    notify(asDraft ? `${portal.name} restored as a draft` : `${portal.name} restored`),
  );

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      notify(`${toDelete.name} deleted forever`);
      setToDelete(null);
    } catch (error) {
      notify(errorMessage(error), 'error');
    }
  };

  const list = archived.data?.portals ?? [];
  let body: ReactNode;
  if (archived.isPending) body = <PortalGridSkeleton count={3} label="Loading archived portals" />;
  else if (archived.isError) body = <Alert severity="error">{errorMessage(archived.error)}</Alert>;
  else if (list.length === 0)
    body = (
      <EmptyPanel
        icon={<Inventory2Outlined />}
        title="Nothing archived"
        description="When a project is over, archive its portal from the portal list or its editor: clients can no longer open it, and you keep its files here."
        action={
          <Button component={Link} to="/dashboard/portals" variant="outlined">
            Go to portals
          </Button>
        }
      />
    );
  else
    body = (
      <Grid container spacing={2.5}>
        {list.map((portal) => (
          <Grid key={portal.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <ArchivedCard
              portal={portal}
              isRestoring={restore.isPending && restore.pendingId === portal.id}
              onRestore={() => restore.run(portal.id)}
              onDelete={() => setToDelete(portal)}
            />
          </Grid>
        ))}
      </Grid>
    );

  return (
    <PageFrame
      title="Archive"
      description="Portals you have archived: clients can no longer open them, and you can look back at their files or restore them."
    >
      {restore.problem && (
        <RestoreProblemAlert
          problem={restore.problem}
          onClose={restore.clearProblem}
          onRestoreAsDraft={() => restore.problem && restore.run(restore.problem.portalId, true)}
        />
      )}
      {body}
      <ConfirmDialog
        open={Boolean(toDelete)}
        title="Delete forever?"
        confirmLabel="Delete forever"
        isDestructive
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      >
        <strong>{toDelete?.name}</strong>, its files and all their versions will be deleted. This cannot be undone.
      </ConfirmDialog>
    </PageFrame>
  );
}

export default function ArchivePage() {
  return (
    <FeedbackProvider>
      <ArchiveScreen />
    </FeedbackProvider>
  );
}
