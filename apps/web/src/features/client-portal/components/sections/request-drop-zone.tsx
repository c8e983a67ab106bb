import { type DragEvent, useId, useRef, useState } from 'react';
import { RequestIcon } from './request-icons';

interface RequestDropZoneProps {
  itemTitle: string;
  /** The input's accept attribute, from the item's types. */
  accept: string | undefined;
  hint: string;
  onFiles: (files: File[]) => void;
}

/** Drop files here, or pick them with a real file input behind a "Choose files" button (keyboard and phone). */
export function RequestDropZone({ itemTitle, accept, hint, onFiles }: RequestDropZoneProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isOver, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (event.dataTransfer.files.length > 0) onFiles([...event.dataTransfer.files]);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is the mouse's shortcut; the button does the same.
    <div
      className={isOver ? 'cp-dropzone is-over' : 'cp-dropzone'}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <RequestIcon name="CloudUpload" size={28} className="cp-dropzone-icon" />
      <p className="cp-body2 cp-dropzone-text">
        <strong>Drop files here</strong> or
      </p>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        multiple
        accept={accept}
        className="cp-sr-only"
        tabIndex={-1}
        aria-label={`Files for ${itemTitle}`}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <button
        type="button"
        className="cp-btn cp-btn--outlined cp-dropzone-button"
        aria-label={`Choose files for ${itemTitle}`}
        onClick={() => inputRef.current?.click()}
      >
        Choose files
      </button>
      {hint && <p className="cp-caption cp-muted cp-dropzone-hint">{hint}</p>}
    </div>
  );
}
