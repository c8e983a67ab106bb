import type { z } from 'zod';

type ClientSchemas = typeof import('./client-schemas');

let loading: Promise<ClientSchemas> | null = null;

/**
 * The shared schemas, and zod with them, load when a client first starts typing (see `prefetchClientSchemas`)
 * or submits, not with the page: a client who only looks and downloads never pays for them.
 */
export function loadClientSchemas(): Promise<ClientSchemas> {
  loading ??= import('./client-schemas').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export function prefetchClientSchemas(): void {
  void loadClientSchemas().catch(() => undefined);
}

export const CHANGES_NOTE_REQUIRED = 'Say what you would like changed';

/** The first message for each field of a failed parse, for showing under the fields. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
