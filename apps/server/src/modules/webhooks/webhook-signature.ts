import { createHmac, randomBytes } from 'node:crypto';

// Standard Webhooks (standardwebhooks.com): the secret is `whsec_` + base64 of the key; the signature is
// `v1,` + base64 of HMAC-SHA256(key, `${id}.${timestamp}.${body}`), the timestamp in whole seconds.

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

export function signWebhook(secret: string, messageId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64')}`;
}
