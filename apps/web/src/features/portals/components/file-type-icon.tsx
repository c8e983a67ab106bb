import type { PortalFile } from '@clientdock/shared';
import AudiotrackOutlined from '@mui/icons-material/AudiotrackOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FolderZipOutlined from '@mui/icons-material/FolderZipOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import MovieOutlined from '@mui/icons-material/MovieOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';

function iconFor(mime: string) {
  if (mime.startsWith('image/')) return <ImageOutlined />;
  if (mime === 'application/pdf') return <PictureAsPdfOutlined />;
  if (mime.startsWith('video/')) return <MovieOutlined />;
  if (mime.startsWith('audio/')) return <AudiotrackOutlined />;
  if (/zip|compressed|x-tar|gzip/.test(mime)) return <FolderZipOutlined />;
  if (mime.startsWith('text/') || /document|msword|sheet|presentation/.test(mime)) return <DescriptionOutlined />;
  return <InsertDriveFileOutlined />;
}

/** A thumbnail for images the server made one for, else an icon for the kind of file. */
export function FileThumb({ file, size = 48 }: { file: Pick<PortalFile, 'mime' | 'thumbnailUrl'>; size?: number }) {
  return (
    <Box
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 2,
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'action.hover',
        color: 'text.secondary',
      }}
    >
      {file.thumbnailUrl ? (
        <Box
          component="img"
          src={file.thumbnailUrl}
          alt=""
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        iconFor(file.mime)
      )}
    </Box>
  );
}
