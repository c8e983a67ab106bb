import {
  REQUEST_LIMITS,
  type RequestItem,
  type RequestItemStatus,
  type RequestSection,
  requestSections,
  type Section,
} from '@clientdock/shared';
import type { RequestUploadRecord } from './request-uploads.repository';

export interface LocatedItem {
  section: RequestSection;
  item: RequestItem;
}

/** Every requested item of a portal, in layout order. */
export function requestItemsOf(sections: unknown): LocatedItem[] {
  return requestSections((sections ?? []) as Section[]).flatMap((section) =>
    section.items.map((item) => ({ section, item })),
  );
}

export function findRequestItem(sections: unknown, itemId: string): LocatedItem | undefined {
  return requestItemsOf(sections).find(({ item }) => item.id === itemId);
}

/** The size one file of the item may have: the item's own limit, never above what the owner's plan allows. */
export function itemMaxSizeMb(item: RequestItem, ownerLimitMb: number): number {
  return item.maxSizeMb ? Math.min(item.maxSizeMb, ownerLimitMb) : ownerLimitMb;
}

export function itemMaxFiles(item: RequestItem): number {
  return item.maxFiles ?? REQUEST_LIMITS.defaultMaxFiles;
}

/**
 * Where an item stands from its uploads: waiting for review while any is, else accepted when one was, else
 * rejected when all were; missing with none.
 */
export function itemStatus(uploads: readonly Pick<RequestUploadRecord, 'status'>[]): RequestItemStatus {
  if (uploads.length === 0) return 'missing';
  if (uploads.some((upload) => upload.status === 'submitted')) return 'submitted';
  if (uploads.some((upload) => upload.status === 'accepted')) return 'accepted';
  return 'rejected';
}
