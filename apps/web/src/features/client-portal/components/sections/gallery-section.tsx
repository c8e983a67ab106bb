import type { Section } from '@clientdock/shared';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { PublicFile } from '../../api/types';
import { fileKind } from '../../lib/file-kind';
import { usePortal } from '../portal-context';
import { GalleryLightbox } from './gallery-lightbox';
import { SectionApproval } from './section-approval';
import { SectionCard } from './section-card';

type GallerySection = Extract<Section, { type: 'gallery' }>;

export function GallerySection({ section }: { section: GallerySection }) {
  const { fileById } = usePortal();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const images = (section.fileIds ?? [])
    .map((id) => fileById(id))
    .filter((file): file is PublicFile => Boolean(file) && fileKind((file as PublicFile).mime) === 'image');
  return (
    <SectionCard id={section.id} title={section.title || 'Gallery'}>
      {images.length === 0 ? (
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', color: 'text.secondary' }}>
          <PhotoLibraryOutlined aria-hidden />
          <Typography>No images here yet. The creator will add them soon.</Typography>
        </Box>
      ) : (
        <Box
          component="ul"
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1, p: 0, m: 0 }}
        >
          {images.map((image, index) => (
            <Box component="li" key={image.id} sx={{ listStyle: 'none' }}>
              <ButtonBase
                onClick={() => setOpenIndex(index)}
                aria-label={`Open ${image.name}`}
                sx={{
                  display: 'block',
                  width: '100%',
                  aspectRatio: '1 / 1',
                  borderRadius: 2,
                  overflow: 'hidden',
                  bgcolor: 'action.hover',
                  '&.Mui-focusVisible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                <Box
                  component="img"
                  src={image.thumbnailUrl ?? image.previewUrl}
                  alt=""
                  loading="lazy"
                  sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
              </ButtonBase>
            </Box>
          ))}
        </Box>
      )}
      {openIndex !== null && (
        <GalleryLightbox
          images={images}
          index={openIndex}
          onIndexChange={setOpenIndex}
          onClose={() => setOpenIndex(null)}
        />
      )}
      <SectionApproval sectionId={section.id} label={section.title || 'Gallery'} />
    </SectionCard>
  );
}
