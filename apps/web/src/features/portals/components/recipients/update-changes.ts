import type { RecipientUpdateChange, RecipientUpdatePreview } from '@clientdock/shared';

/** The changes an update to `recipientIds` lists: those after the earliest `since` among them. */
export function changesFor(preview: RecipientUpdatePreview, recipientIds: string[]): RecipientUpdateChange[] {
  const since = preview.recipients
    .filter((recipient) => recipientIds.includes(recipient.id))
    .map((recipient) => recipient.since)
    .sort()[0];
  if (!since) return [];
  return preview.changes.filter((change) => change.uploadedAt > since);
}

/** The line the email shows for a change. */
export function changeText(change: RecipientUpdateChange): string {
  if (!change.isNew) return `Version ${change.version} of ${change.name}`;
  return change.version > 1
    ? `New file: ${change.name} (now at version ${change.version})`
    : `New file: ${change.name}`;
}
