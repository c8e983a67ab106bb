import { type RefObject, useEffect, useState } from 'react';
import { formatTime, markerLabel, type Pin } from './pin-model';
import { PinNoteForm } from './pin-note-form';
import { usePins } from './use-pin-workspace';

const at2 = (seconds: number) => Math.round(seconds * 100) / 100;

/** The player's time and length, following it as it plays and seeks. */
function usePlayerClock(player: RefObject<HTMLMediaElement | null>) {
  const [clock, setClock] = useState({ time: 0, duration: Number.NaN });
  useEffect(() => {
    const media = player.current;
    if (!media) return;
    const update = () => setClock({ time: media.currentTime, duration: media.duration });
    const events = ['timeupdate', 'seeked', 'loadedmetadata', 'durationchange'];
    for (const name of events) media.addEventListener(name, update);
    update();
    return () => {
      for (const name of events) media.removeEventListener(name, update);
    };
  }, [player]);
  return clock;
}

/** A thin timeline under the player: a marker per pin (a bar for a stretch); picking one seeks to it. */
function Timeline({ pins, length, onPick }: { pins: Pin[]; length: number; onPick: (pin: Pin) => void }) {
  const { selectedId } = usePins();
  const pct = (t: number) => `${Math.min(100, (t / length) * 100)}%`;
  return (
    <div className="cp-pin-timeline" data-testid="pin-timeline">
      {pins.map((pin) => {
        const { anchor } = pin;
        if (anchor.kind !== 'time' && anchor.kind !== 'range') return null;
        const isSelected = selectedId === pin.comment.id;
        return (
          <button
            key={pin.comment.id}
            type="button"
            className={`cp-pin-tick${anchor.kind === 'range' ? ' cp-pin-tick--range' : ''}${isSelected ? ' cp-pin-tick--selected' : ''}`}
            style={{
              left: pct(anchor.t),
              ...(anchor.kind === 'range' ? { width: `calc(${pct(anchor.t2 - anchor.t)} + 22px)` } : {}),
            }}
            aria-label={markerLabel(pin, false)}
            aria-pressed={isSelected}
            onClick={() => onPick(pin)}
          >
            <span className="cp-pin-badge" aria-hidden="true">
              {pin.number}
            </span>
          </button>
        );
      })}
    </div>
  );
}

/** In pinning mode: a comment at the player's time, or on a stretch marked with Set start and Set end. */
function TimeControls({ time }: { time: number }) {
  const { place } = usePins();
  const [start, setStart] = useState<number | null>(null);
  return (
    <div className="cp-row cp-row--wrap cp-pin-time-controls">
      <button type="button" className="cp-btn cp-btn--contained" onClick={() => place({ kind: 'time', t: at2(time) })}>
        Comment at {formatTime(time)}
      </button>
      <span className="cp-muted cp-caption">or a stretch:</span>
      <button type="button" className="cp-btn cp-btn--outlined" onClick={() => setStart(at2(time))}>
        {start === null ? 'Set start' : `Start ${formatTime(start)}`}
      </button>
      <button
        type="button"
        className="cp-btn cp-btn--outlined"
        disabled={start === null || time <= start}
        onClick={() => start !== null && place({ kind: 'range', t: start, t2: at2(time) })}
      >
        Set end{start !== null && time > start ? ` at ${formatTime(time)}` : ''}
      </button>
    </div>
  );
}

/** Video or audio with its time pins: the player, the timeline of pins, and the pinning controls. */
export function MediaPins({
  player,
  onSeek,
  children,
}: {
  player: RefObject<HTMLMediaElement | null>;
  onSeek: (pin: Pin) => void;
  children: React.ReactNode;
}) {
  const { pins, isPinning, draft } = usePins();
  const { time, duration } = usePlayerClock(player);
  const latest = Math.max(0, ...pins.map(({ anchor }) => ('t2' in anchor ? anchor.t2 : 't' in anchor ? anchor.t : 0)));
  const length = Number.isFinite(duration) && duration > 0 ? duration : Math.max(1, latest * 1.1);
  return (
    <div className="cp-stack cp-stack--sm">
      {children}
      <Timeline pins={pins} length={length} onPick={onSeek} />
      {isPinning && !draft && <TimeControls time={time} />}
      {draft && (draft.kind === 'time' || draft.kind === 'range') && <PinNoteForm anchor={draft} />}
    </div>
  );
}
