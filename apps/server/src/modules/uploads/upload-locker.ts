import { randomUUID } from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import type { UploadLocksRepository } from './upload-locks.repository';

export interface UploadLockerOptions {
  /** How long a lock stays held without renewal: the most a crashed instance delays a resume. */
  leaseMs?: number;
  /** How often a holder renews its lease and looks for release requests from other instances. */
  renewMs?: number;
  /** How long a request waits for a lock before tus answers it with a lock timeout. */
  acquireTimeoutMs?: number;
  pollMs?: number;
}

/**
 * tus locks kept in the database, so a resumed upload is written by one request at a time across every app
 * instance. A request that wants a held lock asks the holder to let go (directly within this process,
 * through the row across processes), the same courtesy tus' in-memory locker extends to a stale connection.
 */
export function createUploadLocker(repo: UploadLocksRepository, options: UploadLockerOptions = {}): Locker {
  const leaseMs = options.leaseMs ?? 6000;
  const renewMs = options.renewMs ?? 1000;
  const acquireTimeoutMs = options.acquireTimeoutMs ?? 30_000;
  const pollMs = options.pollMs ?? 100;
  const heldHere = new Map<string, RequestRelease>();

  return {
    newLock(id: string): Lock {
      const owner = randomUUID();
      let renewal: NodeJS.Timeout | undefined;
      let release: RequestRelease | undefined;
      let held = false;

      async function askHolderToRelease() {
        const local = heldHere.get(id);
        if (local) await local();
        else await repo.requestRelease(id);
      }

      return {
        async lock(signal, requestRelease) {
          const deadline = Date.now() + acquireTimeoutMs;
          let asked = false;
          while (!(await repo.acquire(id, owner, Date.now(), leaseMs))) {
            if (signal.aborted || Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
            if (!asked) {
              asked = true;
              await askHolderToRelease();
            }
            await new Promise((resolve) => setTimeout(resolve, pollMs));
          }
          held = true;
          release = requestRelease;
          heldHere.set(id, requestRelease);
          renewal = setInterval(() => {
            repo
              .renew(id, owner, Date.now() + leaseMs)
              .then((state) => {
                // A renewal still on its way when the lock was let go has nothing left to end.
                if (!held) return;
                // A lost lease (this instance stalled past it) ends the write as surely as a request to let go.
                if (!state || state.releaseRequested) return requestRelease();
              })
              .catch(() => {});
          }, renewMs);
          renewal.unref();
        },
        async unlock() {
          held = false;
          clearInterval(renewal);
          if (release && heldHere.get(id) === release) heldHere.delete(id);
          await repo.release(id, owner);
        },
      };
    },
  };
}
