import type { PortalFile } from '@clientdock/shared';
import { formatBytes } from '@clientdock/shared';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DriveFileRenameOutlineRounded from '@mui/icons-material/DriveFileRenameOutlineRounded';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyPanel } from '@/components/empty-panel';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useDeleteFile, useRenameFile, useReorderFiles } from '../api/portal-files';
import type { VersionOptions } from '../lib/portal-uploader';
import { moveItem } from '../lib/sections';
import { useNotify } from './feedback';
import { FileDownloadButton } from './file-download-button';
import { FileThumb } from './file-type-icon';
import { NewVersionDialog } from './review/new-version-dialog';
import { ReviewStatusLine } from './review/review-status';
import { SortableList } from './sortable-list';

interface FileListProps {
  portalId: string;
  files: PortalFile[] | undefined;
  isLoading: boolean;
  readOnly?: boolean;
  onNewVersion: (file: PortalFile, upload: File, options: VersionOptions) => void;
  onReview: (file: PortalFile) => void;
}

function RenameField({ file, onDone }: { file: PortalFile; onDone: () => void }) {
  const [name, setName] = useState(file.name);
  const rename = useRenameFile(file.portalId);
  const notify = useNotify();
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    const trimmed = name.trim();
    if (trimmed === file.name) return onDone();
    try {
      await rename.mutateAsync({ fileId: file.id, name: trimmed });
      notify(`Renamed to ${trimmed}`);
      onDone();
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ flexGrow: 1, alignItems: { sm: 'flex-start' } }}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField
        label="File name"
        size="small"
        value={name}
        autoFocus
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onDone();
          }
        }}
        error={Boolean(error)}
        helperText={error ?? 'Enter to save, Escape to cancel'}
        sx={{ flexGrow: 1 }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={rename.isPending}>
          Save
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </Stack>
    </Stack>
  );
}

function FileRow({
  file,
  handle,
  readOnly,
  onRename,
  onDelete,
  onNewVersion,
  onReview,
  isRenaming,
  onRenameDone,
}: {
  file: PortalFile;
  handle: ReactNode;
  readOnly: boolean;
  onRename: () => void;
  onDelete: () => void;
  onNewVersion: () => void;
  onReview: () => void;
  isRenaming: boolean;
  onRenameDone: () => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const status = file.review && !isRenaming ? <ReviewStatusLine review={file.review} /> : null;
  const actions = (
    <Stack direction="row" sx={{ flexShrink: 0, alignItems: 'center' }}>
      {isPhone ? (
        <IconButton size="large" onClick={onReview} aria-label={`Review ${file.name}`}>
          <RateReviewOutlined />
        </IconButton>
      ) : (
        <Button size="small" onClick={onReview} aria-label={`Review ${file.name}`} sx={{ minWidth: 0 }}>
          Review
        </Button>
      )}
      <FileDownloadButton name={file.name} href={file.downloadUrl} />
      {!readOnly && (
        <>
          <IconButton
            size="large"
            aria-label={`More actions for ${file.name}`}
            aria-haspopup="menu"
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <MoreVertRounded />
          </IconButton>
          <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
            <MenuItem
              onClick={() => {
                close();
                onRename();
              }}
            >
              <ListItemIcon>
                <DriveFileRenameOutlineRounded fontSize="small" />
              </ListItemIcon>
              <ListItemText>Rename</ListItemText>
            </MenuItem>
            <MenuItem
              aria-label={`Upload new version of ${file.name}`}
              onClick={() => {
                close();
                onNewVersion();
              }}
            >
              <ListItemIcon>
                <UploadFileRounded fontSize="small" />
              </ListItemIcon>
              <ListItemText>Upload new version</ListItemText>
            </MenuItem>
            <MenuItem
              onClick={() => {
                close();
                onDelete();
              }}
              sx={{ color: 'error.main' }}
            >
              <ListItemIcon sx={{ color: 'inherit' }}>
                <DeleteOutlineRounded fontSize="small" />
              </ListItemIcon>
              <ListItemText>Delete</ListItemText>
            </MenuItem>
          </Menu>
        </>
      )}
    </Stack>
  );
  return (
    <Paper
      variant="outlined"
      sx={{ borderRadius: 3, mb: 1, p: 1, pr: 0.5, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
    >
      {!readOnly && handle}
      <FileThumb file={file} />
      {isRenaming ? (
        <RenameField file={file} onDone={onRenameDone} />
      ) : (
        <Box sx={{ minWidth: 0, flex: '1 1 0' }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {file.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {formatBytes(file.size)} · {file.versions === 1 ? '1 version' : `${file.versions} versions`} · Uploaded{' '}
            {formatDate(file.uploadedAt)}
          </Typography>
          {!isPhone && status}
        </Box>
      )}
      {!isRenaming && !isPhone && actions}
      {isPhone && !isRenaming && (
        // On a phone the actions share a line with the review status below the name, which keeps the row's width.
        <Box
          sx={{ flexBasis: '100%', display: 'flex', alignItems: 'center', gap: 1, pl: readOnly ? 0.5 : 5, mt: -0.5 }}
        >
          <Box sx={{ minWidth: 0, flex: '1 1 0' }}>{status}</Box>
          {actions}
        </Box>
      )}
    </Paper>
  );
}

export function FileList({ portalId, files, isLoading, readOnly = false, onNewVersion, onReview }: FileListProps) {
  const notify = useNotify();
  const reorder = useReorderFiles(portalId);
  const deleteFile = useDeleteFile(portalId);
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<PortalFile | null>(null);
  const [versionOf, setVersionOf] = useState<PortalFile | null>(null);

  if (isLoading || !files)
    return (
      <Stack spacing={1} role="status" aria-label="Loading files">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={66} sx={{ borderRadius: 3 }} />
        ))}
      </Stack>
    );

  if (files.length === 0)
    return (
      <EmptyPanel
        compact
        icon={<InsertDriveFileOutlined />}
        title="No files yet"
        description="Upload the first ones above. Your client sees them in the portal’s files and gallery sections."
      />
    );

  const move = (from: number, to: number) => {
    const next = moveItem(files, from, to).map((file) => file.id);
    reorder.mutate(next, {
      onSuccess: () => notify('File order saved'),
      onError: (error) => notify(errorMessage(error), 'error'),
    });
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteFile.mutateAsync(toDelete.id);
      notify(`${toDelete.name} deleted`);
      setToDelete(null);
    } catch (error) {
      notify(errorMessage(error), 'error');
    }
  };

  return (
    <>
      <Box component="ul" aria-label="Files" sx={{ m: 0, p: 0 }}>
        <SortableList
          items={files}
          getId={(file) => file.id}
          getLabel={(file) => file.name}
          onMove={move}
          disabled={readOnly || renamingId !== null}
          itemAs="li"
          renderItem={(file, _index, handle) => (
            <FileRow
              file={file}
              handle={handle}
              readOnly={readOnly}
              isRenaming={renamingId === file.id}
              onRename={() => setRenamingId(file.id)}
              onRenameDone={() => setRenamingId(null)}
              onDelete={() => setToDelete(file)}
              onNewVersion={() => setVersionOf(file)}
              onReview={() => onReview(file)}
            />
          )}
        />
      </Box>
      <NewVersionDialog file={versionOf} onClose={() => setVersionOf(null)} onUpload={onNewVersion} />
      <ConfirmDialog
        open={Boolean(toDelete)}
        title="Delete file?"
        confirmLabel="Delete"
        isDestructive
        isPending={deleteFile.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      >
        <strong>{toDelete?.name}</strong> and all its versions will be deleted, and removed from any section that shows
        it. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
