import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { eventPath, eventText, trackProductEvent } from '@/lib/product-events';

/** The product's public pages: arriving on one is a visit, the funnel's first step. */
const PUBLIC_PAGES = /^\/(|features|pricing|templates|blog|about|help|contact|security|privacy|terms|cookies)(\/|$)/;

/** Client portals are the creators' clients, not ClientDock's visitors: none of their pages are counted. */
const isClientPortal = (pathname: string) => pathname === '/portal' || pathname.startsWith('/portal/');

let arrived = false;

/** Records page views on every navigation, a visit on arrival at a public page, and errors nobody caught. */
export function ProductAnalytics() {
  const { pathname } = useLocation();

  useEffect(() => {
    if (isClientPortal(pathname)) return;
    const path = eventPath(pathname);
    if (!arrived) {
      arrived = true;
      if (PUBLIC_PAGES.test(pathname)) trackProductEvent('product_hub_visit', { path });
    }
    trackProductEvent('page_view', { path });
  }, [pathname]);

  useEffect(() => {
    const onError = (event: ErrorEvent) => reportError(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  return null;
}

const reported = new Set<string>();

/** Starts afresh as a new page load would: the next page is an arrival, and errors are reported again. */
export function startNewPageLoad(): void {
  arrived = false;
  reported.clear();
}

/** One error_occurred per distinct message and page load: a loop of the same failure is one report. */
export function reportError(error: unknown): void {
  const message = eventText(
    error instanceof Error ? `${error.name}: ${error.message}` : String(error ?? 'Unknown error'),
  );
  if (reported.has(message) || isClientPortal(window.location.pathname)) return;
  reported.add(message);
  trackProductEvent('error_occurred', { message, path: eventPath(window.location.pathname) });
}
