// Spec §4, file upload task: running, pausing, paused, canceling, canceled, success, error.
// Pause only from running; resume from paused or pausing; cancel from running or pausing.
export const UPLOAD_STATES = ['running', 'pausing', 'paused', 'canceling', 'canceled', 'success', 'error'] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];

export type UploadAction = 'pause' | 'resume' | 'cancel' | 'retry' | 'dismiss';

export const UPLOAD_STATE_LABELS: Record<UploadState, string> = {
  running: 'Running',
  pausing: 'Pausing',
  paused: 'Paused',
  canceling: 'Canceling',
  canceled: 'Canceled',
  success: 'Success',
  error: 'Error',
};

const ACTIONS: Record<UploadState, readonly UploadAction[]> = {
  running: ['pause', 'cancel'],
  pausing: ['resume', 'cancel'],
  paused: ['resume'],
  canceling: [],
  canceled: ['retry', 'dismiss'],
  success: ['dismiss'],
  error: ['retry', 'dismiss'],
};

export function allowedActions(state: UploadState): readonly UploadAction[] {
  return ACTIONS[state];
}

export function canPerform(state: UploadState, action: UploadAction): boolean {
  return ACTIONS[state].includes(action);
}

export const isFinished = (state: UploadState) => state === 'success' || state === 'canceled' || state === 'error';

export interface UploadTask {
  id: string;
  name: string;
  size: number;
  bytesUploaded: number;
  state: UploadState;
  /** The server's message for a refused upload (413 too large, 400 bad metadata) or a network failure. */
  error: string | null;
  /** Set when the upload is a new version of an existing file. */
  replacesFileId: string | null;
}

export function uploadPercent(task: Pick<UploadTask, 'bytesUploaded' | 'size' | 'state'>): number {
  if (task.state === 'success') return 100;
  if (task.size <= 0) return 0;
  return Math.min(100, Math.floor((task.bytesUploaded / task.size) * 100));
}

const MB = 1024 * 1024;

/**
 * Several requests per file, so a pause or a dropped connection loses at most one chunk: about an eighth of the
 * file, between 1 MB and 32 MB (the spec's largest chunk).
 */
export function chunkSizeFor(bytes: number): number {
  return Math.min(32 * MB, Math.max(MB, Math.ceil(bytes / 8)));
}

/** The message a person can act on: the server's JSON error, else a plain sentence. */
export function uploadErrorMessage(status: number | undefined, body: string | undefined, fallback?: string): string {
  if (body) {
    try {
      const parsed = JSON.parse(body) as { error?: { message?: unknown } };
      if (typeof parsed.error?.message === 'string') return parsed.error.message;
    } catch {
      // Not JSON: fall through to the generic messages.
    }
  }
  if (!status) return 'The connection was lost. Check your network and retry.';
  if (status === 413) return 'This file is larger than your plan allows.';
  if (status >= 500) return 'The server could not store this file. Please retry.';
  return fallback ?? `The upload was refused (${status}).`;
}
