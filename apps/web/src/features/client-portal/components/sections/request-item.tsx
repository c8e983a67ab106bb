import { describeAccept, type PublicRequestItem, type PublicRequestUpload } from '@clientdock/shared';
import { useId } from 'react';
import { acceptAttribute, describeLimits, dropZoneHint, placesTaken, takesMoreFiles } from '../../lib/request-rules';
import { isInFlight, type RequestUploadTask, type UploadAction } from '../../lib/request-upload-tasks';
import { Alert } from '../ui/alert';
import { RequestDropZone } from './request-drop-zone';
import { RequestSentFile } from './request-sent-file';
import { ItemStatusChip } from './request-status-chip';
import { RequestUploadRow } from './request-upload-row';

interface RequestItemProps {
  uuid: string;
  item: PublicRequestItem;
  tasks: RequestUploadTask[];
  studio: string;
  refusals: string[];
  removingId: string | null;
  /** The name question, when this item's files wait for it. */
  namePrompt: React.ReactNode;
  onFiles: (item: PublicRequestItem, files: File[]) => void;
  onTaskAction: (taskId: string, action: UploadAction) => void;
  onRemove: (upload: PublicRequestUpload) => void;
}

/** One thing the creator asks for: what and in which form, where it stands, the files sent, and a place to add more. */
export function RequestItem(props: RequestItemProps) {
  const { uuid, item, tasks, studio, refusals, removingId, namePrompt } = props;
  const titleId = useId();
  const room = item.maxFiles - placesTaken(item) - tasks.filter(isInFlight).length;
  const canAdd = takesMoreFiles(item, room);
  return (
    <article className="cp-request-item" aria-labelledby={titleId} data-request-item={item.id}>
      <div>
        <div className="cp-request-item-head">
          <h3 id={titleId} className="cp-subtitle">
            {item.title}
            {!item.required && <span className="cp-caption cp-muted cp-optional"> Optional</span>}
          </h3>
          <ItemStatusChip status={item.status} required={item.required} />
        </div>
        {item.description && <p className="cp-body2 cp-muted cp-pre-wrap">{item.description}</p>}
        <p className="cp-caption cp-muted cp-request-rules">
          {describeAccept(item.accept)} · {describeLimits(item)}
        </p>
      </div>
      {item.uploads.length > 0 && (
        <ul className="cp-sent-files" aria-label={`Files sent for ${item.title}`}>
          {item.uploads.map((upload) => (
            <RequestSentFile
              key={upload.id}
              uuid={uuid}
              upload={upload}
              studio={studio}
              isRemoving={removingId === upload.id}
              onRemove={props.onRemove}
            />
          ))}
        </ul>
      )}
      {tasks.length > 0 && (
        <ul className="cp-uploads" aria-label={`Uploads for ${item.title}`}>
          {tasks.map((task) => (
            <RequestUploadRow key={task.id} task={task} onAction={props.onTaskAction} />
          ))}
        </ul>
      )}
      {refusals.length > 0 && (
        <Alert severity="error" role="alert">
          {refusals.length === 1 ? (
            refusals[0]
          ) : (
            <ul className="cp-refusals">
              {refusals.map((refusal) => (
                <li key={refusal}>{refusal}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      {namePrompt}
      {canAdd && !namePrompt && (
        <RequestDropZone
          itemTitle={item.title}
          accept={acceptAttribute(item.accept)}
          hint={dropZoneHint(item, room)}
          onFiles={(files) => props.onFiles(item, files)}
        />
      )}
    </article>
  );
}
