import { createHmac, timingSafeEqual } from 'node:crypto';

// Signed with the auth secret, so only this server can make one; no expiry, because a mail's unsubscribe
// link must keep working for as long as the mail is kept.
const PURPOSE = 'notification-email-unsubscribe';

function signature(secret: string, userId: string): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}:${userId}`).digest();
}

export function createUnsubscribeToken(secret: string, userId: string): string {
  return `${Buffer.from(userId).toString('base64url')}.${signature(secret, userId).toString('base64url')}`;
}

/** The user id the token was made for, or null when it is not one of ours. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const [encodedId, encodedSignature, ...rest] = token.split('.');
  if (!encodedId || !encodedSignature || rest.length > 0) return null;
  const userId = Buffer.from(encodedId, 'base64url').toString('utf8');
  const given = Buffer.from(encodedSignature, 'base64url');
  const expected = signature(secret, userId);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return userId;
}
