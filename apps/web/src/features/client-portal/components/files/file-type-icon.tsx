import { type FileKind, fileKind } from '../../lib/file-kind';
import { Icon, type IconName } from '../ui/icons';

const ICONS: Record<FileKind, IconName> = {
  image: 'Image',
  pdf: 'Pdf',
  video: 'VideoFile',
  audio: 'AudioFile',
  text: 'TextSnippet',
  archive: 'Archive',
  document: 'Document',
  other: 'File',
};

/** The file's kind at a glance, in a colour that keeps 3:1 on both light and dark pages (see the stylesheet). */
export function FileTypeIcon({ mime, size = 32 }: { mime: string; size?: number }) {
  const kind = fileKind(mime);
  return <Icon name={ICONS[kind]} size={size} className={`cp-kind-${kind}`} />;
}

export const FILE_KIND_LABELS: Record<FileKind, string> = {
  image: 'Image',
  pdf: 'PDF',
  video: 'Video',
  audio: 'Audio',
  text: 'Text',
  archive: 'Archive',
  document: 'Document',
  other: 'File',
};
