import type { Portal, PortalFile } from '@clientdock/shared';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useCurrentUser } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import type { PortalUploads } from '../lib/use-portal-uploads';
import { useReviewLink } from '../lib/use-review-link';
import { FileList } from './file-list';
import { CarryForwardDialog } from './review/carry-forward-dialog';
import { FileReviewDialog } from './review/file-review-dialog';
import { UploadArea } from './upload-area';

interface FilesPanelProps {
  portal: Portal;
  files: PortalFile[] | undefined;
  filesError: unknown;
  isLoading: boolean;
  uploads: PortalUploads;
  readOnly: boolean;
}

/**
 * A new version of a file with open pins on the version before: once its upload succeeds and the list shows
 * the new version, the creator is offered to carry those pins forward or close them.
 */
function useCarryForwardOffer(files: PortalFile[] | undefined, uploads: PortalUploads) {
  const [awaiting, setAwaiting] = useState<{ fileId: string; after: number } | null>(null);
  const [offer, setOffer] = useState<PortalFile | null>(null);
  useEffect(() => {
    if (!awaiting) return;
    const finished = uploads.tasks.some((task) => task.replacesFileId === awaiting.fileId && task.state === 'success');
    const file = files?.find((item) => item.id === awaiting.fileId);
    if (finished && file && file.version > awaiting.after) {
      setAwaiting(null);
      setOffer(file);
    }
  }, [awaiting, files, uploads.tasks]);
  return {
    offer,
    setOffer,
    expect: (file: PortalFile) => {
      if ((file.review?.openPins ?? 0) > 0) setAwaiting({ fileId: file.id, after: file.version });
    },
  };
}

export function FilesPanel({ portal, files, filesError, isLoading, uploads, readOnly }: FilesPanelProps) {
  const me = useCurrentUser();
  const theme = useTheme();
  const color = portal.branding?.primaryColor ?? theme.palette.primary.main;
  const fileNames = new Map((files ?? []).map((file) => [file.id, file.name]));
  const [reviewId, setReviewId] = useState<string | null>(null);
  useReviewLink(files, setReviewId);
  const carry = useCarryForwardOffer(files, uploads);
  const reviewed = files?.find((file) => file.id === reviewId);
  return (
    <Stack spacing={3}>
      {!readOnly && (
        <UploadArea
          uploader={uploads.uploader}
          tasks={uploads.tasks}
          fileSizeMb={me.limits.fileSizeMb}
          fileNames={fileNames}
        />
      )}
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          Files in this portal
        </Typography>
        {filesError ? (
          <Alert severity="error">{errorMessage(filesError)}</Alert>
        ) : (
          <FileList
            portalId={portal.id}
            files={files}
            isLoading={isLoading}
            readOnly={readOnly}
            onNewVersion={(file, upload, options) => {
              carry.expect(file);
              uploads.uploader?.addFiles([upload], file.id, options);
            }}
            onReview={(file) => setReviewId(file.id)}
          />
        )}
      </Stack>
      {reviewed && (
        <FileReviewDialog
          portalId={portal.id}
          file={reviewed}
          color={color}
          onClose={() => setReviewId(null)}
          onCarryForward={(file) => carry.setOffer(file)}
        />
      )}
      {carry.offer && (
        <CarryForwardDialog portalId={portal.id} file={carry.offer} onClose={() => carry.setOffer(null)} />
      )}
    </Stack>
  );
}
