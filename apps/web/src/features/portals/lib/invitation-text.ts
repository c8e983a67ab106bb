import type { AccessType } from '@clientdock/shared';

interface InvitationParts {
  name: string;
  shareUrl: string;
  accessType: AccessType;
  /** The PIN of a PIN portal, when it can be read back; null leaves it for the creator to add. */
  pin: string | null;
}

/** A ready message for the client: the portal's name, its link and how to get in. */
export function invitationText({ name, shareUrl, accessType, pin }: InvitationParts): string {
  const lines = [`Here is "${name}":`, shareUrl];
  if (accessType === 'pin' && pin) lines.push(`PIN: ${pin}`);
  if (accessType === 'email') lines.push('Sign in with your email address: a code is sent to it.');
  return lines.join('\n');
}
