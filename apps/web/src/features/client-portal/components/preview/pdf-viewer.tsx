import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
// The worker ships as a file of this app (worker-src 'self'), never from a CDN or a blob.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Alert, Skeleton } from '../ui/alert';

GlobalWorkerOptions.workerSrc = workerUrl;

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
  const [isVisible, setIsVisible] = useState(pageNumber <= 2);
  const [aspect, setAspect] = useState(Math.SQRT2);

  useEffect(() => {
    if (isVisible || !boxRef.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsVisible(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(boxRef.current);
    return () => observer.disconnect();
  }, [isVisible]);

  useEffect(() => {
    if (!isVisible || width <= 0) return;
    let isCancelled = false;
    let task: { cancel: () => void; promise: Promise<void> } | null = null;
    void pdf.getPage(pageNumber).then((page) => {
      const canvas = canvasRef.current;
      if (isCancelled || !canvas) return;
      const base = page.getViewport({ scale: 1 });
      setAspect(base.height / base.width);
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: (width / base.width) * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      const context = canvas.getContext('2d');
      if (!context) return;
      task = page.render({ canvas, canvasContext: context, viewport });
      task.promise.catch(() => {
        // Cancelled when the page scrolls away or the dialog closes.
      });
    });
    return () => {
      isCancelled = true;
      task?.cancel();
    };
  }, [pdf, pageNumber, width, isVisible]);

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

const pageNumbers = (count: number) => Array.from({ length: count }, (_, offset) => offset + 1);

/** pdf.js, loaded only when a client opens a PDF; each page is drawn to a canvas when it scrolls near. */
export default function PdfViewer({ url, name, overlay }: { url: string; name: string; overlay?: PageOverlay }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    const measure = () => setWidth(Math.min(900, Math.floor(element.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const task = getDocument({ url, isEvalSupported: false, withCredentials: true });
    let isCancelled = false;
    task.promise.then(
      (document) => {
        if (!isCancelled) setPdf(document);
      },
      () => {
        if (!isCancelled) setError('This PDF could not be shown here. Download it to open it on your device.');
      },
    );
    return () => {
      isCancelled = true;
      void task.destroy();
    };
  }, [url]);

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
