import { Worker } from 'node:worker_threads';

// Plain JavaScript, so the worker starts the same way under any loader or build.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const hashes = new Map();
const buffer = Buffer.allocUnsafe(1024 * 1024);
function hashRange(state, file, from, to) {
  const fd = fs.openSync(file, 'r');
  try {
    for (let position = from; position < to; ) {
      const read = fs.readSync(fd, buffer, 0, Math.min(buffer.length, to - position), position);
      if (read === 0) throw new Error('the file is shorter than what was written');
      state.hash.update(buffer.subarray(0, read));
      position += read;
    }
  } finally {
    fs.closeSync(fd);
  }
}
parentPort.on('message', (message) => {
  const { type, id } = message;
  if (type === 'range') {
    if (message.from === 0) hashes.set(id, { hash: createHash('sha256'), offset: 0, failed: false });
    const state = hashes.get(id);
    if (!state || state.failed) return;
    if (state.offset !== message.from) state.failed = true;
    else {
      try {
        hashRange(state, message.file, message.from, message.to);
        state.offset = message.to;
      } catch {
        state.failed = true;
      }
    }
  } else if (type === 'digest') {
    const state = hashes.get(id);
    hashes.delete(id);
    const sha256 = state && !state.failed && state.offset === message.size ? state.hash.digest('hex') : null;
    parentPort.postMessage({ ticket: message.ticket, sha256 });
  } else if (type === 'forget') hashes.delete(id);
});
`;

/**
 * Works out uploads' sha256 on a worker thread that reads each written range back from the file (the page cache,
 * right after the write), so the main thread only receives bytes. Ranges of one upload must come in order from 0;
 * anything else makes its digest null, and the caller reads the file instead.
 */
export function createUploadHasher() {
  let worker: Worker | null = null;
  let nextTicket = 0;
  const waiting = new Map<number, (sha256: string | null) => void>();

  function start(): Worker {
    if (worker) return worker;
    const started = new Worker(WORKER_SOURCE, { eval: true });
    started.unref();
    started.on('message', ({ ticket, sha256 }: { ticket: number; sha256: string | null }) => {
      waiting.get(ticket)?.(sha256);
      waiting.delete(ticket);
      if (waiting.size === 0) started.unref();
    });
    const fail = () => {
      worker = null;
      for (const resolve of waiting.values()) resolve(null);
      waiting.clear();
    };
    started.on('error', fail);
    started.on('exit', fail);
    worker = started;
    return started;
  }

  return {
    range(id: string, file: string, from: number, to: number) {
      start().postMessage({ type: 'range', id, file, from, to });
    },
    forget(id: string) {
      worker?.postMessage({ type: 'forget', id });
    },
    digest(id: string, size: number): Promise<string | null> {
      const target = start();
      const ticket = nextTicket++;
      // While an answer is awaited the worker must keep the process alive; otherwise it never should.
      target.ref();
      return new Promise((resolve) => {
        waiting.set(ticket, resolve);
        target.postMessage({ type: 'digest', id, size, ticket });
      });
    },
  };
}
