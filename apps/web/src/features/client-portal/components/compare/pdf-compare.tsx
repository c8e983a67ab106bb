import type { PublicFileVersion } from '@clientdock/shared';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { Skeleton } from '../ui/alert';
import { ZoomControls } from './zoom-controls';

const PdfViewer = lazy(() => import('../preview/pdf-viewer'));

interface PdfCompareProps {
  name: string;
  pair: [PublicFileVersion, PublicFileVersion];
  only: 0 | 1 | null;
}

/**
 * Two versions of a PDF, each in its own scrolling column; scrolling one scrolls the other to the same place, so
 * both show the same page at the same height (the pages are drawn at the same width). Zoom widens both alike.
 */
export default function PdfCompare({ name, pair, only }: PdfCompareProps) {
  const panes = useRef<(HTMLDivElement | null)[]>([]);
  const top = useRef(0);
  const [scale, setScale] = useState(1);
  const zoomBy = (factor: number) => setScale((current) => Math.min(3, Math.max(1, current * factor)));

  const follow = (from: number) => {
    const source = panes.current[from];
    if (!source) return;
    top.current = source.scrollTop;
    panes.current.forEach((pane, index) => {
      if (!pane || index === from) return;
      if (Math.abs(pane.scrollTop - source.scrollTop) > 1) pane.scrollTop = source.scrollTop;
      if (Math.abs(pane.scrollLeft - source.scrollLeft) > 1) pane.scrollLeft = source.scrollLeft;
    });
  };

  // The version brought on screen on a phone opens where the other one was.
  useLayoutEffect(() => {
    if (only === null) return;
    const pane = panes.current[only];
    if (pane) pane.scrollTop = top.current;
  }, [only]);

  return (
    <div className="cp-stack" style={{ gap: 12 }}>
      <ZoomControls scale={scale} zoomBy={zoomBy} reset={() => setScale(1)} />
      <div className="cp-compare-panes">
        {pair.map((version, index) => (
          <figure key={version.version} className="cp-compare-pane" hidden={only !== null && only !== index}>
            <figcaption className="cp-caption cp-muted">Version {version.version}</figcaption>
            <div
              ref={(element) => {
                panes.current[index] = element;
              }}
              className="cp-compare-scroll"
              onScroll={() => follow(index)}
              data-testid={`pdf-pane-${version.version}`}
            >
              <div style={{ width: `${scale * 100}%` }}>
                <Suspense fallback={<Skeleton shape="box" width="100%" height={480} />}>
                  <PdfViewer url={version.previewUrl} name={`${name}, version ${version.version}`} />
                </Suspense>
              </div>
            </div>
          </figure>
        ))}
      </div>
    </div>
  );
}
