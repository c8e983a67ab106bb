import type { Anchor } from '@clientdock/shared';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type RefObject, useEffect, useState } from 'react';
import { formatSeconds } from '../../lib/pins';

const tenths = (seconds: number) => Math.round(seconds * 10) / 10;

/** The player's time, following it as it plays and seeks. */
function usePlayerTime(player: RefObject<HTMLMediaElement | null>): number {
  const [time, setTime] = useState(0);
  useEffect(() => {
    const media = player.current;
    if (!media) return;
    const update = () => setTime(media.currentTime);
    const events = ['timeupdate', 'seeked', 'loadedmetadata'];
    for (const name of events) media.addEventListener(name, update);
    update();
    return () => {
      for (const name of events) media.removeEventListener(name, update);
    };
  }, [player]);
  return time;
}

interface MediaPlaceControlsProps {
  mediaRef: RefObject<HTMLMediaElement | null>;
  onPlace: (anchor: Extract<Anchor, { kind: 'time' | 'range' }>) => void;
}

/** In "Comment on this" mode on video or audio: a comment at the player's time, or on a stretch from a start to an end. */
export function MediaPlaceControls({ mediaRef, onPlace }: MediaPlaceControlsProps) {
  const time = tenths(usePlayerTime(mediaRef));
  const [start, setStart] = useState<number | null>(null);
  const canEnd = start !== null && time > start;
  return (
    <Stack
      direction="row"
      spacing={1}
      role="group"
      aria-label="Place a comment in time"
      sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mt: 1.5 }}
    >
      <Button size="small" variant="contained" onClick={() => onPlace({ kind: 'time', t: time })}>
        Comment at {formatSeconds(time)}
      </Button>
      <Typography variant="body2" color="text.secondary">
        or a stretch:
      </Typography>
      <Button size="small" variant="outlined" onClick={() => setStart(time)}>
        {start === null ? 'Set start' : `Start ${formatSeconds(start)}`}
      </Button>
      <Button
        size="small"
        variant="outlined"
        disabled={!canEnd}
        onClick={() => start !== null && onPlace({ kind: 'range', t: start, t2: time })}
      >
        Set end{canEnd ? ` at ${formatSeconds(time)}` : ''}
      </Button>
    </Stack>
  );
}
