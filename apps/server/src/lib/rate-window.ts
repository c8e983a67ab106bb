/**
 * A fixed-window counter per key (e.g. per client address) kept in memory: a modest guard against floods of
 * public posts. Each app instance counts on its own; the limits that matter for security (PINs, codes) are in
 * the database instead.
 */
export interface RateWindow {
  /** Counts one hit; answers the milliseconds to wait when over the limit, else 0. */
  hit(key: string): number;
}

export function createRateWindow(limit: number, windowMs: number, now: () => number): RateWindow {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key) {
      const time = now();
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (time - w.start >= windowMs) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || time - window.start >= windowMs) {
        window = { start: time, count: 0 };
        windows.set(key, window);
      }
      window.count++;
      return window.count > limit ? window.start + windowMs - time : 0;
    },
  };
}
