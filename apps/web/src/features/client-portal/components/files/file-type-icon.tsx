import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import AudioFileOutlined from '@mui/icons-material/AudioFileOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import TextSnippetOutlined from '@mui/icons-material/TextSnippetOutlined';
import VideoFileOutlined from '@mui/icons-material/VideoFileOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { type FileKind, fileKind } from '../../lib/file-kind';

const ICONS: Record<FileKind, typeof InsertDriveFileOutlined> = {
  image: ImageOutlined,
  pdf: PictureAsPdfOutlined,
  video: VideoFileOutlined,
  audio: AudioFileOutlined,
  text: TextSnippetOutlined,
  archive: ArchiveOutlined,
  document: DescriptionOutlined,
  other: InsertDriveFileOutlined,
};

// [light page, dark page]: each keeps 3:1 against its background.
const COLORS: Record<FileKind, [string, string]> = {
  image: ['#0d9488', '#5eead4'],
  pdf: ['#dc2626', '#fca5a5'],
  video: ['#7c3aed', '#c4b5fd'],
  audio: ['#db2777', '#f9a8d4'],
  text: ['#475569', '#cbd5e1'],
  archive: ['#b45309', '#fcd34d'],
  document: ['#2563eb', '#93c5fd'],
  other: ['#64748b', '#cbd5e1'],
};

export function FileTypeIcon({ mime, ...props }: { mime: string } & SvgIconProps) {
  const kind = fileKind(mime);
  const Icon = ICONS[kind];
  const [light, dark] = COLORS[kind];
  return (
    <Icon
      aria-hidden
      {...props}
      sx={[
        (theme) => ({ color: theme.palette.mode === 'dark' ? dark : light }),
        ...(Array.isArray(props.sx) ? props.sx : [props.sx]),
      ]}
    />
  );
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
