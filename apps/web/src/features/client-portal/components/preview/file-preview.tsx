import { Component, lazy, type ReactNode, Suspense } from 'react';
import type { PublicFile } from '../../api/types';
import { fileKind } from '../../lib/file-kind';
import { FileTypeIcon } from '../files/file-type-icon';
import { Skeleton } from '../ui/alert';
import { TextPreview } from './text-preview';

const PdfViewer = lazy(() => import('./pdf-viewer'));

/** A viewer that fails to load (an old browser, a dropped connection) must not take the portal down with it. */
class PreviewBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };
  static getDerivedStateFromError() {
    return { hasFailed: true };
  }
  override render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}

function NoPreview({ file, reason }: { file: PublicFile; reason?: string }) {
  return (
    <div className="cp-muted" style={{ textAlign: 'center', padding: '48px 0' }}>
      <FileTypeIcon mime={file.mime} size={56} />
      <p style={{ marginTop: 8 }}>
        {reason ?? 'This file type cannot be shown here.'}
        {file.downloadUrl ? ' Download it to open it.' : ''}
      </p>
    </div>
  );
}

/** The file itself, in the page: each kind in the lightest way a browser can show it. */
export function FilePreview({ file }: { file: PublicFile }) {
  const kind = fileKind(file.mime);
  if (kind === 'image') {
    return <img className="cp-preview-image" src={file.previewUrl} alt={file.name} />;
  }
  if (kind === 'pdf') {
    return (
      <PreviewBoundary fallback={<NoPreview file={file} reason="This PDF could not be shown here." />}>
        <Suspense fallback={<Skeleton shape="box" width="100%" height={480} />}>
          <PdfViewer url={file.previewUrl} name={file.name} />
        </Suspense>
      </PreviewBoundary>
    );
  }
  if (kind === 'video') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: clients' own footage comes without caption tracks.
      <video
        src={file.previewUrl}
        controls
        playsInline
        preload="metadata"
        style={{ width: '100%', maxHeight: '70vh', borderRadius: 8, background: '#000' }}
      />
    );
  }
  if (kind === 'audio') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: an uploaded audio file has no caption track.
      <audio src={file.previewUrl} controls preload="metadata" style={{ width: '100%' }} />
    );
  }
  if (kind === 'text') return <TextPreview url={file.previewUrl} size={file.size} />;
  return <NoPreview file={file} />;
}
