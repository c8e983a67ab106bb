import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { type ReactNode, useEffect, useRef } from 'react';
import { type PDFDocumentProxy, pageNumbers, useFitWidth, usePdfDocument, usePdfPageCanvas } from '@/lib/pdf';

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
  const { aspect } = usePdfPageCanvas({ pdf, pageNumber: page, width, boxRef, canvasRef });

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

/** pdf.js, loaded only when a PDF's review opens; each page is drawn when it scrolls near, with its pins over it. */
interface ReviewPdfProps {
  url: string;
  overlay: (page: number) => ReactNode;
  /** A page to bring into view (a pin picked in the list), once the document is there. */
  focus: { page: number } | null;
}

export default function ReviewPdf({ url, overlay, focus }: ReviewPdfProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useFitWidth(containerRef);
  const { pdf, error } = usePdfDocument(url, 'This PDF could not be shown here. Download it to open it.');

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
