/**
 * Runs the work given for one key one after another, in the order it was given (work for other keys runs
 * alongside). For check-then-write steps that must not interleave within this process, such as a quota check
 * and the row that then counts against it.
 */
export function createKeyedSerial() {
  const tails = new Map<string, Promise<unknown>>();
  return async function run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = tails.get(key) ?? Promise.resolve();
    const result = before.then(work, work);
    const tail = result.catch(() => {});
    tails.set(key, tail);
    try {
      return await result;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
