import Box from '@mui/material/Box';
import { forwardRef, useState } from 'react';
import { formatSeconds, pinLabel } from '../../lib/pins';
import type { NumberedPin } from './pin-markers';

interface MediaReviewProps {
  url: string;
  name: string;
  isVideo: boolean;
  pins: NumberedPin[];
  color: string;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** A video or audio player with the time pins as numbered markers on a timeline under it. */
export const MediaReview = forwardRef<HTMLMediaElement, MediaReviewProps>(function MediaReview(
  { url, name, isVideo, pins, color, selectedId, onSelect },
  ref,
) {
  const [duration, setDuration] = useState(0);
  const timed = pins.filter(({ thread }) => thread.anchor?.kind === 'time' || thread.anchor?.kind === 'range');
  const latest = Math.max(
    1,
    duration,
    ...timed.map(({ thread }) =>
      thread.anchor?.kind === 'range' ? thread.anchor.t2 : thread.anchor?.kind === 'time' ? thread.anchor.t : 0,
    ),
  );
  const share = (seconds: number) => `${Math.min(100, (seconds / latest) * 100)}%`;
  const media = {
    ref: ref as never,
    src: url,
    controls: true,
    preload: 'metadata',
    'aria-label': name,
    onLoadedMetadata: (event: React.SyntheticEvent<HTMLMediaElement>) =>
      setDuration(Number.isFinite(event.currentTarget.duration) ? event.currentTarget.duration : 0),
    style: { width: '100%', display: 'block', maxHeight: '60vh', background: '#000', borderRadius: 8 },
  };
  return (
    <Box>
      {isVideo ? <video {...media} /> : <audio {...media} />}
      <Box role="group" aria-label="Timeline of comments" sx={{ position: 'relative', height: 40, mt: 1.5, mx: 1.75 }}>
        <Box
          sx={{ position: 'absolute', left: 0, right: 0, top: 18, height: 4, borderRadius: 2, bgcolor: 'divider' }}
        />
        {timed.map(({ number, thread }) => {
          const anchor = thread.anchor!;
          if (anchor.kind !== 'time' && anchor.kind !== 'range') return null;
          const isSelected = selectedId === thread.id;
          return (
            <Box key={thread.id}>
              {anchor.kind === 'range' && (
                <Box
                  aria-hidden
                  sx={{
                    position: 'absolute',
                    top: 16,
                    height: 8,
                    borderRadius: 2,
                    bgcolor: color,
                    opacity: 0.45,
                    left: share(anchor.t),
                    width: `calc(${share(anchor.t2)} - ${share(anchor.t)})`,
                  }}
                />
              )}
              <Box
                component="button"
                type="button"
                aria-label={pinLabel(number, thread)}
                aria-pressed={isSelected}
                title={formatSeconds(anchor.t)}
                onClick={() => onSelect(thread.id)}
                sx={{
                  position: 'absolute',
                  left: share(anchor.t),
                  top: 6,
                  transform: 'translateX(-50%)',
                  width: 28,
                  height: 28,
                  borderRadius: '50%',
                  border: '2px solid #fff',
                  bgcolor: color,
                  color: '#fff',
                  font: 'inherit',
                  fontSize: 13,
                  fontWeight: 700,
                  cursor: 'pointer',
                  opacity: thread.status === 'resolved' ? 0.55 : 1,
                  boxShadow: isSelected ? `0 0 0 3px ${color}66` : '0 1px 4px rgba(0,0,0,0.3)',
                }}
              >
                {number}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
});
