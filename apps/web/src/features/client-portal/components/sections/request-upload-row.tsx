import { formatBytes } from '@clientdock/shared';
import {
  allowedActions,
  type RequestUploadTask,
  type UploadAction,
  type UploadState,
  uploadPercent,
} from '../../lib/request-upload-tasks';
import { RequestIcon, type RequestIconName } from './request-icons';

const STATE_LABELS: Record<UploadState, string> = {
  running: 'Sending',
  pausing: 'Pausing',
  paused: 'Paused',
  canceling: 'Canceling',
  canceled: 'Canceled',
  success: 'Sent',
  error: 'Not sent',
};

const ACTIONS: Record<UploadAction, { verb: string; icon: RequestIconName }> = {
  pause: { verb: 'Pause', icon: 'Pause' },
  resume: { verb: 'Resume', icon: 'Resume' },
  cancel: { verb: 'Cancel', icon: 'Cancel' },
  retry: { verb: 'Retry', icon: 'Retry' },
  dismiss: { verb: 'Dismiss', icon: 'Dismiss' },
};

function stateLabel(task: RequestUploadTask): string {
  if (task.isFromEarlierVisit) return 'Unfinished from an earlier visit';
  if (task.state === 'running' && task.isQueued) return 'Waiting';
  return STATE_LABELS[task.state];
}

interface RequestUploadRowProps {
  task: RequestUploadTask;
  onAction: (taskId: string, action: UploadAction) => void;
}

/** One file on its way: its bar, where it stands, and what can be done with it now. */
export function RequestUploadRow({ task, onAction }: RequestUploadRowProps) {
  const percent = uploadPercent(task);
  const progress =
    task.state === 'success'
      ? formatBytes(task.size)
      : `${formatBytes(task.bytesUploaded)} of ${formatBytes(task.size)}`;
  return (
    <li className={`cp-upload cp-upload--${task.state}`} aria-label={`Upload of ${task.name}`}>
      <div className="cp-upload-head">
        <div className="cp-grow" style={{ minWidth: 0 }}>
          <p className="cp-body2 cp-upload-name">{task.name}</p>
          <p className="cp-caption">
            <span className="cp-upload-state" data-testid="upload-state">
              {stateLabel(task)}
            </span>
            <span className="cp-muted">
              {' · '}
              {progress}
              {task.state !== 'success' && task.state !== 'canceled' ? ` · ${percent}%` : ''}
            </span>
          </p>
        </div>
        <div className="cp-upload-actions">
          {allowedActions(task.state).map((action) => (
            <button
              key={action}
              type="button"
              className="cp-icon-btn"
              title={ACTIONS[action].verb}
              aria-label={`${ACTIONS[action].verb} upload of ${task.name}`}
              onClick={() => onAction(task.id, action)}
            >
              <RequestIcon name={ACTIONS[action].icon} size={22} />
            </button>
          ))}
        </div>
      </div>
      <div
        className="cp-bar"
        role="progressbar"
        aria-label={`Progress of ${task.name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      {task.error && <p className="cp-caption cp-upload-error">{task.error}</p>}
    </li>
  );
}
