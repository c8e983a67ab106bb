import { type ReactNode, useRef } from 'react';
import { type PDFDocumentProxy, pageNumbers, useFitWidth, usePdfDocument, usePdfPageCanvas } from '@/lib/pdf';
import { Alert, Skeleton } from '../ui/alert';

/** Drawn over a page that has scrolled near (pins), in a box exactly the page's size. */
export type PageOverlay = (pageNumber: number) => ReactNode;

interface PdfPageProps {
  pdf: PDFDocumentProxy;
  pageNumber: number;
  width: number;
  overlay?: PageOverlay;
}

function PdfPage({ pdf, pageNumber, width, overlay }: PdfPageProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const { isNear: isVisible, aspect } = usePdfPageCanvas({ pdf, pageNumber, width, boxRef, canvasRef });

  return (
    <div ref={boxRef} data-page={pageNumber} style={{ position: 'relative', width, aspectRatio: `1 / ${aspect}` }}>
      <div
        style={{
          height: '100%',
          background: '#fff',
          boxShadow: '0 1px 3px rgba(0,0,0,0.2)',
          borderRadius: 4,
          overflow: 'hidden',
        }}
      >
        <canvas
          ref={canvasRef}
          aria-label={`Page ${pageNumber}`}
          style={{ width: '100%', height: '100%', display: 'block' }}
        />
      </div>
      {isVisible && overlay?.(pageNumber)}
    </div>
  );
}

/** pdf.js, loaded only when a client opens a PDF; each page is drawn to a canvas when it scrolls near. */
export default function PdfViewer({ url, name, overlay }: { url: string; name: string; overlay?: PageOverlay }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useFitWidth(containerRef);
  const { pdf, error } = usePdfDocument(
    url,
    'This PDF could not be shown here. Download it to open it on your device.',
  );

  return (
    <div ref={containerRef} role="document" aria-label={`${name}, PDF preview`} style={{ width: '100%' }}>
      {error ? (
        <Alert severity="warning">{error}</Alert>
      ) : !pdf ? (
        <Skeleton shape="box" width="100%" height={480} />
      ) : (
        <>
          <p className="cp-caption cp-muted" style={{ marginBottom: 8 }} data-testid="pdf-pages">
            {pdf.numPages} {pdf.numPages === 1 ? 'page' : 'pages'}
          </p>
          <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16 }}>
            {pageNumbers(pdf.numPages).map((pageNumber) => (
              <PdfPage key={pageNumber} pdf={pdf} pageNumber={pageNumber} width={width} overlay={overlay} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
