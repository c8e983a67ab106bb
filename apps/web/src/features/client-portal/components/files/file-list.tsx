import CheckCircle from '@mui/icons-material/CheckCircle';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { usePortalApprovals } from '../../api/portal-queries';
import type { PublicFile } from '../../api/types';
import { fileKind } from '../../lib/file-kind';
import { formatBytes } from '../../lib/format-bytes';
import { usePortal } from '../portal-context';
import { currentDecision } from './file-status';
import { FILE_KIND_LABELS, FileTypeIcon } from './file-type-icon';

export type FileLayout = 'list' | 'grid';

function VersionBadge({ version }: { version: number }) {
  return (
    <Chip
      label={`v${version}`}
      size="small"
      variant="outlined"
      title={`Version ${version}`}
      sx={{ height: 20, fontSize: 11, fontWeight: 600 }}
    />
  );
}

function DecisionMark({ file }: { file: PublicFile }) {
  const { uuid } = usePortal();
  const approvals = usePortalApprovals(uuid);
  const decision = currentDecision(file, approvals.data);
  if (!decision) return null;
  return decision.decision === 'approved' ? (
    <Chip
      icon={<CheckCircle />}
      label="Approved"
      size="small"
      color="success"
      variant="outlined"
      sx={{ height: 20, fontSize: 11 }}
    />
  ) : (
    <Chip
      icon={<EditNoteOutlined />}
      label="Changes requested"
      size="small"
      color="warning"
      variant="outlined"
      sx={{ height: 20, fontSize: 11 }}
    />
  );
}

function meta(file: PublicFile) {
  return `${FILE_KIND_LABELS[fileKind(file.mime)]} · ${formatBytes(file.size)}`;
}

function DownloadButton({ file }: { file: PublicFile }) {
  if (!file.downloadUrl) return null;
  return (
    <IconButton component="a" href={file.downloadUrl} download={file.name} aria-label={`Download ${file.name}`}>
      <FileDownloadOutlined />
    </IconButton>
  );
}

function ListRow({ file }: { file: PublicFile }) {
  const { openFile } = usePortal();
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        borderRadius: 2,
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <ButtonBase
        onClick={() => openFile(file.id)}
        aria-label={`Open ${file.name}`}
        sx={{
          flex: 1,
          minWidth: 0,
          justifyContent: 'flex-start',
          textAlign: 'left',
          gap: 1.5,
          px: 1,
          py: 1.25,
          borderRadius: 2,
          minHeight: 56,
        }}
      >
        <FileTypeIcon mime={file.mime} sx={{ fontSize: 32, flexShrink: 0 }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 500 }} noWrap title={file.name}>
            {file.name}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              {meta(file)}
            </Typography>
            <VersionBadge version={file.version} />
            <DecisionMark file={file} />
          </Box>
        </Box>
      </ButtonBase>
      <DownloadButton file={file} />
    </Box>
  );
}

function GridTile({ file }: { file: PublicFile }) {
  const { openFile } = usePortal();
  const isImage = fileKind(file.mime) === 'image';
  const thumbnail = file.thumbnailUrl ?? (isImage ? file.previewUrl : null);
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <ButtonBase
        onClick={() => openFile(file.id)}
        aria-label={`Open ${file.name}`}
        sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', bgcolor: 'action.hover' }}
      >
        {thumbnail ? (
          <Box
            component="img"
            src={thumbnail}
            alt=""
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <Box sx={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            <FileTypeIcon mime={file.mime} sx={{ fontSize: 48 }} />
          </Box>
        )}
      </ButtonBase>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, pl: 1.5, pr: 0.5, py: 1 }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap title={file.name}>
            {file.name}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
            <Typography variant="caption" color="text.secondary">
              {formatBytes(file.size)}
            </Typography>
            <VersionBadge version={file.version} />
          </Box>
        </Box>
        <DownloadButton file={file} />
      </Box>
    </Box>
  );
}

export function FileList({ files, layout }: { files: PublicFile[]; layout: FileLayout }) {
  if (layout === 'grid') {
    return (
      <Box
        component="ul"
        aria-label="Files"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 1.5, p: 0, m: 0 }}
      >
        {files.map((file) => (
          <GridTile key={file.id} file={file} />
        ))}
      </Box>
    );
  }
  return (
    <Box component="ul" aria-label="Files" sx={{ p: 0, m: 0, mx: -1 }}>
      {files.map((file) => (
        <ListRow key={file.id} file={file} />
      ))}
    </Box>
  );
}
