import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import { QueryClient } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PORTAL_STATE_ID, type PortalPageState, PortalRoot, seedPortalAnswer } from './features/client-portal';

// The same defaults as the app's query client, without pulling in the app.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

function readPageState(): PortalPageState | null {
  const element = document.getElementById(PORTAL_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PortalPageState;
  } catch {
    return null;
  }
}

const container = document.getElementById('root')!;
const app = <PortalRoot queryClient={queryClient} pathname={window.location.pathname} />;

// The server drew the first view (the portal, or why it cannot open) into the page: take it over in place.
if (container.hasAttribute('data-rendered')) {
  const state = readPageState();
  if (state) seedPortalAnswer(queryClient, state);
  // As a transition, hydration is done in small slices: the page, already readable, stays responsive meanwhile.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
