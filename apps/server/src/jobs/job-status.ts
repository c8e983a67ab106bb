import type { Cron } from 'croner';

interface JobRecord {
  cron: Cron;
  lastStartedAt: Date | null;
  lastFinishedAt: Date | null;
  lastError: string | null;
  runs: number;
  failures: number;
}

// Keyed by the app's context, so apps built side by side (tests, the CLI) keep their own lists.
const registries = new WeakMap<object, Map<string, JobRecord>>();

function registryOf(owner: object): Map<string, JobRecord> {
  let registry = registries.get(owner);
  if (!registry) {
    registry = new Map();
    registries.set(owner, registry);
  }
  return registry;
}

/** Makes a scheduled job visible to the admin diagnostics (`/debug/admin`). */
export function trackJob(owner: object, name: string, cron: Cron): void {
  registryOf(owner).set(name, {
    cron,
    lastStartedAt: null,
    lastFinishedAt: null,
    lastError: null,
    runs: 0,
    failures: 0,
  });
}

/** Wraps a job's work so its last run and last failure are known; the error is rethrown to the caller. */
export function timedRun(owner: { clock: () => Date }, name: string, work: () => Promise<unknown>) {
  return async () => {
    const record = registryOf(owner).get(name);
    if (record) {
      record.lastStartedAt = owner.clock();
      record.runs += 1;
    }
    try {
      await work();
      if (record) record.lastError = null;
    } catch (error) {
      if (record) {
        record.lastError = error instanceof Error ? error.message : String(error);
        record.failures += 1;
      }
      throw error;
    } finally {
      if (record) record.lastFinishedAt = owner.clock();
    }
  };
}

export interface JobStatus {
  name: string;
  schedule: string;
  running: boolean;
  nextRunAt: string | null;
  lastStartedAt: string | null;
  lastFinishedAt: string | null;
  lastError: string | null;
}

export function listJobs(owner: object): JobStatus[] {
  return [...registryOf(owner).entries()].map(([name, record]) => ({
    name,
    schedule: record.cron.getPattern() ?? '',
    running: record.cron.isBusy(),
    nextRunAt: record.cron.isStopped() ? null : (record.cron.nextRun()?.toISOString() ?? null),
    lastStartedAt: record.lastStartedAt?.toISOString() ?? null,
    lastFinishedAt: record.lastFinishedAt?.toISOString() ?? null,
    lastError: record.lastError,
  }));
}

/** Runs and failures of each job since the process started, for the metrics. */
export function jobCounts(owner: object): Array<{ name: string; runs: number; failures: number }> {
  return [...registryOf(owner).entries()].map(([name, { runs, failures }]) => ({ name, runs, failures }));
}
