import type { PublicFileVersion } from '@clientdock/shared';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '../ui/icons';

const clock = (seconds: number) => {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
// Players drift apart by a few frames; past this the second one is put back on the first one's time.
const DRIFT_SECONDS = 0.25;

/** Two versions of a video played in step: one play button and one position slider drive both. */
export default function VideoCompare({ name, pair }: { name: string; pair: [PublicFileVersion, PublicFileVersion] }) {
  const players = useRef<(HTMLVideoElement | null)[]>([]);
  const [isPlaying, setIsPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);

  const each = (run: (player: HTMLVideoElement) => void) => {
    for (const player of players.current) if (player) run(player);
  };
  const toggle = () => {
    if (isPlaying) each((player) => player.pause());
    else each((player) => void player.play()?.catch(() => setIsPlaying(false)));
    setIsPlaying(!isPlaying);
  };
  const seek = (seconds: number) => {
    each((player) => {
      player.currentTime = seconds;
    });
    setTime(seconds);
  };

  useEffect(() => {
    const [lead, follower] = players.current;
    if (!lead) return;
    const onTime = () => {
      setTime(lead.currentTime);
      if (follower && Math.abs(follower.currentTime - lead.currentTime) > DRIFT_SECONDS) {
        follower.currentTime = lead.currentTime;
      }
    };
    const onEnded = () => {
      follower?.pause();
      setIsPlaying(false);
    };
    lead.addEventListener('timeupdate', onTime);
    lead.addEventListener('ended', onEnded);
    return () => {
      lead.removeEventListener('timeupdate', onTime);
      lead.removeEventListener('ended', onEnded);
    };
    // The view is keyed by the pair, so its players are the same ones for its whole life.
  }, []);

  return (
    <div className="cp-stack" style={{ gap: 12 }}>
      <div className="cp-compare-panes cp-compare-panes--video">
        {pair.map((version, index) => (
          <figure key={version.version} className="cp-compare-pane">
            <figcaption className="cp-caption cp-muted">
              Version {version.version}
              {index === 1 ? ' (muted)' : ''}
            </figcaption>
            <video
              ref={(element) => {
                players.current[index] = element;
              }}
              src={version.previewUrl}
              aria-label={`${name}, version ${version.version}`}
              playsInline
              preload="metadata"
              muted={index === 1}
              onLoadedMetadata={(event) => setDuration((d) => Math.max(d, event.currentTarget.duration || 0))}
            />
          </figure>
        ))}
      </div>
      <div className="cp-row cp-compare-transport">
        <button
          type="button"
          className="cp-icon-btn cp-icon-btn--boxed"
          onClick={toggle}
          aria-label={isPlaying ? 'Pause both' : 'Play both'}
        >
          <Icon name={isPlaying ? 'Pause' : 'PlayArrow'} />
        </button>
        <input
          type="range"
          className="cp-compare-range cp-grow"
          min={0}
          max={duration || 0}
          step={0.1}
          value={Math.min(time, duration || 0)}
          onChange={(event) => seek(Number(event.target.value))}
          aria-label="Position in both versions"
          aria-valuetext={clock(time)}
        />
        <span className="cp-caption cp-muted cp-mono">
          {clock(time)} / {clock(duration)}
        </span>
      </div>
    </div>
  );
}
