import { acceptsDeclared, describeAccept, type PublicRequestItem } from '@clientdock/shared';

const MB = 1024 * 1024;

/** The input's accept attribute: the item's tokens as they are (MIME types and extensions both work there). */
export function acceptAttribute(accept: readonly string[]): string | undefined {
  return accept.length > 0 ? accept.join(',') : undefined;
}

/** "Up to 3 files, 50 MB each" or "One file, up to 50 MB". */
export function describeLimits(item: Pick<PublicRequestItem, 'maxFiles' | 'maxSizeMb'>): string {
  const size = `${item.maxSizeMb.toLocaleString('en-US')} MB`;
  return item.maxFiles === 1 ? `One file, up to ${size}` : `Up to ${item.maxFiles} files, ${size} each`;
}

/** The uploads that take one of the item's places: a rejected file no longer does. */
export function placesTaken(item: Pick<PublicRequestItem, 'uploads'>): number {
  return item.uploads.filter((upload) => upload.status !== 'rejected').length;
}

/**
 * Whether the newest file sent for the item was rejected and nothing came after it: the client owes a replacement,
 * even when another file of the item was accepted.
 */
export function awaitsReplacement(item: Pick<PublicRequestItem, 'uploads'>): boolean {
  return item.uploads.at(-1)?.status === 'rejected';
}

/** Whether the client may send more files for the item: until it is accepted, or to replace a rejected file. */
export function takesMoreFiles(item: Pick<PublicRequestItem, 'status' | 'uploads'>, room: number): boolean {
  return room > 0 && (item.status !== 'accepted' || awaitsReplacement(item));
}

/** The line under the drop zone: a replacement owed, and how many places are left once some are taken. */
export function dropZoneHint(item: Pick<PublicRequestItem, 'maxFiles' | 'uploads'>, room: number): string {
  const hints: string[] = [];
  if (awaitsReplacement(item)) hints.push('Send a replacement for the rejected file here.');
  if (room < item.maxFiles) hints.push(`${room} more ${room === 1 ? 'file' : 'files'} can go here.`);
  return hints.join(' ');
}

export interface FileCheck {
  accepted: File[];
  /** One sentence per refused file, naming it and the rule it breaks. */
  refusals: string[];
}

/**
 * Which of the picked files may go, checked before a byte is sent: the item's types, its size limit and how many
 * files it still takes (`inFlight`: this browser's uploads not yet in the list).
 */
export function checkFiles(item: PublicRequestItem, files: readonly File[], inFlight: number): FileCheck {
  const accepted: File[] = [];
  const refusals: string[] = [];
  let room = item.maxFiles - placesTaken(item) - inFlight;
  for (const file of files) {
    if (!acceptsDeclared(item.accept, file.name, file.type)) {
      refusals.push(`“${file.name}” is not a type this item takes (${describeAccept(item.accept)}).`);
    } else if (file.size > item.maxSizeMb * MB) {
      refusals.push(`“${file.name}” is larger than ${item.maxSizeMb.toLocaleString('en-US')} MB, the limit here.`);
    } else if (file.size === 0) {
      refusals.push(`“${file.name}” is empty.`);
    } else if (room <= 0) {
      refusals.push(
        `“${file.name}” was not added: this item takes ${item.maxFiles === 1 ? 'one file' : `up to ${item.maxFiles} files`}.`,
      );
    } else {
      accepted.push(file);
      room -= 1;
    }
  }
  return { accepted, refusals };
}

const isReceived = (item: Pick<PublicRequestItem, 'status'>) =>
  item.status === 'submitted' || item.status === 'accepted';

export interface ReceivedSummary {
  received: number;
  total: number;
  /** Titles of the counted items still missing or sent back. */
  missing: string[];
  /** Counted items the creator accepted. */
  accepted: number;
}

/** "3 of 5 received": the required items, or every item when none is required. */
export function receivedSummary(items: readonly PublicRequestItem[]): ReceivedSummary {
  const required = items.filter((item) => item.required);
  const counted = required.length > 0 ? required : items;
  return {
    received: counted.filter(isReceived).length,
    total: counted.length,
    missing: counted.filter((item) => !isReceived(item)).map((item) => item.title),
    accepted: counted.filter((item) => item.status === 'accepted').length,
  };
}

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
const month = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/** "Friday, December 4" for a YYYY-MM-DD day, with the year when it is not this year's. */
export function formatDueDate(day: string, today: Date = new Date()): string {
  const date = new Date(`${day}T00:00:00Z`);
  const year = date.getUTCFullYear();
  const text = `${weekday.format(date)}, ${month.format(date)} ${date.getUTCDate()}`;
  return year === today.getFullYear() ? text : `${text}, ${year}`;
}

/** Whether the due day has passed in the visitor's own calendar. */
export function isPastDue(day: string, today: Date = new Date()): boolean {
  const local = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  return local > day;
}
