import { UPLOAD_METADATA } from '@clientdock/shared';
import Uppy, { type Body } from '@uppy/core';
import Tus from '@uppy/tus';
import {
  canPerform,
  chunkSizeFor,
  isFinished,
  type UploadAction,
  type UploadTask,
  uploadErrorMessage,
} from './upload-tasks';

export const UPLOADS_PATH = '/api/uploads';

type UploadMeta = {
  portalId: string;
  filename: string;
  filetype: string;
  replacesFileId?: string;
  note?: string;
  notifyClients?: string;
};

/** How a new version is published: what changed, and whether the file's clients are emailed. */
export interface VersionOptions {
  note?: string;
  notifyClients?: boolean;
}
type TusFailure = {
  message?: string;
  originalResponse?: { getStatus(): number; getBody(): string } | null;
};

/** How long a cancel waits for the server to confirm it dropped the partial upload. */
const CANCEL_CONFIRM_MS = 8000;

function describeFailure(error: unknown, response: { status?: number; body?: Body } | undefined): string {
  const failure = error as TusFailure;
  const xhr = response?.body?.xhr as XMLHttpRequest | undefined;
  const status = response?.status || failure.originalResponse?.getStatus() || xhr?.status || undefined;
  const body = xhr?.responseText || failure.originalResponse?.getBody() || undefined;
  return uploadErrorMessage(status, body);
}

/**
 * Uploads to one portal with Uppy's core and its tus plugin, and keeps each file's task in the states of spec §4.
 * Uppy knows running, paused, failed and done; pausing and canceling are the moments until the server confirms.
 */
export class PortalUploader {
  readonly #uppy: Uppy<UploadMeta, Body>;
  readonly #portalId: string;
  readonly #onUploaded: () => void;
  readonly #onProblem: (message: string) => void;
  readonly #listeners = new Set<() => void>();
  readonly #sources = new Map<string, { file: File; replacesFileId: string | null; version: VersionOptions }>();
  readonly #cancellations = new Map<string, () => void>();
  #tasks: UploadTask[] = [];

  constructor(portalId: string, handlers: { onUploaded: () => void; onProblem: (message: string) => void }) {
    this.#portalId = portalId;
    this.#onUploaded = handlers.onUploaded;
    this.#onProblem = handlers.onProblem;
    this.#uppy = new Uppy<UploadMeta, Body>({ id: `portal-${portalId}`, autoProceed: false });
    this.#uppy.use(Tus, {
      endpoint: new URL(UPLOADS_PATH, window.location.origin).href,
      withCredentials: true,
      retryDelays: [0, 1000, 3000, 5000],
      // Resuming goes through the upload URL Uppy keeps per file; a fingerprint kept across visits could attach a
      // file to an unfinished upload of another portal or of another file's version.
      storeFingerprintForResuming: false,
      onAfterResponse: (request) => {
        if (request.getMethod() === 'DELETE') this.#cancellations.get(request.getURL())?.();
      },
    });
    this.#uppy.on('upload-progress', (file, progress) => {
      if (!file) return;
      const task = this.#find(file.id);
      if (task?.state === 'running') this.#update(file.id, { bytesUploaded: progress.bytesUploaded });
    });
    this.#uppy.on('upload-success', (file) => {
      if (!file) return;
      this.#update(file.id, { state: 'success', bytesUploaded: file.size ?? 0, error: null });
      this.#onUploaded();
    });
    this.#uppy.on('upload-error', (file, error, response) => {
      if (!file || this.#find(file.id)?.state === 'canceling') return;
      this.#update(file.id, { state: 'error', error: describeFailure(error, response) });
    });
    // A finished file leaves Uppy so that the same file can be chosen again (as a new version, say).
    this.#uppy.on('complete', (result) => {
      for (const file of result.successful ?? []) if (this.#uppy.getFile(file.id)) this.#uppy.removeFile(file.id);
    });
  }

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getTasks = (): UploadTask[] => this.#tasks;

  get isBusy(): boolean {
    return this.#tasks.some((task) => !isFinished(task.state));
  }

  addFiles(files: readonly File[], replacesFileId: string | null = null, version: VersionOptions = {}): void {
    let added = 0;
    for (const file of files) {
      const id = this.#addToUppy(file, replacesFileId, version);
      if (!id) continue;
      added += 1;
      this.#setTasks([...this.#tasks, this.#newTask(id, file, replacesFileId)]);
    }
    if (added > 0) this.#start();
  }

  perform(taskId: string, action: UploadAction): void {
    const task = this.#find(taskId);
    if (!task || !canPerform(task.state, action)) return;
    if (action === 'pause') this.#pause(task);
    else if (action === 'resume') this.#resume(task);
    else if (action === 'cancel') this.#cancel(task);
    else if (action === 'retry') this.#retry(task);
    else this.#dismiss(task);
  }

  clearFinished(): void {
    for (const task of this.#tasks.filter((t) => isFinished(t.state))) this.#dismiss(task);
  }

  destroy(): void {
    this.#listeners.clear();
    this.#cancellations.clear();
    this.#uppy.destroy();
  }

  #addToUppy(file: File, replacesFileId: string | null, version: VersionOptions = {}): string | null {
    const filetype = file.type || 'application/octet-stream';
    const meta: UploadMeta = {
      [UPLOAD_METADATA.portalId]: this.#portalId,
      [UPLOAD_METADATA.filename]: file.name,
      [UPLOAD_METADATA.filetype]: filetype,
    };
    if (replacesFileId) {
      meta[UPLOAD_METADATA.replacesFileId] = replacesFileId;
      const note = version.note?.trim();
      if (note) meta[UPLOAD_METADATA.note] = note;
      if (version.notifyClients === false) meta[UPLOAD_METADATA.notifyClients] = 'false';
    }
    try {
      const id = this.#uppy.addFile({ name: file.name, type: filetype, data: file, source: 'Local', meta });
      // Metadata is sent per file: the plugin would send a missing replacesFileId as the text "undefined".
      const allowedMetaFields = Object.keys(meta);
      this.#uppy.setFileState(id, { tus: { chunkSize: chunkSizeFor(file.size), allowedMetaFields } });
      this.#sources.set(id, { file, replacesFileId, version });
      return id;
    } catch (error) {
      this.#onProblem(error instanceof Error ? error.message : `Could not add ${file.name}.`);
      return null;
    }
  }

  #newTask(id: string, file: File, replacesFileId: string | null): UploadTask {
    return { id, name: file.name, size: file.size, bytesUploaded: 0, state: 'running', error: null, replacesFileId };
  }

  #start() {
    this.#uppy.upload().catch((error: unknown) => {
      this.#onProblem(error instanceof Error ? error.message : 'The upload could not start.');
    });
  }

  #pause(task: UploadTask) {
    this.#update(task.id, { state: 'pausing' });
    this.#uppy.pauseResume(task.id);
    void this.#confirmPaused(task.id);
  }

  /** Asks the server how much it kept, so a paused bar shows what will not be sent again. */
  async #confirmPaused(id: string) {
    const url = this.#uppy.getFile(id)?.tus?.uploadUrl;
    let offset: number | null = null;
    if (url) {
      try {
        const answer = await fetch(url, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0' } });
        const header = answer.ok ? answer.headers.get('Upload-Offset') : null;
        offset = header === null ? null : Number(header);
      } catch {
        // Offline: the bar keeps the last progress it saw.
      }
    }
    if (this.#find(id)?.state !== 'pausing') return;
    this.#update(
      id,
      offset === null || Number.isNaN(offset) ? { state: 'paused' } : { state: 'paused', bytesUploaded: offset },
    );
  }

  #resume(task: UploadTask) {
    if (this.#uppy.getFile(task.id)?.isPaused) this.#uppy.pauseResume(task.id);
    this.#update(task.id, { state: 'running' });
  }

  #cancel(task: UploadTask) {
    this.#update(task.id, { state: 'canceling' });
    const url = this.#uppy.getFile(task.id)?.tus?.uploadUrl;
    const done = () => {
      if (url) this.#cancellations.delete(url);
      if (this.#find(task.id)?.state === 'canceling') this.#update(task.id, { state: 'canceled', error: null });
    };
    if (url) {
      this.#cancellations.set(url, done);
      setTimeout(done, CANCEL_CONFIRM_MS);
    }
    // Removing the file makes the tus plugin stop and ask the server to delete the partial upload.
    this.#uppy.removeFile(task.id);
    if (!url) done();
  }

  #retry(task: UploadTask) {
    if (task.state === 'error' && this.#uppy.getFile(task.id)) {
      this.#update(task.id, { state: 'running', error: null });
      this.#uppy.retryUpload(task.id).catch(() => {});
      return;
    }
    const source = this.#sources.get(task.id);
    if (!source) return;
    const id = this.#addToUppy(source.file, source.replacesFileId, source.version);
    if (!id) return;
    this.#setTasks(
      this.#tasks.map((t) => (t.id === task.id ? this.#newTask(id, source.file, source.replacesFileId) : t)),
    );
    this.#start();
  }

  #dismiss(task: UploadTask) {
    if (this.#uppy.getFile(task.id)) this.#uppy.removeFile(task.id);
    this.#sources.delete(task.id);
    this.#setTasks(this.#tasks.filter((t) => t.id !== task.id));
  }

  #find(id: string) {
    return this.#tasks.find((task) => task.id === id);
  }

  #update(id: string, patch: Partial<UploadTask>) {
    this.#setTasks(this.#tasks.map((task) => (task.id === id ? { ...task, ...patch } : task)));
  }

  #setTasks(tasks: UploadTask[]) {
    this.#tasks = tasks;
    for (const listener of this.#listeners) listener();
  }
}
