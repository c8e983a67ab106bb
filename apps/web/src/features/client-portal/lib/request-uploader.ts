import { REQUEST_UPLOAD_METADATA } from '@clientdock/shared';
import type { DetailedError, Upload } from 'tus-js-client';
import { requestUploadsPath } from '../api/request-queries';
import {
  canPerform,
  chunkSizeFor,
  errorCode,
  type RequestUploadTask,
  type UploadAction,
  uploadErrorMessage,
} from './request-upload-tasks';

type Tus = typeof import('tus-js-client');

// tus-js-client comes with the first file, not with the page.
let loadingTus: Promise<Tus> | null = null;
const loadTus = () => {
  loadingTus ??= import('tus-js-client').catch((error: unknown) => {
    loadingTus = null;
    throw error;
  });
  return loadingTus;
};

const PARALLEL = 2;

interface Source {
  file: File;
  name: string;
  upload: Upload;
}

interface UploaderHandlers {
  /** A file arrived: the list should be read again (the task leaves once it resolves). */
  onUploaded: (task: RequestUploadTask) => Promise<unknown>;
  /** The server wants a name before it takes a file (a link portal whose visitor gave none). */
  onNameRequired: () => void;
}

let nextId = 0;

/**
 * A portal's uploads into its requested items, through tus. Each task keeps the creator's uploader's states; an
 * upload URL is kept in this browser (tus fingerprints, per portal, item and file), so after a reload the same
 * file picked again is offered to resume where it stopped.
 */
export class RequestUploader {
  readonly #uuid: string;
  readonly #handlers: UploaderHandlers;
  readonly #listeners = new Set<() => void>();
  readonly #sources = new Map<string, Source>();
  /** Tasks the server refused for want of a name: sent again once the client gives one. */
  readonly #nameless = new Set<string>();
  #tasks: RequestUploadTask[] = [];
  #isDestroyed = false;

  constructor(uuid: string, handlers: UploaderHandlers) {
    this.#uuid = uuid;
    this.#handlers = handlers;
  }

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  getTasks = (): RequestUploadTask[] => this.#tasks;

  get isBusy(): boolean {
    return this.#tasks.some((task) => task.state === 'running' || task.state === 'pausing');
  }

  /** Adds files already checked against the item; `name` is who sends them, when known. */
  async add(itemId: string, files: readonly File[], name: string): Promise<void> {
    const tus = await loadTus();
    for (const file of files) {
      if (this.#isDestroyed) return;
      const id = `upload-${++nextId}`;
      const upload = this.#createUpload(tus, id, itemId, file, name);
      this.#sources.set(id, { file, name, upload });
      const task: RequestUploadTask = {
        id,
        itemId,
        name: file.name,
        size: file.size,
        bytesUploaded: 0,
        state: 'running',
        isQueued: true,
        isFromEarlierVisit: false,
        error: null,
      };
      const previous = await upload.findPreviousUploads().catch(() => []);
      const earlier = previous.find((candidate) => candidate.uploadUrl);
      // An upload the server no longer has (finished, refused or cleaned up) is not offered: the file starts anew.
      const offset = earlier?.uploadUrl ? await this.#serverOffset(earlier.uploadUrl) : null;
      if (earlier && offset !== null) {
        upload.resumeFromPreviousUpload(earlier);
        const resumable: RequestUploadTask = {
          ...task,
          state: 'paused',
          isQueued: false,
          isFromEarlierVisit: true,
          bytesUploaded: offset,
        };
        this.#setTasks([...this.#tasks, resumable]);
      } else {
        this.#setTasks([...this.#tasks, task]);
      }
    }
    this.#pump();
  }

  perform(taskId: string, action: UploadAction): void {
    const task = this.#find(taskId);
    const source = this.#sources.get(taskId);
    if (!task || !source || !canPerform(task.state, action)) return;
    if (action === 'pause') {
      this.#update(taskId, { state: 'pausing' });
      void source.upload.abort(false).then(() => this.#readOffset(taskId, source.upload.url));
    } else if (action === 'resume') {
      this.#update(taskId, { state: 'running', isQueued: false, isFromEarlierVisit: false, error: null });
      source.upload.start();
    } else if (action === 'cancel') {
      const wasQueued = task.isQueued;
      this.#update(taskId, { state: 'canceling', isQueued: false });
      // Terminating asks the server to drop what it kept of the file, and forgets the URL kept for resuming.
      const done = () => {
        if (this.#find(taskId)?.state === 'canceling') this.#update(taskId, { state: 'canceled', error: null });
        this.#pump();
      };
      if (wasQueued) done();
      else void source.upload.abort(true).then(done, done);
    } else if (action === 'retry') {
      if (task.state === 'canceled') void this.#startOver(task, source);
      else {
        this.#update(taskId, { state: 'running', isQueued: true, error: null });
        this.#pump();
      }
    } else this.#remove(taskId);
  }

  setName(name: string): void {
    for (const source of this.#sources.values()) {
      source.name = name;
      source.upload.options.metadata = { ...source.upload.options.metadata, [REQUEST_UPLOAD_METADATA.name]: name };
    }
    for (const id of this.#nameless) this.perform(id, 'retry');
    this.#nameless.clear();
  }

  /** Stops what runs without forgetting it: the kept URLs let the next visit resume. */
  destroy(): void {
    this.#isDestroyed = true;
    for (const task of this.#tasks) if (task.state === 'running') void this.#sources.get(task.id)?.upload.abort(false);
    this.#listeners.clear();
  }

  #createUpload(tus: Tus, id: string, itemId: string, file: File, name: string): Upload {
    const metadata: Record<string, string> = {
      [REQUEST_UPLOAD_METADATA.itemId]: itemId,
      [REQUEST_UPLOAD_METADATA.filename]: file.name,
      [REQUEST_UPLOAD_METADATA.filetype]: file.type || 'application/octet-stream',
    };
    if (name.trim()) metadata[REQUEST_UPLOAD_METADATA.name] = name.trim();
    const uuid = this.#uuid;
    return new tus.Upload(file, {
      endpoint: new URL(requestUploadsPath(uuid), window.location.origin).href,
      metadata,
      chunkSize: chunkSizeFor(file.size),
      retryDelays: [0, 1000, 3000, 5000],
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      fingerprint: (picked) =>
        Promise.resolve(
          ['clientdock-request', uuid, itemId, picked.name, picked.type, picked.size, picked.lastModified].join('|'),
        ),
      // A refusal (too large, wrong type, too many files) stays a refusal: only a lost connection or a server
      // hiccup is tried again.
      onShouldRetry: (error) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        return status === 0 || status >= 500 || status === 423;
      },
      onProgress: (sent) => {
        if (this.#find(id)?.state === 'running') this.#update(id, { bytesUploaded: sent });
      },
      onSuccess: () => {
        this.#update(id, { state: 'success', bytesUploaded: file.size, error: null });
        this.#pump();
        const task = this.#find(id);
        if (task) void this.#handlers.onUploaded(task).finally(() => this.#remove(id));
      },
      onError: (error) => {
        const state = this.#find(id)?.state;
        if (state === 'canceling' || state === 'canceled' || state === 'pausing' || state === 'paused') return;
        const response = (error as DetailedError).originalResponse ?? null;
        const body = response?.getBody();
        if (errorCode(body) === 'NAME_REQUIRED') {
          this.#nameless.add(id);
          this.#handlers.onNameRequired();
        }
        this.#update(id, { state: 'error', error: uploadErrorMessage(response?.getStatus(), body) });
        this.#pump();
      },
    });
  }

  async #startOver(task: RequestUploadTask, source: Source) {
    const tus = await loadTus();
    const upload = this.#createUpload(tus, task.id, task.itemId, source.file, source.name);
    this.#sources.set(task.id, { ...source, upload });
    this.#update(task.id, { state: 'running', isQueued: true, bytesUploaded: 0, error: null });
    this.#pump();
  }

  /** How much of an upload the server kept, or null when it has none (or cannot be reached). */
  async #serverOffset(url: string): Promise<number | null> {
    try {
      const answer = await fetch(url, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0' } });
      const header = answer.ok ? answer.headers.get('Upload-Offset') : null;
      const offset = header === null ? Number.NaN : Number(header);
      return Number.isNaN(offset) ? null : offset;
    } catch {
      return null;
    }
  }

  /** A paused bar shows what the server kept, which will not be sent again. */
  async #readOffset(id: string, url: string | null) {
    const offset = url ? await this.#serverOffset(url) : null;
    const state = this.#find(id)?.state;
    if (state !== 'pausing' && state !== 'paused') return;
    this.#update(id, offset === null ? { state: 'paused' } : { state: 'paused', bytesUploaded: offset });
  }

  #pump() {
    if (this.#isDestroyed) return;
    let running = this.#tasks.filter((task) => task.state === 'running' && !task.isQueued).length;
    for (const task of this.#tasks) {
      if (running >= PARALLEL) return;
      if (task.state !== 'running' || !task.isQueued) continue;
      this.#update(task.id, { isQueued: false });
      this.#sources.get(task.id)?.upload.start();
      running += 1;
    }
  }

  #remove(id: string) {
    this.#sources.delete(id);
    this.#setTasks(this.#tasks.filter((task) => task.id !== id));
  }

  #find(id: string) {
    return this.#tasks.find((task) => task.id === id);
  }

  #update(id: string, patch: Partial<RequestUploadTask>) {
    this.#setTasks(this.#tasks.map((task) => (task.id === id ? { ...task, ...patch } : task)));
  }

  #setTasks(tasks: RequestUploadTask[]) {
    this.#tasks = tasks;
    for (const listener of this.#listeners) listener();
  }
}
