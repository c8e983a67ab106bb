import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';
import { resolvePackage } from '../lib/load-package';

/** How often the helper thread moves the WAL's pages into each database file. */
export const CHECKPOINT_MS = 200;
/** SQLite's own default: what a connection goes back to when the helper cannot do it. */
const AUTOCHECKPOINT_PAGES = 1000;
/** How long closing waits for the helper to let go of a file. */
const RELEASE_MS = 2000;

// The helper thread's code: a connection of its own to each registered database file, each checkpointed
// (PASSIVE: it never waits for, nor blocks, the app's readers and writer) on a timer. Plain CommonJS, so it
// runs the same from the bundle and from the sources under test.
const HELPER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const files = new Map();
setInterval(() => {
  for (const [id, db] of files) {
    try {
      db.pragma('wal_checkpoint(PASSIVE)');
    } catch (error) {
      parentPort.postMessage({ type: 'error', id, message: String((error && error.message) || error) });
    }
  }
}, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message.type === 'open') {
    try {
      const db = new Database(message.file, { fileMustExist: true });
      db.pragma('busy_timeout = 5000');
      files.set(message.id, db);
      parentPort.postMessage({ type: 'opened', id: message.id });
    } catch (error) {
      parentPort.postMessage({ type: 'failed', id: message.id, message: String((error && error.message) || error) });
    }
  } else if (message.type === 'close') {
    const db = files.get(message.id);
    files.delete(message.id);
    try {
      if (db) db.close();
    } catch {}
    parentPort.postMessage({ type: 'closed', id: message.id });
  }
});
`;

type HelperMessage =
  | { type: 'opened'; id: number }
  | { type: 'closed'; id: number }
  | { type: 'failed'; id: number; message: string }
  | { type: 'error'; id: number; message: string };

interface Registration {
  onMessage(message: HelperMessage): void;
  onHelperGone(error: Error): void;
}

// One helper thread for the process, whatever the number of databases (tests open hundreds, one at a time).
let helper: Worker | undefined;
const registrations = new Map<number, Registration>();
let nextId = 1;

function startHelper(): Worker {
  if (helper) return helper;
  const worker = new Worker(HELPER_SOURCE, {
    eval: true,
    workerData: { driver: resolvePackage('better-sqlite3'), intervalMs: CHECKPOINT_MS },
  });
  worker.on('message', (message: HelperMessage) => registrations.get(message.id)?.onMessage(message));
  const gone = (error: Error) => {
    if (helper === worker) helper = undefined;
    for (const registration of [...registrations.values()]) registration.onHelperGone(error);
    registrations.clear();
  };
  worker.on('error', gone);
  worker.on('exit', (code) => gone(new Error(`the checkpoint thread stopped (exit code ${code})`)));
  // A process that has nothing else to do (a CLI command, the end of a test run) does not wait for it. After the
  // listeners: adding a 'message' listener refs the thread's port again.
  worker.unref();
  helper = worker;
  return worker;
}

export interface SqliteCheckpoints {
  /** Lets go of the file: the app's own connection, closed next, then makes the last checkpoint itself. */
  stop(): Promise<void>;
}

/**
 * Takes SQLite's WAL checkpoints off the app's thread (decision 0020). By default the connection that commits
 * a transaction taking the WAL past 1,000 pages copies them into the database file and syncs it, inside that
 * commit: under a stream of portal views, one batch in two paid for it on the event loop. Here a helper thread
 * with its own connection checkpoints every CHECKPOINT_MS, and the app's connection stops checkpointing once the
 * helper has the file open. If the helper fails, the connection checkpoints by itself again.
 */
export function checkpointElsewhere(
  database: SQLite.Database,
  file: string,
  onError: (error: Error) => void,
): SqliteCheckpoints {
  const id = nextId++;
  let released: (() => void) | undefined;
  const backToSelf = (error: Error) => {
    registrations.delete(id);
    if (database.open) database.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
    released?.();
    onError(error);
  };
  registrations.set(id, {
    onMessage(message) {
      if (message.type === 'opened') {
        if (database.open) database.pragma('wal_autocheckpoint = 0');
      } else if (message.type === 'closed') {
        released?.();
      } else if (message.type === 'failed') {
        backToSelf(new Error(`SQLite checkpoint thread could not open the database: ${message.message}`));
      } else {
        onError(new Error(`SQLite checkpoint on the helper thread failed: ${message.message}`));
      }
    },
    onHelperGone: backToSelf,
  });
  const worker = startHelper();
  worker.postMessage({ type: 'open', id, file });
  return {
    async stop() {
      if (!registrations.has(id)) return;
      const done = new Promise<void>((resolve) => {
        released = resolve;
      });
      worker.postMessage({ type: 'close', id });
      const timer = setTimeout(() => released?.(), RELEASE_MS);
      await done;
      clearTimeout(timer);
      registrations.delete(id);
    },
  };
}
