import type { PublicFileVersion } from '@clientdock/shared';
import { type ReactNode, useState } from 'react';
import { transformOf, useWheelZoom, useZoomPan } from './use-zoom-pan';
import { ZoomControls } from './zoom-controls';

type PaneProps = ReturnType<typeof useZoomPan>['paneProps'];

interface StageProps {
  label: string;
  paneProps: PaneProps;
  zoomBy: (factor: number) => void;
  className?: string;
  children: ReactNode;
}

function Stage({ label, paneProps, zoomBy, className, children }: StageProps) {
  const wheelRef = useWheelZoom(zoomBy);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group around an image, not a fieldset of controls.
    <div
      ref={wheelRef}
      className={className ? `cp-compare-stage ${className}` : 'cp-compare-stage'}
      role="group"
      aria-label={label}
      aria-roledescription="zoomable image"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the stage pans with the arrow keys and zooms with + and -.
      tabIndex={0}
      {...paneProps}
    >
      {children}
    </div>
  );
}

interface ImageCompareProps {
  name: string;
  pair: [PublicFileVersion, PublicFileVersion];
  mode: 'side' | 'wipe';
  /** On a phone, the one version of the pair on screen (side by side does not fit). */
  only: 0 | 1 | null;
}

/** Two versions of an image, side by side or one over the other with a wipe, zoomed and panned together. */
export default function ImageCompare({ name, pair, mode, only }: ImageCompareProps) {
  const { view, zoomBy, reset, paneProps } = useZoomPan();
  const [wipe, setWipe] = useState(50);
  const [a, b] = pair;
  const hint = 'Drag or use the arrow keys to move, + and - to zoom';

  return (
    <div className="cp-stack" style={{ gap: 12 }}>
      <ZoomControls scale={view.scale} zoomBy={zoomBy} reset={reset} />
      {mode === 'side' ? (
        <div className="cp-compare-panes">
          {pair.map((version, index) =>
            only !== null && only !== index ? null : (
              <figure key={version.version} className="cp-compare-pane">
                <figcaption className="cp-caption cp-muted">Version {version.version}</figcaption>
                <Stage label={`Version ${version.version}. ${hint}`} paneProps={paneProps} zoomBy={zoomBy}>
                  <img
                    src={version.previewUrl}
                    alt={`${name}, version ${version.version}`}
                    draggable={false}
                    style={{ transform: transformOf(view) }}
                  />
                </Stage>
              </figure>
            ),
          )}
        </div>
      ) : (
        <div className="cp-stack" style={{ gap: 8 }}>
          <div className="cp-row" style={{ justifyContent: 'space-between' }}>
            <span className="cp-caption cp-muted">Version {a.version}</span>
            <span className="cp-caption cp-muted">Version {b.version}</span>
          </div>
          <Stage
            label={`Version ${a.version} over version ${b.version}. ${hint}`}
            paneProps={paneProps}
            zoomBy={zoomBy}
            className="cp-compare-wipe"
          >
            <div className="cp-compare-layer" style={{ transform: transformOf(view) }}>
              <img src={b.previewUrl} alt={`${name}, version ${b.version}`} draggable={false} />
              <img
                src={a.previewUrl}
                alt={`${name}, version ${a.version}`}
                draggable={false}
                data-testid="wipe-top"
                style={{ clipPath: `inset(0 ${100 - wipe}% 0 0)` }}
              />
              <span className="cp-compare-divider" style={{ left: `${wipe}%` }} aria-hidden="true" />
            </div>
          </Stage>
          <input
            type="range"
            className="cp-compare-range"
            min={0}
            max={100}
            value={wipe}
            onChange={(event) => setWipe(Number(event.target.value))}
            aria-label={`Wipe between version ${a.version} and version ${b.version}`}
            aria-valuetext={`${wipe}% version ${a.version}`}
          />
        </div>
      )}
    </div>
  );
}
