import { Component, lazy, type ReactNode, Suspense } from 'react';
import type { PublicFile } from '../../api/types';
import { fileKind } from '../../lib/file-kind';
import { Skeleton } from '../ui/alert';
import { FilePreview } from './file-preview';

// The pinning code is a chunk of its own, asked for when a preview opens, never with the portal page.
const PinnablePreview = lazy(() => import('../pins/pinnable-preview'));

const PINNABLE = new Set(['image', 'pdf', 'video', 'audio']);

/** If the pinning chunk cannot load, the plain preview still shows the file. */
class PinsBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };
  static getDerivedStateFromError() {
    return { hasFailed: true };
  }
  override render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}

interface FilePreviewWithPinsProps {
  file: PublicFile;
  /** The version shown (default: the latest); its pins appear and new pins are made on it. */
  fileVersion?: number;
  previewUrl?: string;
}

/** The file's preview with "Comment on this" and its pins, for the kinds a pin fits; the plain preview otherwise. */
export function FilePreviewWithPins({
  file,
  fileVersion = file.version,
  previewUrl = file.previewUrl,
}: FilePreviewWithPinsProps) {
  const shown = previewUrl === file.previewUrl ? file : { ...file, previewUrl };
  const kind = fileKind(file.mime);
  if (!PINNABLE.has(kind)) return <FilePreview file={shown} />;
  const plain = kind === 'pdf' ? <Skeleton shape="box" width="100%" height={480} /> : <FilePreview file={shown} />;
  return (
    <PinsBoundary fallback={<FilePreview file={shown} />}>
      <Suspense fallback={plain}>
        <PinnablePreview file={file} fileVersion={fileVersion} previewUrl={previewUrl} />
      </Suspense>
    </PinsBoundary>
  );
}
