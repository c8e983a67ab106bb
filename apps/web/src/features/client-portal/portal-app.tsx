import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { clientPortalKeys, publicPortalQueryOptions } from './api/portal-queries';
import { PortalApiError } from './api/portal-request';
import type { Approval, PortalComment, PublicPortalResponse } from './api/types';
import { PortalEntry } from './components/portal-entry';
import { PortalScreen } from './components/portal-screen';

/** The uuid in /portal/:uuid, or null on /portal itself. */
export function portalUuidFromPath(pathname: string): string | null {
  const match = /^\/portal\/([^/?#]+)\/?$/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** The client portal as its own small app: a client's link never loads the router or the signed-in app. */
export function PortalApp({ pathname }: { pathname: string }) {
  const uuid = portalUuidFromPath(pathname);
  if (!uuid) return <PortalEntry onOpen={(id) => window.location.assign(`/portal/${encodeURIComponent(id)}`)} />;
  return <PortalScreen uuid={uuid} />;
}

/** The whole tree, the same on the server and in the browser (hydration needs both to match). */
export function PortalRoot({ queryClient, pathname }: { queryClient: QueryClient; pathname: string }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <PortalApp pathname={pathname} />
      </QueryClientProvider>
    </StrictMode>
  );
}

/** What the server read for the page: the public portal's answer, as `GET /api/public/portals/:uuid` gives it. */
export interface PortalPageState {
  uuid: string;
  status: number;
  body: unknown;
  comments?: PortalComment[];
  approvals?: Approval[];
}

/**
 * Puts the server's answer in the query cache so the first render shows it at once. The portal itself is marked
 * stale: the browser still asks for it once (the page preloads that request), which counts the visit and gives
 * this visitor their cookie, as when the page is drawn in the browser alone.
 */
export function seedPortalAnswer(queryClient: QueryClient, state: PortalPageState): void {
  const options = publicPortalQueryOptions(state.uuid);
  if (state.status === 200) {
    queryClient.setQueryData(clientPortalKeys.portal(state.uuid), state.body as PublicPortalResponse, {
      updatedAt: 0,
    });
    if (state.comments) queryClient.setQueryData(clientPortalKeys.comments(state.uuid), { comments: state.comments });
    // Receipts show their approver's email only to that approver, whom the server could not know: asked again.
    if (state.approvals) {
      queryClient.setQueryData(
        clientPortalKeys.approvals(state.uuid),
        { approvals: state.approvals },
        { updatedAt: 0 },
      );
    }
    return;
  }
  const error = (state.body as { error?: Record<string, unknown> } | null)?.error ?? {};
  const failure = new PortalApiError(
    state.status,
    String(error.code ?? `HTTP_${state.status}`),
    String(error.message ?? ''),
    error,
    null,
  );
  const query = queryClient.getQueryCache().build(queryClient, { queryKey: options.queryKey });
  query.setState({ status: 'error', error: failure, errorUpdatedAt: Date.now(), fetchStatus: 'idle' });
}

export const PORTAL_STATE_ID = 'portal-state';
