import type { RequestUpload } from '@clientdock/shared';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { requestLinks } from '../../api/file-requests';
import { ReviewPreview } from '../review/review-preview';

const noop = () => {};

/** A client's upload shown inline, with the viewer the creator's file review uses (no pins here). */
export function UploadPreviewDialog({
  portalId,
  upload,
  onClose,
}: {
  portalId: string;
  upload: RequestUpload | null;
  onClose: () => void;
}) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={Boolean(upload)}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={isPhone}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {upload?.name}
      </DialogTitle>
      <DialogContent dividers>
        {upload && (
          <ReviewPreview
            url={requestLinks.content(portalId, upload.id)}
            name={upload.name}
            mime={upload.mime}
            pins={[]}
            color={theme.palette.primary.main}
            selectedId={null}
            onSelect={noop}
            mediaRef={null}
            focus={null}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        {upload && (
          <Button
            component="a"
            href={requestLinks.download(portalId, upload.id)}
            download
            startIcon={<DownloadRounded />}
          >
            Download
          </Button>
        )}
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
