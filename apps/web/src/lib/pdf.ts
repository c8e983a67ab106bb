// pdf.js for the two PDF previews (the client portal's and the creator's review). Only lazily loaded modules import
// this file, so pdf.js stays out of every first load.
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
// The worker ships as a file of this app (worker-src 'self'), never from a CDN or a blob.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { type RefObject, useEffect, useState } from 'react';

GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy };

export const pageNumbers = (count: number) => Array.from({ length: count }, (_, offset) => offset + 1);

/** The document at `url` (sent with the session's cookies), or `failure` when it cannot be read. */
export function usePdfDocument(url: string, failure: string) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setPdf(null);
    setError(null);
    const task = getDocument({ url, isEvalSupported: false, withCredentials: true });
    let isCancelled = false;
    task.promise.then(
      (document) => {
        if (!isCancelled) setPdf(document);
      },
      () => {
        if (!isCancelled) setError(failure);
      },
    );
    return () => {
      isCancelled = true;
      void task.destroy();
    };
  }, [url, failure]);
  return { pdf, error };
}

/** The width pages are drawn at: the container's, up to `max`, followed as the window or the phone turns. */
export function useFitWidth(containerRef: RefObject<HTMLElement | null>, max = 900) {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    const measure = () => setWidth(Math.min(max, Math.floor(element.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [containerRef, max]);
  return width;
}

interface PageCanvas {
  pdf: PDFDocumentProxy;
  pageNumber: number;
  width: number;
  boxRef: RefObject<HTMLElement | null>;
  canvasRef: RefObject<HTMLCanvasElement | null>;
}

/**
 * Draws one page into its canvas once it scrolls within 600 px of the screen (the first two at once), so a
 * 200-page document costs only the pages a reader comes near. Answers whether it is near and the page's
 * height-to-width ratio, for a box that keeps its place before the page is drawn.
 */
export function usePdfPageCanvas({ pdf, pageNumber, width, boxRef, canvasRef }: PageCanvas) {
  const [isNear, setIsNear] = useState(pageNumber <= 2);
  const [aspect, setAspect] = useState(Math.SQRT2);

  useEffect(() => {
    if (isNear || !boxRef.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(boxRef.current);
    return () => observer.disconnect();
  }, [isNear, boxRef]);

  useEffect(() => {
    if (!isNear || width <= 0) return;
    let isCancelled = false;
    let task: { cancel: () => void; promise: Promise<void> } | null = null;
    void pdf.getPage(pageNumber).then((page) => {
      const canvas = canvasRef.current;
      const context = canvas?.getContext('2d');
      if (isCancelled || !canvas || !context) return;
      const natural = page.getViewport({ scale: 1 });
      setAspect(natural.height / natural.width);
      const viewport = page.getViewport({ scale: (width / natural.width) * (window.devicePixelRatio || 1) });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      task = page.render({ canvas, canvasContext: context, viewport });
      task.promise.catch(() => {
        // Cancelled when the page scrolls away or the dialog closes.
      });
    });
    return () => {
      isCancelled = true;
      task?.cancel();
    };
  }, [pdf, pageNumber, width, isNear, canvasRef]);

  return { isNear, aspect };
}
