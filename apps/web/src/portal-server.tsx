import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { type PortalPageState, PortalRoot, seedPortalAnswer } from './features/client-portal';

async function toHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The client portal's first view as HTML, for the server to put in the page (built with Vite for Node; see
 * build/portal-ssr.ts). `state` is what the server read for the portal; without it the page renders as loading.
 */
export async function renderPortalPage(pathname: string, state: PortalPageState | null): Promise<string> {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  if (state) seedPortalAnswer(queryClient, state);
  try {
    return await toHtml(<PortalRoot queryClient={queryClient} pathname={pathname} />);
  } finally {
    queryClient.clear();
  }
}
