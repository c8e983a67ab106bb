import { formatBytes } from '@clientdock/shared';
import type { PublicFile } from '../../api/types';
import { fileKind } from '../../lib/file-kind';
import { usePortal } from '../portal-context';
import { Icon } from '../ui/icons';
import { FILE_KIND_LABELS, FileTypeIcon } from './file-type-icon';
import { ReviewChip } from './review-chip';

export type FileLayout = 'list' | 'grid';

function VersionBadge({ version }: { version: number }) {
  return (
    <span className="cp-chip" title={`Version ${version}`}>
      v{version}
    </span>
  );
}

function meta(file: PublicFile) {
  return `${FILE_KIND_LABELS[fileKind(file.mime)]} · ${formatBytes(file.size)}`;
}

function DownloadButton({ file }: { file: PublicFile }) {
  if (!file.downloadUrl) return null;
  return (
    <a className="cp-icon-btn" href={file.downloadUrl} download={file.name} aria-label={`Download ${file.name}`}>
      <Icon name="Download" />
    </a>
  );
}

function ListRow({ file }: { file: PublicFile }) {
  const { openFile } = usePortal();
  return (
    <li className="cp-file-row">
      <button type="button" className="cp-file-open" onClick={() => openFile(file.id)} aria-label={`Open ${file.name}`}>
        <FileTypeIcon mime={file.mime} />
        <span className="cp-grow">
          <span className="cp-file-name" title={file.name} style={{ display: 'block' }}>
            {file.name}
          </span>
          <span className="cp-file-meta">
            <span className="cp-body2 cp-muted">{meta(file)}</span>
            <VersionBadge version={file.version} />
            <ReviewChip file={file} />
          </span>
        </span>
      </button>
      <DownloadButton file={file} />
    </li>
  );
}

function GridTile({ file }: { file: PublicFile }) {
  const { openFile } = usePortal();
  const isImage = fileKind(file.mime) === 'image';
  const thumbnail = file.thumbnailUrl ?? (isImage ? file.previewUrl : null);
  return (
    <li className="cp-file-card">
      <button
        type="button"
        className="cp-tile cp-tile--wide"
        onClick={() => openFile(file.id)}
        aria-label={`Open ${file.name}`}
      >
        {thumbnail ? <img src={thumbnail} alt="" loading="lazy" /> : <FileTypeIcon mime={file.mime} size={48} />}
      </button>
      <div className="cp-file-card-foot">
        <div className="cp-grow">
          <p className="cp-body2 cp-file-name" title={file.name}>
            {file.name}
          </p>
          <div className="cp-file-meta" style={{ gap: 4 }}>
            <span className="cp-caption cp-muted">{formatBytes(file.size)}</span>
            <VersionBadge version={file.version} />
            <ReviewChip file={file} />
          </div>
        </div>
        <DownloadButton file={file} />
      </div>
    </li>
  );
}

export function FileList({ files, layout }: { files: PublicFile[]; layout: FileLayout }) {
  if (layout === 'grid') {
    return (
      <ul className="cp-grid cp-grid--files" aria-label="Files">
        {files.map((file) => (
          <GridTile key={file.id} file={file} />
        ))}
      </ul>
    );
  }
  return (
    <ul className="cp-file-list" aria-label="Files">
      {files.map((file) => (
        <ListRow key={file.id} file={file} />
      ))}
    </ul>
  );
}
