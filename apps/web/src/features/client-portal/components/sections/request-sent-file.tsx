import { formatBytes, type PublicRequestUpload } from '@clientdock/shared';
import { requestUploadUrl } from '../../api/request-queries';
import { LocalTime } from '../ui/local-time';
import { RequestIcon } from './request-icons';
import { UploadStatusChip } from './request-status-chip';

interface RequestSentFileProps {
  uuid: string;
  upload: PublicRequestUpload;
  studio: string;
  isRemoving: boolean;
  onRemove: (upload: PublicRequestUpload) => void;
}

/** A file this client sent: where its review stands, the creator's note on a rejection, and Remove until accepted. */
export function RequestSentFile({ uuid, upload, studio, isRemoving, onRemove }: RequestSentFileProps) {
  return (
    <li className="cp-sent-file">
      <RequestIcon name="File" size={22} className="cp-muted" />
      <div className="cp-grow" style={{ minWidth: 0 }}>
        <a
          className="cp-body2 cp-sent-file-name"
          href={requestUploadUrl(uuid, upload.id)}
          target="_blank"
          rel="noreferrer"
        >
          {upload.name}
        </a>
        <p className="cp-caption cp-muted cp-sent-file-meta">
          <span>
            {formatBytes(upload.size)} · sent <LocalTime value={upload.uploadedAt} withTime={false} />
          </span>
          <UploadStatusChip status={upload.status} />
        </p>
        {upload.status === 'rejected' && upload.note && (
          <p className="cp-caption cp-sent-file-note">
            <strong>{studio}:</strong> <span className="cp-pre-wrap">{upload.note}</span>
          </p>
        )}
      </div>
      {upload.status !== 'accepted' && (
        <button
          type="button"
          className="cp-icon-btn"
          title="Remove"
          aria-label={`Remove ${upload.name}`}
          disabled={isRemoving}
          onClick={() => onRemove(upload)}
        >
          <RequestIcon name="Remove" size={22} />
        </button>
      )}
    </li>
  );
}
