import type { Section } from '@clientdock/shared';
import { useState } from 'react';
import type { PublicFile } from '../../api/types';
import { fileKind } from '../../lib/file-kind';
import { studioName } from '../../lib/studio-name';
import { usePortal } from '../portal-context';
import { Icon } from '../ui/icons';
import { GalleryLightbox } from './gallery-lightbox';
import { SectionApproval } from './section-approval';
import { SectionCard } from './section-card';

type GallerySection = Extract<Section, { type: 'gallery' }>;

export function GallerySection({ section }: { section: GallerySection }) {
  const { fileById, portal } = usePortal();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const images = (section.fileIds ?? [])
    .map((id) => fileById(id))
    .filter((file): file is PublicFile => Boolean(file) && fileKind((file as PublicFile).mime) === 'image');
  return (
    <SectionCard id={section.id} title={section.title || 'Gallery'}>
      {images.length === 0 ? (
        <div className="cp-empty">
          <Icon name="PhotoLibrary" />
          <p>No images here yet. {studioName(portal)} will add them soon.</p>
        </div>
      ) : (
        <ul className="cp-grid cp-grid--gallery">
          {images.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                className="cp-tile cp-tile--square"
                onClick={() => setOpenIndex(index)}
                aria-label={`Open ${image.name}`}
              >
                <img src={image.thumbnailUrl ?? image.previewUrl} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {openIndex !== null && (
        <GalleryLightbox
          images={images}
          index={openIndex}
          onIndexChange={setOpenIndex}
          onClose={() => setOpenIndex(null)}
        />
      )}
      <SectionApproval section={section} label={section.title || 'Gallery'} />
    </SectionCard>
  );
}
