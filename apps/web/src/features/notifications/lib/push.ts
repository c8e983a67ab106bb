import type { PushSubscriptionInput } from '@clientdock/shared';

export type PushSupport = 'supported' | 'unsupported' | 'no-worker';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window)) {
    return 'unsupported';
  }
  if (!('Notification' in window)) return 'unsupported';
  return 'supported';
}

/** VAPID public keys travel as URL-safe base64; PushManager wants the raw bytes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const padded = `${value}${'='.repeat((4 - (value.length % 4)) % 4)}`.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The registration the app's worker runs under; absent while developing with the dev server. */
export async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  return (await navigator.serviceWorker.getRegistration('/')) ?? null;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await workerRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function subscribe(publicKey: string): Promise<PushSubscriptionInput> {
  const registration = await workerRegistration();
  if (!registration) throw new Error('Push needs the app installed from a production build; reload and try again.');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new Error('Notifications are blocked for this site. Allow them in your browser settings, then try again.');
  }
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(publicKey),
  });
  return subscription.toJSON() as PushSubscriptionInput;
}
