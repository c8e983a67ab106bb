import type { Portal, PortalFile } from '@clientdock/shared';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCurrentUser } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import type { PortalUploads } from '../lib/use-portal-uploads';
import { FileList } from './file-list';
import { UploadArea } from './upload-area';

interface FilesPanelProps {
  portal: Portal;
  files: PortalFile[] | undefined;
  filesError: unknown;
  isLoading: boolean;
  uploads: PortalUploads;
  readOnly: boolean;
}

export function FilesPanel({ portal, files, filesError, isLoading, uploads, readOnly }: FilesPanelProps) {
  const me = useCurrentUser();
  const fileNames = new Map((files ?? []).map((file) => [file.id, file.name]));
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
            onNewVersion={(file, upload) => uploads.uploader?.addFiles([upload], file.id)}
          />
        )}
      </Stack>
    </Stack>
  );
}
