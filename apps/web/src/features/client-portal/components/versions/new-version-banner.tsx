import { useEffect, useId, useState } from 'react';
import type { PublicFile } from '../../api/types';
import { findNewVersions, markVersionsSeen } from '../../lib/seen-versions';
import { usePortal } from '../portal-context';
import { Icon } from '../ui/icons';

function NewVersionItem({ file, onOpen }: { file: PublicFile; onOpen: (file: PublicFile) => void }) {
  return (
    <li className="cp-version-banner-item">
      <div className="cp-grow">
        <p className="cp-body2" style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          Version {file.version} of {file.name} is ready
        </p>
        {file.versionNote && <p className="cp-body2 cp-muted cp-version-note">{file.versionNote}</p>}
      </div>
      <button
        type="button"
        className="cp-btn cp-btn--outlined cp-btn--small"
        onClick={() => onOpen(file)}
        aria-label={`Open version ${file.version} of ${file.name}`}
      >
        Open
      </button>
    </li>
  );
}

/**
 * Files with a version newer than the one this browser last saw, in one banner. Worked out after the page is
 * taken over from the server (the server cannot know what this browser saw); a first visit shows nothing.
 */
export function NewVersionBanner() {
  const { uuid, portal, openFile } = usePortal();
  const [files, setFiles] = useState<PublicFile[]>([]);
  const titleId = useId();

  useEffect(() => {
    setFiles(findNewVersions(uuid, portal.files));
  }, [uuid, portal.files]);

  if (files.length === 0) return null;
  const open = (file: PublicFile) => {
    markVersionsSeen(uuid, [file]);
    setFiles((current) => current.filter((item) => item.id !== file.id));
    openFile(file.id);
  };
  const dismiss = () => {
    markVersionsSeen(uuid, files);
    setFiles([]);
  };
  const only = files.length === 1 ? files[0] : undefined;

  return (
    <section className="cp-version-banner" aria-labelledby={titleId}>
      <span className="cp-version-banner-icon">
        <Icon name="NewReleases" />
      </span>
      <div className="cp-grow">
        {only ? (
          <div className="cp-version-banner-item">
            <div className="cp-grow">
              <h2 id={titleId} className="cp-body2" style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                Version {only.version} of {only.name} is ready
              </h2>
              {only.versionNote && <p className="cp-body2 cp-muted cp-version-note">{only.versionNote}</p>}
            </div>
          </div>
        ) : (
          <>
            <h2 id={titleId} className="cp-body2" style={{ fontWeight: 600 }}>
              {files.length} files have a new version
            </h2>
            <ul className="cp-version-banner-list">
              {files.map((file) => (
                <NewVersionItem key={file.id} file={file} onOpen={open} />
              ))}
            </ul>
          </>
        )}
      </div>
      <div className="cp-version-banner-actions">
        {only && (
          <button
            type="button"
            className="cp-btn cp-btn--contained cp-btn--small"
            onClick={() => open(only)}
            aria-label={`Open version ${only.version} of ${only.name}`}
          >
            Open
          </button>
        )}
        <button type="button" className="cp-btn cp-btn--small" onClick={dismiss}>
          Dismiss
        </button>
      </div>
    </section>
  );
}
