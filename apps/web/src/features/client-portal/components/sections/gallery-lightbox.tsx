import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent } from 'react';
import type { PublicFile } from '../../api/types';

interface GalleryLightboxProps {
  images: PublicFile[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** Full-screen image viewer: arrow keys and buttons move, Escape closes, focus stays inside. */
export function GalleryLightbox({ images, index, onIndexChange, onClose }: GalleryLightboxProps) {
  const image = images[index];
  if (!image) return null;
  const count = images.length;
  const go = (step: number) => onIndexChange((index + step + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  };
  const controlSx = { color: '#fff', bgcolor: 'rgba(0,0,0,0.45)', '&:hover': { bgcolor: 'rgba(0,0,0,0.65)' } };
  return (
    <Dialog
      open
      fullScreen
      onClose={onClose}
      onKeyDown={onKeyDown}
      slotProps={{
        paper: {
          'aria-label': `${image.name}, image ${index + 1} of ${count}`,
          sx: { bgcolor: '#0b0b0b', color: '#fff' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 1 }}>
        <Typography sx={{ flex: 1, minWidth: 0 }} noWrap>
          {image.name}
        </Typography>
        <Typography variant="body2" sx={{ opacity: 0.8 }} aria-live="polite">
          {index + 1} / {count}
        </Typography>
        {image.downloadUrl && (
          <IconButton
            component="a"
            href={image.downloadUrl}
            download={image.name}
            aria-label={`Download ${image.name}`}
            sx={controlSx}
          >
            <FileDownloadOutlined />
          </IconButton>
        )}
        <IconButton onClick={onClose} aria-label="Close" sx={controlSx}>
          <Close />
        </IconButton>
      </Box>
      <Box
        sx={{
          flex: 1,
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          minHeight: 0,
        }}
      >
        <Box
          component="img"
          key={image.id}
          src={image.previewUrl}
          alt={image.name}
          sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', display: 'block' }}
        />
        {count > 1 && (
          <>
            <IconButton
              onClick={() => go(-1)}
              aria-label="Previous image"
              sx={{ ...controlSx, position: 'absolute', left: 8 }}
            >
              <ChevronLeft fontSize="large" />
            </IconButton>
            <IconButton
              onClick={() => go(1)}
              aria-label="Next image"
              sx={{ ...controlSx, position: 'absolute', right: 8 }}
            >
              <ChevronRight fontSize="large" />
            </IconButton>
          </>
        )}
      </Box>
    </Dialog>
  );
}
