import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { router } from './app/router';
import { readStoredMode, resolveMode } from './app/theme/theme-mode';
import { meQueryKey } from './features/auth';
import { pageDrawnForItsOffer } from './lib/site-offer';

const queryClient = createQueryClient();
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

/** Resolves once the router has loaded the lazy modules of the first page, so it renders that page at once. */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Whether this browser renders exactly what the build rendered: no query, no theme chosen, the page's copy for
 * this time of day (the night copy was swapped in before the first paint), and the copy drawn for what this
 * instance sells (the server marks the page with it).
 */
function rendersAsPrerendered(): boolean {
  const drawn = container.getAttribute('data-prerendered') === 'dark' ? 'dark' : 'light';
  return (
    window.location.search === '' &&
    readStoredMode() === 'auto' &&
    resolveMode('auto', new Date()) === drawn &&
    pageDrawnForItsOffer(container)
  );
}

// A public page arrives rendered (build/prerender.ts), and only to visitors without a session: the app starts
// from the same state and takes the page over. When this browser would render it differently (a chosen theme,
// a query, the clock past 06:00 or 18:00 since), it renders the page afresh instead, in one step once the page's
// code is in.
if (container.hasAttribute('data-prerendered')) {
  queryClient.setQueryData(meQueryKey, null);
  void routerReady().then(() => {
    // As a transition, the work is done in small slices: the page, already readable, stays responsive meanwhile.
    startTransition(() => {
      if (rendersAsPrerendered()) hydrateRoot(container, app);
      else createRoot(container).render(app);
    });
  });
} else {
  createRoot(container).render(app);
}
