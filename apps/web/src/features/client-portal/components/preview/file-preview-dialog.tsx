import { formatBytes } from '@clientdock/shared';
import { useRef } from 'react';
import type { PublicFile } from '../../api/types';
import { fileKind } from '../../lib/file-kind';
import { useIsPhone } from '../../lib/use-is-phone';
import { ApprovalButtons, ApprovalPanel } from '../approvals/approval-panel';
import { useApprovalDialog } from '../approvals/use-approval-dialog';
import { CommentThread } from '../comments/comment-thread';
import { FILE_KIND_LABELS } from '../files/file-type-icon';
import { ReviewChip } from '../files/review-chip';
import { usePortal } from '../portal-context';
import { Dialog } from '../ui/dialog';
import { Icon } from '../ui/icons';
import { FilePreviewWithPins } from './file-preview-with-pins';
import { useReading } from './use-reading';
import { useShownVersion } from './use-shown-version';
import { VersionBar } from './version-bar';
import { VersionSwitcher } from './version-switcher';

/**
 * One file opened in the page: the preview, its approval receipts and its comment thread.
 * Full screen on a phone, with Approve / Download in a bar at the bottom within thumb reach.
 */
export function FilePreviewDialog({ file, onClose }: { file: PublicFile; onClose: () => void }) {
  const isPhone = useIsPhone();
  const { open, dialog, recordedId } = useApprovalDialog();
  const target = { fileId: file.id, label: file.name, version: file.version };
  const decide = (decision: Parameters<typeof open>[1]) => open(target, decision);
  const titleId = `file-title-${file.id}`;
  const isMedia = ['image', 'pdf', 'video'].includes(fileKind(file.mime));
  const view = useShownVersion(file);
  const { uuid } = usePortal();
  const frameRef = useRef<HTMLDivElement>(null);
  useReading(uuid, view.shownFile, view.shown, frameRef);

  return (
    <Dialog onClose={onClose} labelledBy={titleId} className="cp-dialog--sheet-phone">
      <div className="cp-dialog-head">
        {isPhone && (
          <button
            type="button"
            className="cp-icon-btn"
            onClick={onClose}
            aria-label="Back to the portal"
            style={{ marginLeft: -8 }}
          >
            <Icon name="ArrowBack" />
          </button>
        )}
        <div className="cp-grow">
          <h2 id={titleId} className="cp-subtitle cp-nowrap" title={file.name}>
            {file.name}
          </h2>
          <div className="cp-row" style={{ gap: 6 }}>
            <span className="cp-caption cp-muted">
              {FILE_KIND_LABELS[fileKind(file.mime)]} · {formatBytes(view.shownFile.size)}
            </span>
            {view.versions.length > 1 ? (
              <VersionSwitcher versions={view.versions} latest={view.latest} shown={view.shown} onChange={view.show} />
            ) : (
              <span className="cp-chip cp-chip--md" style={{ fontSize: 11, height: 20 }}>
                Version {file.version}
              </span>
            )}
            <ReviewChip file={file} />
          </div>
        </div>
        {!isPhone && view.shownFile.downloadUrl && (
          <a className="cp-btn cp-btn--outlined" href={view.shownFile.downloadUrl} download={file.name}>
            <Icon name="Download" size={20} />
            Download
          </a>
        )}
        {!isPhone && (
          <button type="button" className="cp-icon-btn" onClick={onClose} aria-label="Close">
            <Icon name="Close" />
          </button>
        )}
      </div>
      <div className="cp-dialog-body">
        <VersionBar file={file} view={view} />
        <div ref={frameRef} className={isMedia ? 'cp-preview-frame cp-preview-frame--media' : 'cp-preview-frame'}>
          <FilePreviewWithPins file={view.shownFile} />
        </div>
        <div className="cp-stack" style={{ gap: 24 }}>
          <section aria-label="Approval">
            <h2 className="cp-h6" style={{ marginBottom: 12 }}>
              Approval
            </h2>
            <ApprovalPanel target={target} onDecide={decide} hideButtons={isPhone} revealReceiptId={recordedId} />
            {isPhone && (
              <p className="cp-body2 cp-muted">Use the buttons below to approve this version or ask for changes.</p>
            )}
          </section>
          <hr className="cp-divider" />
          <CommentThread fileId={file.id} title="Comments on this file" />
        </div>
      </div>
      {isPhone && (
        <div className="cp-action-bar" data-testid="file-action-bar">
          {view.shownFile.downloadUrl && (
            <a
              className="cp-icon-btn cp-icon-btn--boxed"
              href={view.shownFile.downloadUrl}
              download={file.name}
              aria-label={`Download ${file.name}`}
            >
              <Icon name="Download" />
            </a>
          )}
          <div className="cp-grow">
            <ApprovalButtons onDecide={decide} target={target} fullWidth />
          </div>
        </div>
      )}
      {dialog}
    </Dialog>
  );
}
