import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { ProductAnalytics } from './product-analytics';
import { ScrollToTop } from './scroll-to-top';

const UpdateNotice = lazy(() => import('@/features/app-update/update-notice'));

/** Loads the update check once the page is idle, so it never competes with a first paint. */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const done = () => setIdle(true);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(done, { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(done, 2000);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}

export function RootLayout() {
  const idle = useIdle();
  // Tells a prerendered page from one the app has taken over (end-to-end tests wait for it before interacting).
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <>
      <ScrollToTop />
      <ProductAnalytics />
      <Outlet />
      {idle && (
        <Suspense fallback={null}>
          <UpdateNotice />
        </Suspense>
      )}
    </>
  );
}
