import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
// The worker ships as a file of this app (worker-src 'self'), never from a CDN or a blob.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { type ReactNode, useEffect, useRef, useState } from 'react';

GlobalWorkerOptions.workerSrc = workerUrl;

function PdfPage({
  pdf,
  page,
  width,
  overlay,
}: {
  pdf: PDFDocumentProxy;
  page: number;
  width: number;
  overlay: (page: number) => ReactNode;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(page <= 2);
  const [aspect, setAspect] = useState(Math.SQRT2);

  useEffect(() => {
    if (isNear || !boxRef.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setIsNear(true), {
      rootMargin: '600px 0px',
    });
    observer.observe(boxRef.current);
    return () => observer.disconnect();
  }, [isNear]);

  useEffect(() => {
    if (!isNear || width <= 0) return;
    let isCancelled = false;
    let task: { cancel: () => void; promise: Promise<void> } | null = null;
    void pdf.getPage(page).then((proxy) => {
      const canvas = canvasRef.current;
      const context = canvas?.getContext('2d');
      if (isCancelled || !canvas || !context) return;
      const natural = proxy.getViewport({ scale: 1 });
      setAspect(natural.height / natural.width);
      const viewport = proxy.getViewport({ scale: (width / natural.width) * (window.devicePixelRatio || 1) });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      task = proxy.render({ canvas, canvasContext: context, viewport });
      task.promise.catch(() => {});
    });
    return () => {
      isCancelled = true;
      task?.cancel();
    };
  }, [pdf, page, width, isNear]);

  return (
    <Box ref={boxRef} data-page={page} sx={{ position: 'relative', width, aspectRatio: `1 / ${aspect}`, mx: 'auto' }}>
      <canvas
        ref={canvasRef}
        aria-label={`Page ${page}`}
        style={{
          width: '100%',
          height: '100%',
          display: 'block',
          background: '#fff',
          borderRadius: 4,
          boxShadow: '0 1px 4px rgba(0,0,0,0.25)',
        }}
      />
      {overlay(page)}
    </Box>
  );
}

const pageNumbers = (count: number) => Array.from({ length: count }, (_, offset) => offset + 1);

/** pdf.js, loaded only when a PDF's review opens; each page is drawn when it scrolls near, with its pins over it. */
interface ReviewPdfProps {
  url: string;
  overlay: (page: number) => ReactNode;
  /** A page to bring into view (a pin picked in the list), once the document is there. */
  focus: { page: number } | null;
}

export default function ReviewPdf({ url, overlay, focus }: ReviewPdfProps) {
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
    setPdf(null);
    const task = getDocument({ url, isEvalSupported: false, withCredentials: true });
    let isCancelled = false;
    task.promise.then(
      (document) => !isCancelled && setPdf(document),
      () => !isCancelled && setError('This PDF could not be shown here. Download it to open it.'),
    );
    return () => {
      isCancelled = true;
      void task.destroy();
    };
  }, [url]);

  useEffect(() => {
    if (!pdf || width <= 0 || !focus) return;
    const bring = () => containerRef.current?.querySelector(`[data-page="${focus.page}"]`)?.scrollIntoView?.();
    bring();
    // Pages take their real height as they are drawn, which moves the page asked for: bring it again.
    const again = setTimeout(bring, 500);
    return () => clearTimeout(again);
  }, [pdf, width, focus]);

  return (
    <Stack ref={containerRef} spacing={2}>
      {error && <Alert severity="error">{error}</Alert>}
      {!pdf && !error && <Skeleton variant="rounded" height={480} aria-label="Loading the PDF" />}
      {pdf &&
        width > 0 &&
        pageNumbers(pdf.numPages).map((page) => (
          <PdfPage key={page} pdf={pdf} page={page} width={width} overlay={overlay} />
        ))}
    </Stack>
  );
}
