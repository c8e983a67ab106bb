import type { AsyncLocalStorage } from 'node:async_hooks';

// Where better-auth keeps its per-call state: AsyncLocalStorage instances on one process-wide object.
const BETTER_AUTH_GLOBAL = Symbol.for('better-auth:global');
const STORAGES = ['endpointContextAsyncStorage', 'requestStateAsyncStorage', 'adapterAsyncStorage'];

type GlobalWithAuth = Record<symbol, { context?: Record<string, unknown> } | undefined>;

/** better-auth's storages that exist so far (each is made on its first use). */
export function authStorages(): Array<AsyncLocalStorage<unknown>> {
  const context = (globalThis as GlobalWithAuth)[BETTER_AUTH_GLOBAL]?.context;
  return STORAGES.flatMap((name) => {
    const storage = context?.[name] as AsyncLocalStorage<unknown> | undefined;
    return storage && typeof storage.disable === 'function' ? [storage] : [];
  });
}

// The storages are process-wide, so the count is too: every app instance in this process calls into them.
let callsUnderWay = 0;

function settled(): void {
  callsUnderWay -= 1;
  if (callsUnderWay === 0) for (const storage of authStorages()) storage.disable();
}

function tracked<R>(call: () => R): R {
  callsUnderWay += 1;
  let result: R;
  try {
    result = call();
  } catch (error) {
    settled();
    throw error;
  }
  if (result instanceof Promise) return result.finally(settled) as R;
  settled();
  return result;
}

/**
 * The auth instance, with its storages switched off whenever no call into it is under way.
 *
 * On Node 20 an AsyncLocalStorage that has run once turns on promise hooks for the whole process, and they stay
 * on: every promise of every request pays for them, about a tenth of a client's portal view in CPU (bench/,
 * decision 0019). better-auth runs its storages on each call; here they are disabled again once its last call
 * has settled, and its next call enables them again. No call of better-auth is under way then, so none of its
 * state is lost. Every call into the library goes through this instance: its handler and its server-side API.
 */
export function releasingContexts<T extends { handler: unknown; api: object }>(auth: T): T {
  const wrapped = new Map<PropertyKey, unknown>();
  const api = new Proxy(auth.api, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver) as unknown;
      if (typeof value !== 'function') return value;
      let call = wrapped.get(name);
      if (!call) {
        call = (...args: unknown[]) => tracked(() => (value as (...a: unknown[]) => unknown).apply(target, args));
        wrapped.set(name, call);
      }
      return call;
    },
  });
  const handler = auth.handler as (...args: unknown[]) => unknown;
  const trackedHandler = (...args: unknown[]) => tracked(() => handler.apply(auth, args));
  return new Proxy(auth, {
    get(target, name, receiver) {
      if (name === 'api') return api;
      if (name === 'handler') return trackedHandler;
      return Reflect.get(target, name, receiver);
    },
  });
}
