import type { KeyboardEvent } from 'react';
import type { PublicFile } from '../../api/types';
import { Dialog } from '../ui/dialog';
import { Icon } from '../ui/icons';

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
  return (
    <Dialog
      onClose={onClose}
      onKeyDown={onKeyDown}
      className="cp-lightbox"
      label={`${image.name}, image ${index + 1} of ${count}`}
    >
      <div className="cp-lightbox-bar">
        <p className="cp-grow cp-nowrap">{image.name}</p>
        <p className="cp-body2" style={{ opacity: 0.8 }} aria-live="polite">
          {index + 1} / {count}
        </p>
        {image.downloadUrl && (
          <a
            className="cp-icon-btn"
            href={image.downloadUrl}
            download={image.name}
            aria-label={`Download ${image.name}`}
          >
            <Icon name="Download" />
          </a>
        )}
        <button type="button" className="cp-icon-btn" onClick={onClose} aria-label="Close">
          <Icon name="Close" />
        </button>
      </div>
      <div className="cp-lightbox-stage">
        <img key={image.id} src={image.previewUrl} alt={image.name} />
        {count > 1 && (
          <>
            <button
              type="button"
              className="cp-icon-btn cp-lightbox-prev"
              onClick={() => go(-1)}
              aria-label="Previous image"
            >
              <Icon name="ChevronLeft" size={32} />
            </button>
            <button
              type="button"
              className="cp-icon-btn cp-lightbox-next"
              onClick={() => go(1)}
              aria-label="Next image"
            >
              <Icon name="ChevronRight" size={32} />
            </button>
          </>
        )}
      </div>
    </Dialog>
  );
}
