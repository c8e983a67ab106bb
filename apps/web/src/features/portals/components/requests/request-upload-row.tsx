import { formatBytes, type RequestUpload } from '@clientdock/shared';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import LibraryAddOutlined from '@mui/icons-material/LibraryAddOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@/lib/format';
import { requestLinks } from '../../api/file-requests';
import { FileThumb } from '../file-type-icon';
import { UploadStatusChip } from './upload-status-chip';

export interface UploadActions {
  onOpen: (upload: RequestUpload) => void;
  onAccept: (upload: RequestUpload) => void;
  onReject: (upload: RequestUpload) => void;
  onShare: (upload: RequestUpload) => void;
  /** The upload an action is running for. */
  busyId: string | null;
  readOnly: boolean;
}

function Sender({ upload }: { upload: RequestUpload }) {
  const name = upload.uploaderName?.trim();
  return (
    <Stack direction="row" spacing={0.75} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {name || upload.uploaderEmail || 'A client'}
        {name && upload.uploaderEmail && (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {' '}
            · {upload.uploaderEmail}
          </Box>
        )}
      </Typography>
      {upload.emailVerified && (
        <Chip
          size="small"
          variant="outlined"
          color="success"
          icon={<VerifiedOutlined />}
          label="Verified"
          title="The client proved this address with a code or a personal link"
        />
      )}
    </Stack>
  );
}

/** One file a client sent: what it is, who sent it, and the creator's decision. */
export function RequestUploadRow({
  portalId,
  upload,
  actions,
}: {
  portalId: string;
  upload: RequestUpload;
  actions: UploadActions;
}) {
  const isBusy = actions.busyId === upload.id;
  const thumbnailUrl = upload.hasThumbnail ? requestLinks.thumbnail(portalId, upload.id) : null;
  return (
    <Box
      component="li"
      aria-label={upload.name}
      sx={{ listStyle: 'none', py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Box
          component="button"
          type="button"
          onClick={() => actions.onOpen(upload)}
          aria-label={`Open ${upload.name}`}
          sx={{
            all: 'unset',
            cursor: 'pointer',
            borderRadius: 2,
            '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
          }}
        >
          <FileThumb file={{ mime: upload.mime, thumbnailUrl }} size={56} />
        </Box>
        <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{upload.name}</Typography>
            <UploadStatusChip status={upload.status} />
            {upload.sharedFileId && <Chip size="small" variant="outlined" label="In portal files" />}
          </Stack>
          <Sender upload={upload} />
          <Typography variant="body2" color="text.secondary">
            {formatBytes(upload.size)} · {formatDateTime(upload.uploadedAt)}
          </Typography>
          {upload.status === 'rejected' && upload.note && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                Your note:{' '}
              </Box>
              {upload.note}
            </Typography>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', pt: 0.5 }}>
            {!actions.readOnly && upload.status !== 'accepted' && (
              <Button
                size="small"
                variant={upload.status === 'submitted' ? 'contained' : 'outlined'}
                startIcon={<CheckRounded />}
                disabled={isBusy}
                onClick={() => actions.onAccept(upload)}
                aria-label={`Accept ${upload.name}`}
              >
                Accept
              </Button>
            )}
            {!actions.readOnly && upload.status !== 'rejected' && (
              <Button
                size="small"
                variant="outlined"
                color="error"
                startIcon={<CloseRounded />}
                disabled={isBusy}
                onClick={() => actions.onReject(upload)}
                aria-label={`Reject ${upload.name}`}
              >
                Reject
              </Button>
            )}
            {!actions.readOnly && upload.status === 'accepted' && !upload.sharedFileId && (
              <Button
                size="small"
                variant="outlined"
                startIcon={<LibraryAddOutlined />}
                disabled={isBusy}
                onClick={() => actions.onShare(upload)}
                aria-label={`Add ${upload.name} to portal files`}
              >
                Add to portal files
              </Button>
            )}
            <Button
              size="small"
              component="a"
              href={requestLinks.download(portalId, upload.id)}
              download
              startIcon={<DownloadRounded />}
              aria-label={`Download ${upload.name}`}
            >
              Download
            </Button>
          </Stack>
        </Stack>
      </Stack>
    </Box>
  );
}
