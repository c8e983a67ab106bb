import type { Webhook, WebhookDelivery } from '@clientdock/shared';
import { formatDateTime } from '@/lib/format';

type ChipColor = 'default' | 'success' | 'warning' | 'error' | 'info';

/** Where an endpoint stands, in the words of its status chip. */
export function webhookStatus(webhook: Webhook): { label: string; color: ChipColor } {
  if (!webhook.enabled) {
    return webhook.disabledReason
      ? { label: `Turned off: ${webhook.disabledReason}`, color: 'error' }
      : { label: 'Turned off', color: 'default' };
  }
  if (webhook.failingSince) return { label: `Failing since ${formatDateTime(webhook.failingSince)}`, color: 'warning' };
  return { label: 'Delivering', color: 'success' };
}

export const DELIVERY_STATUS_INFO: Record<WebhookDelivery['status'], { label: string; color: ChipColor }> = {
  pending: { label: 'Pending', color: 'info' },
  succeeded: { label: 'Succeeded', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

/** "200 OK"-style summary of the last attempt: its status code, or that the receiver could not be reached. */
export function responseSummary(delivery: WebhookDelivery): string {
  if (delivery.responseStatus !== null) return `HTTP ${delivery.responseStatus}`;
  if (delivery.attempts === 0) return 'Not sent yet';
  return 'No response';
}

export function durationText(ms: number | null): string | null {
  if (ms === null) return null;
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** The payload as it was sent, indented for reading when it is JSON. */
export function readablePayload(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}
