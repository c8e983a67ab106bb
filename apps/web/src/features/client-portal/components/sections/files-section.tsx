import { useState } from 'react';
import { downloadAllUrl } from '../../api/portal-queries';
import type { PublicFile } from '../../api/types';
import { type FileLayout, FileList } from '../files/file-list';
import { usePortal } from '../portal-context';
import { Icon } from '../ui/icons';
import { SectionCard } from './section-card';

interface FilesSectionProps {
  id: string;
  title?: string;
  /** Empty or missing: every file of the portal. */
  fileIds?: string[];
}

export function FilesSection({ id, title, fileIds }: FilesSectionProps) {
  const { uuid, portal, fileById } = usePortal();
  const [layout, setLayout] = useState<FileLayout>('list');
  const files =
    fileIds && fileIds.length > 0
      ? fileIds.map((fileId) => fileById(fileId)).filter((file): file is PublicFile => Boolean(file))
      : portal.files;
  const canDownloadAll = portal.allowDownload && portal.files.length > 1;
  return (
    <SectionCard
      id={id}
      title={title || 'Files'}
      action={
        files.length > 0 && (
          // biome-ignore lint/a11y/useSemanticElements: a toggle group of two pressed-state buttons, as ARIA describes it.
          <div className="cp-toggle" role="group" aria-label="Show files as">
            <button type="button" aria-label="List" aria-pressed={layout === 'list'} onClick={() => setLayout('list')}>
              <Icon name="ViewList" size={20} />
            </button>
            <button type="button" aria-label="Grid" aria-pressed={layout === 'grid'} onClick={() => setLayout('grid')}>
              <Icon name="GridView" size={20} />
            </button>
          </div>
        )
      }
    >
      {files.length === 0 ? (
        <div className="cp-empty">
          <Icon name="FolderOpen" />
          <p>No files shared yet. You will see them here as soon as they are added.</p>
        </div>
      ) : (
        <FileList files={files} layout={layout} />
      )}
      {canDownloadAll && files.length > 0 && (
        <a
          className="cp-btn cp-btn--outlined cp-download-all"
          href={downloadAllUrl(uuid)}
          download
          style={{ marginTop: 16 }}
        >
          <Icon name="FolderZip" size={20} />
          Download all (.zip)
        </a>
      )}
    </SectionCard>
  );
}
