import type { Me } from '@clientdock/shared';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/routes';
import { meQueryKey } from '@/features/auth';

interface RenderAppOptions {
  /** Seeds the session; leave undefined to let the mocked /api/me answer. */
  me?: Me | null;
}

/** The whole app (providers, guards, layouts, lazy pages) at a given URL. */
export function renderApp(path: string, { me }: RenderAppOptions = {}) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  if (me !== undefined) queryClient.setQueryData(meQueryKey, me);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
