import { type CSSProperties, useEffect, useRef } from 'react';
import { scrollBehavior } from '@/lib/motion';
import { markerLabel, type Pin, type SpotAnchor } from './pin-model';
import { usePins } from './use-pin-workspace';

const pct = (fraction: number) => `${fraction * 100}%`;

/** Where an anchor sits in its box, in fractions, so it keeps its place at any size. */
export function spotStyle(anchor: SpotAnchor): CSSProperties {
  return anchor.kind === 'rect'
    ? { left: pct(anchor.x), top: pct(anchor.y), width: pct(anchor.w), height: pct(anchor.h) }
    : { left: pct(anchor.x), top: pct(anchor.y) };
}

/** A numbered pin over the preview; a rectangle shows its outline with the number at its corner. */
export function PinMarker({ pin, anchor }: { pin: Pin; anchor: SpotAnchor }) {
  const { hasPages, selectedId, selectedFrom, select } = usePins();
  const ref = useRef<HTMLButtonElement>(null);
  const isSelected = selectedId === pin.comment.id;
  const isResolved = pin.comment.status === 'resolved';

  useEffect(() => {
    if (isSelected && selectedFrom === 'list')
      ref.current?.scrollIntoView?.({ block: 'nearest', behavior: scrollBehavior() });
  }, [isSelected, selectedFrom]);

  const classes = [
    'cp-pin',
    anchor.kind === 'rect' ? 'cp-pin--rect' : 'cp-pin--point',
    isSelected ? 'cp-pin--selected' : '',
    isResolved ? 'cp-pin--resolved' : '',
  ].join(' ');
  return (
    <button
      ref={ref}
      type="button"
      className={classes}
      style={spotStyle(anchor)}
      aria-label={markerLabel(pin, hasPages)}
      aria-pressed={isSelected}
      data-pin={pin.number}
      onClick={(event) => {
        event.stopPropagation();
        select(isSelected ? null : pin.comment.id, 'marker');
      }}
    >
      <span className="cp-pin-badge" aria-hidden="true">
        {pin.number}
      </span>
    </button>
  );
}

/** The spot just placed, before its note is posted. */
export function DraftMarker({ anchor }: { anchor: SpotAnchor }) {
  return (
    <span
      className={`cp-pin cp-pin--draft ${anchor.kind === 'rect' ? 'cp-pin--rect' : 'cp-pin--point'}`}
      style={spotStyle(anchor)}
      aria-hidden="true"
    >
      <span className="cp-pin-badge">+</span>
    </span>
  );
}
