import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

function keyFor(appSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'clientdock', `clientdock:sealed:${purpose}:v1`, 32));
}

/**
 * Encrypts a short secret with AES-256-GCM under a key derived from the app secret and a purpose, so a value
 * sealed for one purpose does not open as another. Answers `v1.<iv>.<tag>.<ciphertext>`, base64url parts.
 */
export function sealSecret(appSecret: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(appSecret, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

/** The plain text of a sealed value, or null when it was tampered with, sealed under another secret or purpose. */
export function openSecret(appSecret: string, purpose: string, sealed: string | null | undefined): string | null {
  const [version, iv, tag, body, extra] = (sealed ?? '').split('.');
  if (version !== VERSION || !iv || !tag || body === undefined || extra !== undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(appSecret, purpose), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
