import type { Approval } from '@clientdock/shared';

/**
 * The receipts this browser made. The server shows a client its own email on its receipts (and nobody else's);
 * a receipt given without an email is recognised by the id this browser kept when it was made.
 */
const storageKey = (uuid: string) => `clientdock-own-receipts:${uuid}`;

function readIds(uuid: string): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey(uuid)) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberOwnReceipt(uuid: string, approvalId: string): void {
  try {
    const ids = readIds(uuid).filter((id) => id !== approvalId);
    localStorage.setItem(storageKey(uuid), JSON.stringify([approvalId, ...ids].slice(0, 200)));
  } catch {
    // Without storage the server still refuses a second identical receipt.
  }
}

export function isOwnReceipt(uuid: string, approval: Approval): boolean {
  return approval.approverEmail !== null || readIds(uuid).includes(approval.id);
}
