import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ERRORS, EXPOSED_HEADERS, type Locker, TUS_RESUMABLE, type Upload } from '@tus/utils';
import { tusErrorBody } from './tus-errors';
import type { DiskUploadStore } from './upload-store';

const OFFSET_OCTET_STREAM = 'application/offset+octet-stream';

export interface HttpAnswer {
  status_code: number;
  body: string;
}

export interface DiskPatchOptions {
  store: DiskUploadStore;
  locker: Locker;
  /** The Access-Control-Allow-Origin for a request's Origin, as @tus/server works it out. */
  corsOrigin(origin: string | undefined): string | null;
  /** How long a request asked to let go of its lock keeps receiving before it stops (@tus/server's lockDrainTimeout). */
  lockDrainMs: number;
  onIncomingRequest(req: IncomingMessage, id: string): Promise<void>;
  onUploadFinish(req: IncomingMessage, upload: Upload): Promise<{ headers?: Record<string, string> } | undefined>;
  answerFor(error: unknown): HttpAnswer;
}

interface Received {
  written: number;
  /** The request ended before its last byte: the client went away, or the lock was wanted elsewhere. */
  cut: boolean;
}

/**
 * Moves a request body into the file by hand rather than with pipe(), so that it can stop at any moment (another
 * request wants the lock, the body is longer than allowed) and still answer how many bytes reached the file.
 */
function receive(req: IncomingMessage, file: fs.WriteStream, maxBytes: number) {
  let taken = 0;
  let stopped = false;
  let overflow = false;
  let resolveDone: (received: Received) => void;
  let rejectDone: (error: unknown) => void;
  const done = new Promise<Received>((resolve, reject) => {
    resolveDone = resolve;
    rejectDone = reject;
  });

  function onData(chunk: Buffer) {
    if (taken + chunk.length > maxBytes) {
      overflow = true;
      stop();
      return;
    }
    taken += chunk.length;
    if (!file.write(chunk)) req.pause();
  }
  function onDrain() {
    if (!stopped) req.resume();
  }
  function stop() {
    if (stopped) return;
    stopped = true;
    req.off('data', onData);
    req.off('end', stop);
    req.off('close', stop);
    req.pause();
    file.end();
  }
  // A client that goes away mid-body leaves what it sent so far; the next PATCH resumes from there.
  req.on('error', () => {});
  req.on('data', onData);
  req.on('end', stop);
  req.on('close', stop);
  file.on('drain', onDrain);
  file.on('error', (error) => {
    stop();
    rejectDone(error);
  });
  file.on('finish', () => {
    if (overflow) rejectDone(ERRORS.ERR_MAX_SIZE_EXCEEDED);
    else resolveDone({ written: file.bytesWritten, cut: !req.complete });
  });
  return { done, stop, written: () => file.bytesWritten };
}

/**
 * PATCH for uploads held on local disk, without @tus/server's conversion of the Node request into a web stream
 * and back: the body goes from the socket straight into the upload's file. Everything else the tus protocol and
 * @tus/server do for a PATCH is done here the same way (checks, lock, hooks, answer), so a client cannot tell.
 */
export function createDiskPatch(options: DiskPatchOptions) {
  const { store, locker } = options;

  async function patch(req: IncomingMessage, id: string): Promise<{ status: number; headers: Record<string, string> }> {
    const offset = Number(req.headers['upload-offset']);
    await options.onIncomingRequest(req, id);

    const gone = new AbortController();
    const onClose = () => {
      if (!req.complete) gone.abort();
    };
    req.once('close', onClose);
    let stopReceiving: (() => void) | undefined;
    let released = false;
    let drainTimer: NodeJS.Timeout | undefined;
    const lock = locker.newLock(id);
    await lock.lock(gone.signal, () => {
      // As @tus/server does: the holder goes on receiving for a moment, then stops and lets go.
      drainTimer ??= setTimeout(() => {
        released = true;
        stopReceiving?.();
      }, options.lockDrainMs);
    });
    let upload: Upload;
    let cut = false;
    try {
      upload = await store.getUpload(id);
      const expiration = store.getExpiration();
      if (
        expiration > 0 &&
        upload.creation_date &&
        Date.now() > new Date(upload.creation_date).getTime() + expiration
      ) {
        throw ERRORS.FILE_NO_LONGER_EXISTS;
      }
      if (upload.offset !== offset) throw ERRORS.INVALID_OFFSET;
      // Every upload declares its length when it is created; a later Upload-Length is a protocol error.
      if (req.headers['upload-length'] !== undefined || upload.size === undefined) throw ERRORS.INVALID_LENGTH;
      const size = upload.size;
      const lengthHeader = req.headers['content-length'];
      const length = lengthHeader === undefined ? undefined : Number(lengthHeader);
      if (length !== undefined && offset + length > size) throw ERRORS.ERR_SIZE_EXCEEDED;
      if (gone.signal.aborted || released) throw ERRORS.ABORTED;

      let overflowed: unknown;
      const newOffset = await store.writeWith(id, offset, async (file) => {
        const receiving = receive(
          req,
          fs.createWriteStream(file, { flags: 'r+', start: offset }),
          length ?? size - offset,
        );
        stopReceiving = receiving.stop;
        try {
          const received = await receiving.done;
          cut = received.cut;
          return received.written;
        } catch (error) {
          // Too many bytes: what came before the excess is in the file and counts.
          if (error !== ERRORS.ERR_MAX_SIZE_EXCEEDED) throw error;
          overflowed = error;
          return receiving.written();
        }
      });
      if (overflowed) throw overflowed;
      upload.offset = newOffset;
    } finally {
      clearTimeout(drainTimer);
      req.off('close', onClose);
      await lock.unlock();
    }

    const headers: Record<string, string> = { 'Upload-Offset': String(upload.offset) };
    if (upload.offset === upload.size) {
      const answer = await options.onUploadFinish(req, upload);
      Object.assign(headers, answer?.headers);
    }
    const expiration = store.getExpiration();
    if (expiration > 0 && upload.creation_date && upload.offset < (upload.size ?? Number.POSITIVE_INFINITY)) {
      headers['Upload-Expires'] = new Date(new Date(upload.creation_date).getTime() + expiration).toUTCString();
    }
    // A request cut short has unread bytes on its connection: answer, then close it, as @tus/server does.
    if (cut) headers.Connection = 'close';
    return { status: 204, headers };
  }

  return async function handleDiskPatch(req: IncomingMessage, res: ServerResponse, id: string) {
    const problem = patchHeaderProblem(req);
    if (problem) return writeTusAnswer(req, res, options.corsOrigin, problem);
    try {
      const answer = await patch(req, id);
      writeTusAnswer(req, res, options.corsOrigin, { status_code: answer.status, body: '' }, answer.headers);
    } catch (error) {
      writeTusAnswer(req, res, options.corsOrigin, options.answerFor(error));
    }
  };
}

/**
 * What is wrong with a PATCH's headers, checked before anything is read or locked, in @tus/server's order; a
 * wrong Content-Type is answered 415, as the tus protocol asks (@tus/server answers 400).
 */
export function patchHeaderProblem(req: IncomingMessage): HttpAnswer | null {
  if (!req.headers['tus-resumable']) return { status_code: 412, body: 'Tus-Resumable Required\n' };
  if (req.headers['tus-resumable'] !== TUS_RESUMABLE) return { status_code: 400, body: 'Invalid tus-resumable\n' };
  const offset = req.headers['upload-offset'];
  if (offset === undefined) return ERRORS.MISSING_OFFSET;
  if (typeof offset !== 'string' || !/^\d+$/.test(offset)) return { status_code: 400, body: 'Invalid upload-offset\n' };
  if (req.headers['content-type'] !== OFFSET_OCTET_STREAM) {
    return { status_code: 415, body: `Content-Type must be ${OFFSET_OCTET_STREAM}\n` };
  }
  return null;
}

/** A tus answer with @tus/server's headers. An error leaves the body unread, so the connection is closed after it. */
export function writeTusAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  corsOrigin: DiskPatchOptions['corsOrigin'],
  answer: HttpAnswer,
  extra: Record<string, string> = {},
) {
  const headers: Record<string, string> = {
    'Tus-Resumable': TUS_RESUMABLE,
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    ...extra,
  };
  const origin = corsOrigin(req.headers.origin);
  if (origin) headers['Access-Control-Allow-Origin'] = origin;
  if (answer.status_code >= 400) headers.Connection = 'close';
  const body = answer.status_code >= 400 ? tusErrorBody(answer.status_code, answer.body) : answer.body;
  if (body) {
    headers['Content-Type'] =
      answer.status_code >= 400 ? 'application/json; charset=utf-8' : 'text/plain;charset=UTF-8';
    headers['Content-Length'] = String(Buffer.byteLength(body));
  }
  res.writeHead(answer.status_code, headers);
  res.end(body);
}
