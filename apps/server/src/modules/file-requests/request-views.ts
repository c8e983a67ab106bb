import type { PublicRequestItem, PublicRequestUpload, RequestUpload } from '@clientdock/shared';
import { itemMaxFiles, itemMaxSizeMb, itemStatus, type LocatedItem } from './request-items';
import type { RequestUploadRecord } from './request-uploads.repository';

type Arrived = RequestUploadRecord & { status: Exclude<RequestUploadRecord['status'], 'uploading'> };

export function arrived(upload: RequestUploadRecord): upload is Arrived {
  return upload.status !== 'uploading';
}

export function publicUpload(upload: Arrived): PublicRequestUpload {
  return {
    id: upload.id,
    name: upload.name,
    size: upload.size,
    mime: upload.mime ?? upload.declaredType,
    status: upload.status,
    note: upload.note,
    uploadedAt: upload.uploadedAt ?? upload.createdAt,
  };
}

export function creatorUpload(upload: Arrived): RequestUpload {
  return {
    ...publicUpload(upload),
    itemId: upload.itemId,
    sectionId: upload.sectionId,
    uploaderName: upload.uploaderName,
    uploaderEmail: upload.uploaderEmail,
    emailVerified: upload.emailVerified,
    sha256: upload.sha256 ?? '',
    hasThumbnail: upload.thumbnailKey !== null,
    reviewedAt: upload.reviewedAt,
    sharedFileId: upload.sharedFileId,
  };
}

/** An item as the client reads it, with the uploads given (already narrowed to whose they are). */
export function itemView<U>(
  { section, item }: LocatedItem,
  ownerLimitMb: number,
  uploads: readonly Arrived[],
  show: (upload: Arrived) => U,
): Omit<PublicRequestItem, 'uploads'> & { uploads: U[] } {
  const own = uploads.filter((upload) => upload.itemId === item.id && upload.sectionId === section.id);
  return {
    id: item.id,
    sectionId: section.id,
    title: item.title,
    description: item.description || null,
    required: item.required,
    accept: item.accept ?? [],
    maxSizeMb: itemMaxSizeMb(item, ownerLimitMb),
    maxFiles: itemMaxFiles(item),
    status: itemStatus(own),
    uploads: own.map(show),
  };
}
