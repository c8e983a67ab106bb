import type { CreatorComment } from '@clientdock/shared';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { FeedbackProvider } from '@/components/feedback';

/** One component of the review with the app's providers, without the whole editor around it. */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return render(
    <AppProviders queryClient={queryClient}>
      <FeedbackProvider>{ui}</FeedbackProvider>
    </AppProviders>,
  );
}

let sequence = 0;
export function makeComment(options: Partial<CreatorComment> = {}): CreatorComment {
  sequence += 1;
  return {
    id: `c${sequence}`,
    fileId: 'f1',
    parentId: null,
    authorName: 'Dana',
    authorType: 'client',
    authorEmail: 'dana@example.com',
    verified: true,
    body: `Comment ${sequence}`,
    createdAt: `2026-11-03T10:00:${String(sequence % 60).padStart(2, '0')}.000Z`,
    resolvedAt: null,
    fileVersion: 1,
    anchor: { kind: 'point', x: 0.5, y: 0.5 },
    status: 'open',
    replies: [],
    ...options,
  };
}
