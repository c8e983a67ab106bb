import type { Webhook, WebhookCreate, WebhookCreated, WebhookList, WebhookUpdate } from '@clientdock/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { settingsKeys } from './keys';

export const webhookPath = (id: string) => `/api/webhooks/${encodeURIComponent(id)}`;

export function getWebhooksQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.webhooks(),
    queryFn: async ({ signal }) => (await api.get<WebhookList>('/api/webhooks', { signal })).webhooks,
  });
}

export const useWebhooks = () => useQuery(getWebhooksQueryOptions());

function useReplaceWebhook() {
  const queryClient = useQueryClient();
  return (next: Webhook) =>
    queryClient.setQueryData<Webhook[]>(settingsKeys.webhooks(), (list = []) =>
      list.some((item) => item.id === next.id)
        ? list.map((item) => (item.id === next.id ? next : item))
        : [...list, next],
    );
}

/** The answer carries the signing secret, once; the list keeps only what the server lists. */
export function useCreateWebhook() {
  const replace = useReplaceWebhook();
  return useMutation({
    mutationFn: (input: WebhookCreate) => api.post<WebhookCreated>('/api/webhooks', input),
    onSuccess: ({ secret: _shownOnce, ...created }) => replace(created),
  });
}

export function useUpdateWebhook() {
  const replace = useReplaceWebhook();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: WebhookUpdate }) =>
      api.patch<Webhook>(webhookPath(id), changes),
    onSuccess: replace,
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(webhookPath(id)),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Webhook[]>(settingsKeys.webhooks(), (list = []) =>
        list.filter((item) => item.id !== id),
      );
      queryClient.removeQueries({ queryKey: settingsKeys.webhookDeliveries(id) });
    },
  });
}
