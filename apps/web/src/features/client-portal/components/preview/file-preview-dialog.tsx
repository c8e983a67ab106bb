import ArrowBack from '@mui/icons-material/ArrowBack';
import Close from '@mui/icons-material/Close';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { PublicFile } from '../../api/types';
import { fileKind } from '../../lib/file-kind';
import { formatBytes } from '../../lib/format-bytes';
import { ApprovalButtons, ApprovalPanel } from '../approvals/approval-panel';
import { useApprovalDialog } from '../approvals/use-approval-dialog';
import { CommentThread } from '../comments/comment-thread';
import { FILE_KIND_LABELS } from '../files/file-type-icon';
import { FilePreview } from './file-preview';

/**
 * One file opened in the page: the preview, its approval receipts and its comment thread.
 * Full screen on a phone, with Approve / Download in a bar at the bottom within thumb reach.
 */
export function FilePreviewDialog({ file, onClose }: { file: PublicFile; onClose: () => void }) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const { open, dialog } = useApprovalDialog();
  const target = { fileId: file.id, label: file.name, version: file.version };
  const decide = (decision: Parameters<typeof open>[1]) => open(target, decision);
  const titleId = `file-title-${file.id}`;
  const isMedia = ['image', 'pdf', 'video'].includes(fileKind(file.mime));

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="md"
      scroll="paper"
      aria-labelledby={titleId}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: { xs: 1, sm: 2 },
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {isPhone && (
          <IconButton onClick={onClose} aria-label="Back to the portal" edge="start">
            <ArrowBack />
          </IconButton>
        )}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }} noWrap title={file.name}>
            {file.name}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Typography variant="caption" color="text.secondary">
              {FILE_KIND_LABELS[fileKind(file.mime)]} · {formatBytes(file.size)}
            </Typography>
            <Chip label={`Version ${file.version}`} size="small" variant="outlined" sx={{ height: 20, fontSize: 11 }} />
          </Box>
        </Box>
        {!isPhone && file.downloadUrl && (
          <Button
            component="a"
            href={file.downloadUrl}
            download={file.name}
            startIcon={<FileDownloadOutlined />}
            variant="outlined"
          >
            Download
          </Button>
        )}
        {!isPhone && (
          <IconButton onClick={onClose} aria-label="Close">
            <Close />
          </IconButton>
        )}
      </Box>
      <DialogContent sx={{ px: { xs: 2, sm: 3 }, py: 2 }}>
        <Box
          sx={{
            bgcolor: isMedia ? 'action.hover' : 'transparent',
            borderRadius: 2,
            p: isMedia ? { xs: 1, sm: 2 } : 0,
            mb: 3,
          }}
        >
          <FilePreview file={file} />
        </Box>
        <Stack spacing={3}>
          <Box component="section" aria-label="Approval">
            <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
              Approval
            </Typography>
            <ApprovalPanel target={target} onDecide={decide} hideButtons={isPhone} />
            {isPhone && (
              <Typography variant="body2" color="text.secondary">
                Use the buttons below to approve this version or ask for changes.
              </Typography>
            )}
          </Box>
          <Divider />
          <CommentThread fileId={file.id} title="Comments on this file" />
        </Stack>
      </DialogContent>
      {isPhone && (
        <Paper
          square
          elevation={0}
          sx={{
            borderTop: 1,
            borderColor: 'divider',
            px: 1.5,
            pt: 1.25,
            pb: 'calc(10px + env(safe-area-inset-bottom))',
            display: 'flex',
            gap: 1,
            alignItems: 'center',
          }}
          data-testid="file-action-bar"
        >
          {file.downloadUrl && (
            <IconButton
              component="a"
              href={file.downloadUrl}
              download={file.name}
              aria-label={`Download ${file.name}`}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, width: 48, height: 48 }}
            >
              <FileDownloadOutlined />
            </IconButton>
          )}
          <Box sx={{ flex: 1 }}>
            <ApprovalButtons onDecide={decide} fullWidth />
          </Box>
        </Paper>
      )}
      {dialog}
    </Dialog>
  );
}
