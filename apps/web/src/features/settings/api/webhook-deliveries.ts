import type { WebhookDelivery, WebhookDeliveryList } from '@clientdock/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { settingsKeys } from './keys';
import { webhookPath } from './webhooks';

/** While the log is open it asks again every 3 s, so a delivery made meanwhile shows up without a reload. */
export const DELIVERY_LOG_REFRESH_MS = 3000;

export function useWebhookDeliveries(webhookId: string, isOpen: boolean) {
  return useQuery({
    queryKey: settingsKeys.webhookDeliveries(webhookId),
    queryFn: async ({ signal }) =>
      (await api.get<WebhookDeliveryList>(`${webhookPath(webhookId)}/deliveries`, { signal })).deliveries,
    enabled: isOpen,
    refetchInterval: isOpen ? DELIVERY_LOG_REFRESH_MS : false,
  });
}

/** A new delivery goes first in the log (newest first), and the endpoint's status may change with it. */
function useAddDelivery(webhookId: string) {
  const queryClient = useQueryClient();
  return (delivery: WebhookDelivery) => {
    queryClient.setQueryData<WebhookDelivery[]>(settingsKeys.webhookDeliveries(webhookId), (list) =>
      list ? [delivery, ...list.filter((item) => item.id !== delivery.id)] : list,
    );
    void queryClient.invalidateQueries({ queryKey: settingsKeys.webhooks(), exact: true });
  };
}

export function useSendTestEvent(webhookId: string) {
  const add = useAddDelivery(webhookId);
  return useMutation({
    mutationFn: () => api.post<WebhookDelivery>(`${webhookPath(webhookId)}/test`),
    onSuccess: add,
  });
}

export function useReplayDelivery(webhookId: string) {
  const add = useAddDelivery(webhookId);
  return useMutation({
    mutationFn: (deliveryId: string) =>
      api.post<WebhookDelivery>(`${webhookPath(webhookId)}/deliveries/${encodeURIComponent(deliveryId)}/replay`),
    onSuccess: add,
  });
}
