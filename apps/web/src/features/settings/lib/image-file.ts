import { IMAGE_UPLOAD_MAX_BYTES, messages } from '@clientdock/shared';

export type ImageKind = 'photo' | 'logo';

const PHOTO_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'];
const LOGO_TYPES = [...PHOTO_TYPES, 'image/svg+xml'];
const PHOTO_EXTENSIONS = /\.(jpe?g|png|webp)$/i;
const LOGO_EXTENSIONS = /\.(jpe?g|png|webp|svg)$/i;

/** What the file picker offers; the server still checks the bytes themselves. */
export const IMAGE_ACCEPT: Record<ImageKind, string> = {
  photo: 'image/jpeg,image/png,image/webp',
  logo: 'image/jpeg,image/png,image/webp,image/svg+xml',
};

/** Spec §5: the same checks (and words) as the server, before anything is sent. Null when the file may go. */
export function checkImageFile(file: File | null | undefined, kind: ImageKind): string | null {
  if (!file) return messages.noFileSelected;
  const types = kind === 'logo' ? LOGO_TYPES : PHOTO_TYPES;
  const extensions = kind === 'logo' ? LOGO_EXTENSIONS : PHOTO_EXTENSIONS;
  // Some systems give no type for a file; its name decides then.
  const isAllowed = file.type ? types.includes(file.type) : extensions.test(file.name);
  if (!isAllowed) return kind === 'logo' ? messages.invalidLogoType : messages.invalidImageType;
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return messages.fileTooLarge5Mb;
  return null;
}
