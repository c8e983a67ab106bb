import { CLIENT_NAME_TOKEN } from '@clientdock/shared';

/** How a title with the client-name token reads in a preview, before a client is chosen. */
export function previewText(text: string, clientName = 'Your Client'): string {
  return text.split(CLIENT_NAME_TOKEN).join(clientName);
}
