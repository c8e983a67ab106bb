import { type KeyboardEvent, useEffect, useRef } from 'react';
import { scrollBehavior } from '@/lib/motion';
import { Skeleton } from '../ui/alert';
import { Icon } from '../ui/icons';
import { isResolved, listHeading, type Pin } from './pin-model';
import { PinThread } from './pin-thread';
import { usePins } from './use-pin-workspace';

const excerpt = (text: string) => (text.length > 90 ? `${text.slice(0, 88).trimEnd()}…` : text);

function PinListItem({ pin, onJump }: { pin: Pin; onJump: (pin: Pin) => void }) {
  const { hasPages, selectedId, selectedFrom, select } = usePins();
  const isSelected = selectedId === pin.comment.id;
  const ref = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (isSelected && selectedFrom === 'marker')
      ref.current?.scrollIntoView?.({ block: 'nearest', behavior: scrollBehavior() });
  }, [isSelected, selectedFrom]);

  const replies = pin.comment.replies.length;
  return (
    <li ref={ref} className={isSelected ? 'cp-pin-item cp-pin-item--selected' : 'cp-pin-item'}>
      <button
        type="button"
        className="cp-pin-item-btn"
        aria-expanded={isSelected}
        data-pin-item={pin.number}
        onClick={() => {
          if (isSelected) select(null, 'list');
          else {
            select(pin.comment.id, 'list');
            onJump(pin);
          }
        }}
      >
        <span className="cp-pin-item-head">
          {/* Reads "3 · Dana · page 2": the number shows as the marker's badge, the rest beside it. */}
          <span className="cp-pin-dot">{pin.number}</span>
          <span className="cp-grow cp-nowrap">
            <span className="cp-sr-only"> · </span>
            {listHeading(pin, hasPages).slice(String(pin.number).length + 3)}
          </span>
          {isResolved(pin.comment) ? <span className="cp-chip">Resolved</span> : <span className="cp-chip">Open</span>}
        </span>
        {!isSelected && <span className="cp-pin-item-text">{excerpt(pin.comment.body)}</span>}
        {replies > 0 && !isSelected && (
          <span className="cp-caption cp-muted">
            {replies} {replies === 1 ? 'reply' : 'replies'}
          </span>
        )}
      </button>
      {isSelected && <PinThread pin={pin} />}
    </li>
  );
}

/** Up and down move between the pins as Tab does; Home and End jump to the ends. */
function onListKeys(event: KeyboardEvent<HTMLUListElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('.cp-pin-item-btn')];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0) return;
  const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: buttons.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  buttons[Math.max(0, Math.min(buttons.length - 1, next))]?.focus();
}

/** The pins of the shown version in reading order; picking one jumps to it and opens its thread. */
export function PinList({ onJump }: { onJump: (pin: Pin) => void }) {
  const { pins, isLoading, resolvedCount, showResolved, setShowResolved, isMedia } = usePins();
  return (
    <section className="cp-pin-panel" aria-labelledby="pin-list-title">
      <div className="cp-row cp-row--wrap" style={{ justifyContent: 'space-between', gap: 8 }}>
        <h3 id="pin-list-title" className="cp-subtitle">
          Pinned comments
          {pins.length > 0 && <span className="cp-muted cp-pin-count">{pins.length}</span>}
        </h3>
        <label className="cp-pin-switch">
          <input
            type="checkbox"
            role="switch"
            aria-checked={showResolved}
            checked={showResolved}
            onChange={(event) => setShowResolved(event.target.checked)}
          />
          Show resolved{resolvedCount > 0 ? ` (${resolvedCount})` : ''}
        </label>
      </div>
      {isLoading ? (
        <div className="cp-stack cp-stack--sm" role="status" aria-label="Loading pinned comments">
          <Skeleton width="80%" />
          <Skeleton width="60%" />
        </div>
      ) : pins.length === 0 ? (
        <div className="cp-empty cp-pin-empty">
          <Icon name="ChatBubble" />
          <p>
            {isMedia
              ? 'No pins yet. Use “Comment on this” to comment on a moment or a stretch of it.'
              : 'No pins yet. Use “Comment on this” to point at what should change.'}
          </p>
        </div>
      ) : (
        <ul className="cp-pin-list" aria-label="Pinned comments in reading order" onKeyDown={onListKeys}>
          {pins.map((pin) => (
            <PinListItem key={pin.comment.id} pin={pin} onJump={onJump} />
          ))}
        </ul>
      )}
    </section>
  );
}
