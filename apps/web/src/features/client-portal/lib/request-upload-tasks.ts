// The same upload states as the creator's uploader (spec §4): running, pausing, paused, canceling, canceled,
// success, error. Pause only from running; resume from paused or pausing; cancel from running or pausing.
export type UploadState = 'running' | 'pausing' | 'paused' | 'canceling' | 'canceled' | 'success' | 'error';
export type UploadAction = 'pause' | 'resume' | 'cancel' | 'retry' | 'dismiss';

const ACTIONS: Record<UploadState, readonly UploadAction[]> = {
  running: ['pause', 'cancel'],
  pausing: ['resume', 'cancel'],
  paused: ['resume', 'cancel'],
  canceling: [],
  canceled: ['retry', 'dismiss'],
  success: [],
  error: ['retry', 'dismiss'],
};

export const allowedActions = (state: UploadState): readonly UploadAction[] => ACTIONS[state];

export const canPerform = (state: UploadState, action: UploadAction) => ACTIONS[state].includes(action);

export interface RequestUploadTask {
  id: string;
  itemId: string;
  name: string;
  size: number;
  bytesUploaded: number;
  state: UploadState;
  /** Running but waiting for its turn: two files go at a time. */
  isQueued: boolean;
  /** An unfinished upload of the same file from an earlier visit, offered to resume. */
  isFromEarlierVisit: boolean;
  error: string | null;
}

/** Still taking one of the item's places: neither finished nor given up. */
export const isInFlight = (task: RequestUploadTask) =>
  task.state !== 'canceled' && task.state !== 'error' && task.state !== 'success';

export function uploadPercent(task: Pick<RequestUploadTask, 'bytesUploaded' | 'size' | 'state'>): number {
  if (task.state === 'success') return 100;
  if (task.size <= 0) return 0;
  return Math.min(100, Math.floor((task.bytesUploaded / task.size) * 100));
}

const MB = 1024 * 1024;

/** About an eighth of the file per request, 1 to 32 MB, so a pause or a dropped connection loses one chunk at most. */
export function chunkSizeFor(bytes: number): number {
  return Math.min(32 * MB, Math.max(MB, Math.ceil(bytes / 8)));
}

/** The server's JSON message, else a plain sentence a person can act on. */
export function uploadErrorMessage(status: number | undefined, body: string | undefined): string {
  if (body) {
    try {
      const parsed = JSON.parse(body) as { error?: { message?: unknown } };
      if (typeof parsed.error?.message === 'string') return parsed.error.message;
    } catch {
      // Not JSON: the plain messages below.
    }
  }
  if (!status) return 'The connection was lost. Check your network and retry.';
  if (status >= 500) return 'The file could not be stored. Please retry.';
  return `The upload was refused (${status}).`;
}

export function errorCode(body: string | undefined): string | null {
  if (!body) return null;
  try {
    const code = (JSON.parse(body) as { error?: { code?: unknown } }).error?.code;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}
