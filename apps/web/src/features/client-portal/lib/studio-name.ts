import type { PublicPortal } from '@clientdock/shared';

/**
 * Who shared the portal, as clients should read it: the studio's branding name, else the creator's own name (the
 * server picks which). Never the word "creator", which means nothing to a client.
 */
export function studioName(portal: Pick<PublicPortal, 'branding'>): string {
  return portal.branding.displayName?.trim() || 'The sender';
}
