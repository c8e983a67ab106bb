import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStorages, releasingContexts } from './auth-contexts';

// Node's flag for a storage that has run and not been disabled since: while any is set, promise hooks are on.
const enabled = (storage: AsyncLocalStorage<unknown>) => (storage as unknown as { enabled: boolean }).enabled;

// The library's storages, where it keeps them. Test files share a worker: the library's own are put back after.
const GLOBAL = Symbol.for('better-auth:global');
const globals = globalThis as Record<symbol, unknown>;
const libraryGlobal = globals[GLOBAL];
let storage: AsyncLocalStorage<string>;
beforeEach(() => {
  storage = new AsyncLocalStorage<string>();
  globals[GLOBAL] = { context: { endpointContextAsyncStorage: storage } };
});
afterEach(() => {
  globals[GLOBAL] = libraryGlobal;
});

// Stands in for the auth library: each call runs in its storage and reads its state after a while.
function fakeAuth() {
  const inContext = async (value: string, ms: number) =>
    storage.run(value, async () => {
      await delay(ms);
      return storage.getStore();
    });
  return {
    handler: (value: string) => inContext(value, 30),
    api: {
      quick: (value: string) => inContext(value, 5),
      fails: async () => storage.run('failing', async () => Promise.reject(new Error('refused'))),
      throws: (): string => {
        throw new Error('at once');
      },
      plain: () => 'no storage',
      version: '1.x',
    },
  };
}

describe('releasingContexts', () => {
  it('finds the storages the library made', () => {
    expect(authStorages()).toEqual([storage]);
  });

  it('disables the storages once the last call under way has settled, not before', async () => {
    const auth = releasingContexts(fakeAuth());
    const slow = auth.handler('slow call');
    const quick = await auth.api.quick('quick call');
    // The quick call settled while the slow one was still under way: its state is still there.
    expect(quick).toBe('quick call');
    expect(enabled(storage)).toBe(true);
    expect(await slow).toBe('slow call');
    expect(enabled(storage)).toBe(false);
  });

  it('settles calls that fail or throw, and leaves the rest of the API as it is', async () => {
    const auth = releasingContexts(fakeAuth());
    await expect(auth.api.fails()).rejects.toThrow('refused');
    expect(enabled(storage)).toBe(false);
    expect(() => auth.api.throws()).toThrow('at once');
    expect(auth.api.plain()).toBe('no storage');
    expect(auth.api.version).toBe('1.x');
    expect(auth.api.quick).toBe(auth.api.quick);
    // Nothing left counted as under way: the next call runs with its state and releases it again.
    expect(await auth.handler('next call')).toBe('next call');
    expect(enabled(storage)).toBe(false);
  });

  it('does nothing when the library has made no storage yet', async () => {
    globals[GLOBAL] = undefined;
    const auth = releasingContexts(fakeAuth());
    expect(auth.api.plain()).toBe('no storage');
    expect(authStorages()).toEqual([]);
  });
});
