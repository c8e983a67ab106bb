import type { Portal } from '@clientdock/shared';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';
import { EmptyPanel } from '@/components/empty-panel';
import { PageFrame } from '@/components/page-frame';
import { RetryAlert } from '@/components/retry-alert';
import { useCurrentUser } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { copyText } from '@/lib/clipboard';
import { useAssignedPortals } from '../api/assignments';
import { useArchivePortal } from '../api/portal-lifecycle';
import { FeedbackProvider, useNotify } from '../components/feedback';
import { PortalCard } from '../components/portal-card';
import { PortalGridSkeleton } from '../components/portal-grid-skeleton';

function AssignedScreen() {
  const me = useCurrentUser();
  const notify = useNotify();
  const portals = useAssignedPortals({ status: 'all', sort: 'updatedAt' });
  const archive = useArchivePortal();

  const copyLink = async (portal: Portal) => {
    try {
      await copyText(portal.shareUrl);
      notify(`Link to ${portal.name} copied`);
    } catch (error) {
      notify(errorMessage(error), 'error');
    }
  };
  const archivePortal = async (portal: Portal) => {
    try {
      await archive.mutateAsync(portal.id);
      notify(`${portal.name} archived`);
      await portals.refetch();
    } catch (error) {
      notify(errorMessage(error), 'error');
    }
  };

  const list = portals.data?.portals ?? [];
  let body: ReactNode;
  if (portals.isPending) body = <PortalGridSkeleton />;
  else if (portals.isError && !portals.data)
    body = <RetryAlert onRetry={() => portals.refetch()}>{errorMessage(portals.error)}</RetryAlert>;
  else if (list.length === 0)
    body = (
      <EmptyPanel
        icon={<AssignmentIndOutlined />}
        title="Nothing assigned to you yet"
        description={
          me.abilities.canOwnPortals && me.teamRole !== 'viewer'
            ? 'Your team owner or an admin assigns portals to you. Portals you create yourself appear here too.'
            : 'Your team owner or an admin assigns portals to you; they appear here as soon as they do.'
        }
      />
    );
  else
    body = (
      <Grid container spacing={2.5}>
        {list.map((portal) => (
          <Grid key={portal.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <PortalCard portal={portal} onCopyLink={copyLink} onArchive={archivePortal} />
          </Grid>
        ))}
      </Grid>
    );

  return (
    <PageFrame
      title="Assigned Portals"
      description={
        me.teamRole === 'viewer'
          ? 'The portals your team shares with you. As a Team Viewer you can look at everything in them, without changing anything.'
          : 'The portals your team has assigned to you, with what your team role lets you do in each.'
      }
    >
      {body}
    </PageFrame>
  );
}

export default function AssignedPortalsPage() {
  return (
    <FeedbackProvider>
      <AssignedScreen />
    </FeedbackProvider>
  );
}
