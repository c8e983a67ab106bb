import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { type NumberedPin, type PlacedSpot, SpotMarkers } from './pin-markers';
import { MediaReview } from './review-media';

const ReviewPdf = lazy(() => import('./review-pdf'));

interface ReviewPreviewProps {
  url: string;
  name: string;
  mime: string;
  pins: NumberedPin[];
  color: string;
  selectedId: string | null;
  onSelect: (id: string) => void;
  mediaRef: React.Ref<HTMLMediaElement>;
  /** The PDF page of the pin last picked in the list. */
  focus: { page: number } | null;
  onPlace?: (anchor: PlacedSpot) => void;
  onCancel?: () => void;
  draft?: PlacedSpot | null;
}

/** The chosen version as its client sees it, with the pins of that version over it. */
export function ReviewPreview(props: ReviewPreviewProps) {
  const { url, name, mime, pins, color, selectedId, onSelect, mediaRef, focus, onPlace, onCancel, draft } = props;
  const markers = (page: number) => (
    <SpotMarkers
      pins={pins}
      page={page}
      color={color}
      selectedId={selectedId}
      onSelect={onSelect}
      hasPages={mime === 'application/pdf'}
      onPlace={onPlace}
      onCancel={onCancel}
      draft={draft}
    />
  );
  if (mime.startsWith('image/'))
    return (
      <Box sx={{ position: 'relative', width: 'fit-content', maxWidth: '100%', mx: 'auto' }}>
        <Box
          component="img"
          src={url}
          alt={name}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: { xs: '55vh', md: '70vh' }, borderRadius: 1 }}
        />
        {markers(1)}
      </Box>
    );
  if (mime === 'application/pdf')
    return (
      <Suspense fallback={<Skeleton variant="rounded" height={480} aria-label="Loading the PDF" />}>
        <ReviewPdf url={url} overlay={markers} focus={focus} />
      </Suspense>
    );
  if (mime.startsWith('video/') || mime.startsWith('audio/'))
    return (
      <MediaReview
        key={url}
        ref={mediaRef}
        url={url}
        name={name}
        isVideo={mime.startsWith('video/')}
        pins={pins}
        color={color}
        selectedId={selectedId}
        onSelect={onSelect}
      />
    );
  return (
    <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
      This type of file has no preview here. Its comments are listed with the file.
    </Typography>
  );
}
