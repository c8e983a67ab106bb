import { describeAccept, type RequestItemReview, type RequestUpload } from '@clientdock/shared';
import FolderZipOutlined from '@mui/icons-material/FolderZipOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatMegabytes } from '@/lib/format';
import { requestLinks } from '../../api/file-requests';
import { RequestUploadRow, type UploadActions } from './request-upload-row';
import { UploadStatusChip } from './upload-status-chip';

interface UploadGroupProps {
  portalId: string;
  title: string;
  headingId: string;
  details?: ReactNode;
  status?: RequestItemReview['status'];
  uploads: RequestUpload[];
  zipUrl?: string;
  actions: UploadActions;
}

/** A titled list of uploads: one requested item, or the uploads of items since removed. */
export function UploadGroup({
  portalId,
  title,
  headingId,
  details,
  status,
  uploads,
  zipUrl,
  actions,
}: UploadGroupProps) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Typography
          id={headingId}
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        {status && <UploadStatusChip status={status} />}
        <Box sx={{ flexGrow: 1 }} />
        {zipUrl && uploads.length > 1 && (
          <Button
            size="small"
            component="a"
            href={zipUrl}
            download
            startIcon={<FolderZipOutlined />}
            aria-label={`Download all of ${title}`}
          >
            Download all
          </Button>
        )}
      </Stack>
      {details}
      {uploads.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          Nothing received yet.
        </Typography>
      ) : (
        <Box component="ul" aria-label={`Files for ${title}`} sx={{ m: 0, mt: 1, p: 0 }}>
          {uploads.map((upload) => (
            <RequestUploadRow key={upload.id} portalId={portalId} upload={upload} actions={actions} />
          ))}
        </Box>
      )}
    </Paper>
  );
}

export function RequestItemCard({
  portalId,
  item,
  actions,
}: {
  portalId: string;
  item: RequestItemReview;
  actions: UploadActions;
}) {
  const limits = [
    describeAccept(item.accept),
    `up to ${formatMegabytes(item.maxSizeMb)} each`,
    `${item.maxFiles} ${item.maxFiles === 1 ? 'file' : 'files'} at most`,
  ];
  return (
    <UploadGroup
      portalId={portalId}
      title={item.title}
      headingId={`request-item-${item.id}`}
      status={item.status}
      uploads={item.uploads}
      zipUrl={requestLinks.zip(portalId, item.id)}
      actions={actions}
      details={
        <>
          {item.description && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {item.description}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {item.required ? 'Required' : 'Optional'} · {limits.join(' · ')}
          </Typography>
        </>
      }
    />
  );
}
