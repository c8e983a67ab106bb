import { Icon } from '../ui/icons';

interface ZoomControlsProps {
  scale: number;
  zoomBy: (factor: number) => void;
  reset: () => void;
}

/** Zoom out, the zoom as a percentage, zoom in and back to 100 %: one set for both versions. */
export function ZoomControls({ scale, zoomBy, reset }: ZoomControlsProps) {
  return (
    <div className="cp-row" style={{ gap: 4 }}>
      <button type="button" className="cp-icon-btn" onClick={() => zoomBy(0.8)} aria-label="Zoom out">
        <Icon name="ZoomOut" />
      </button>
      <span className="cp-caption cp-muted" aria-live="polite" style={{ minWidth: 44, textAlign: 'center' }}>
        {Math.round(scale * 100)}%
      </span>
      <button type="button" className="cp-icon-btn" onClick={() => zoomBy(1.25)} aria-label="Zoom in">
        <Icon name="ZoomIn" />
      </button>
      <button type="button" className="cp-btn cp-btn--small" onClick={reset} disabled={scale === 1}>
        Reset zoom
      </button>
    </div>
  );
}
