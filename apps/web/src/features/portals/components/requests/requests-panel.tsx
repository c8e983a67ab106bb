import { type Portal, type RequestItemReview, type RequestUpload, requestSections } from '@clientdock/shared';
import FolderZipOutlined from '@mui/icons-material/FolderZipOutlined';
import MoveToInboxOutlined from '@mui/icons-material/MoveToInboxOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyPanel } from '@/components/empty-panel';
import { RetryAlert } from '@/components/retry-alert';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { requestLinks, useFileRequests, useReviewUpload, useShareUpload } from '../../api/file-requests';
import { useNotify } from '../feedback';
import { RejectUploadDialog } from './reject-upload-dialog';
import { RequestItemCard, UploadGroup } from './request-item-card';
import { requestsSummary } from './requests-summary';
import { UploadPreviewDialog } from './upload-preview-dialog';

const CLIENT_VIEW =
  'Your client sees each item as a checklist line in the portal, with what it accepts, and uploads into it from a computer or a phone. What they send shows here for you to accept or reject.';

function bySection(items: RequestItemReview[]) {
  const sections = new Map<string, { title: string; dueDate: string | null; items: RequestItemReview[] }>();
  for (const item of items) {
    const section = sections.get(item.sectionId) ?? { title: item.sectionTitle, dueDate: item.dueDate, items: [] };
    section.items.push(item);
    sections.set(item.sectionId, section);
  }
  return [...sections.entries()];
}

export function RequestsPanel({ portal, readOnly }: { portal: Portal; readOnly: boolean }) {
  const notify = useNotify();
  const requests = useFileRequests(portal.id, { fresh: true });
  const review = useReviewUpload(portal.id);
  const share = useShareUpload(portal.id);
  const [opened, setOpened] = useState<RequestUpload | null>(null);
  const [rejecting, setRejecting] = useState<RequestUpload | null>(null);
  const [rejectError, setRejectError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const run = async (upload: RequestUpload, action: () => Promise<unknown>, done: string) => {
    setBusyId(upload.id);
    try {
      await action();
      notify(done);
      return true;
    } catch (error) {
      notify(errorMessage(error), 'error');
      return false;
    } finally {
      setBusyId(null);
    }
  };

  const actions = {
    busyId,
    readOnly,
    onOpen: setOpened,
    onAccept: (upload: RequestUpload) =>
      void run(
        upload,
        () => review.mutateAsync({ uploadId: upload.id, review: { status: 'accepted' } }),
        `${upload.name} accepted`,
      ),
    onReject: (upload: RequestUpload) => {
      setRejectError(null);
      setRejecting(upload);
    },
    onShare: (upload: RequestUpload) =>
      void run(upload, () => share.mutateAsync(upload.id), `${upload.name} added to the portal's files`),
  };

  const reject = async (note: string) => {
    if (!rejecting) return;
    setRejectError(null);
    try {
      await review.mutateAsync({ uploadId: rejecting.id, review: { status: 'rejected', note } });
      notify(`${rejecting.name} rejected; your client sees your note`);
      setRejecting(null);
    } catch (error) {
      setRejectError(errorMessage(error));
    }
  };

  if (requests.isPending)
    return (
      <Stack spacing={2} role="status" aria-label="Loading requests">
        <Skeleton variant="text" width={200} height={32} />
        {[0, 1].map((row) => (
          <Skeleton key={row} variant="rounded" height={140} sx={{ borderRadius: 3 }} />
        ))}
      </Stack>
    );
  if (requests.isError)
    return <RetryAlert onRetry={() => void requests.refetch()}>{errorMessage(requests.error)}</RetryAlert>;

  const data = requests.data;
  const summary = requestsSummary(data);
  if (data.items.length === 0 && data.orphans.length === 0)
    return (
      <EmptyPanel
        icon={<MoveToInboxOutlined />}
        title="No file request yet"
        description={`Add a File request section to ask your client for files: logos, contracts, photos. ${CLIENT_VIEW}`}
        action={
          readOnly || requestSections(portal.sections).length > 0 ? undefined : (
            <Button component={Link} to={`/dashboard/edit/${portal.id}?tab=sections`} variant="contained">
              Add a file request
            </Button>
          )
        }
      />
    );

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Stack sx={{ flexGrow: 1 }}>
          <Typography variant="h6" component="h2">
            {summary.received} of {summary.total} received
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {summary.toReview > 0
              ? `${summary.toReview} ${summary.toReview === 1 ? 'file waits' : 'files wait'} for your review.`
              : 'Nothing waits for your review.'}
          </Typography>
        </Stack>
        {summary.uploadCount > 0 && (
          <Button
            component="a"
            href={requestLinks.zip(portal.id)}
            download
            variant="outlined"
            startIcon={<FolderZipOutlined />}
            aria-label="Download all requested files"
          >
            Download all
          </Button>
        )}
      </Stack>
      {summary.uploadCount === 0 && (
        <EmptyPanel compact icon={<MoveToInboxOutlined />} title="Nothing received yet" description={CLIENT_VIEW} />
      )}
      {bySection(data.items).map(([sectionId, section]) => (
        <Stack key={sectionId} spacing={1.5}>
          {(data.items.some((item) => item.sectionId !== sectionId) || section.dueDate) && (
            <Typography variant="overline" component="h2" color="text.secondary" sx={{ lineHeight: 1.5 }}>
              {section.title}
              {section.dueDate ? ` · due ${formatDate(`${section.dueDate}T00:00:00`)}` : ''}
            </Typography>
          )}
          {section.items.map((item) => (
            <RequestItemCard key={item.id} portalId={portal.id} item={item} actions={actions} />
          ))}
        </Stack>
      ))}
      {data.orphans.length > 0 && (
        <Stack spacing={1.5}>
          <Alert severity="info">These files were sent for items you have since removed from the request.</Alert>
          <UploadGroup
            portalId={portal.id}
            title="Removed items"
            headingId="request-removed-items"
            uploads={data.orphans}
            actions={actions}
          />
        </Stack>
      )}
      <UploadPreviewDialog portalId={portal.id} upload={opened} onClose={() => setOpened(null)} />
      <RejectUploadDialog
        upload={rejecting}
        isSending={review.isPending}
        error={rejectError}
        onReject={(note) => void reject(note)}
        onClose={() => setRejecting(null)}
      />
    </Stack>
  );
}
