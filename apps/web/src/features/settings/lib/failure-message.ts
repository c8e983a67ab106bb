import { ApiError } from '@/lib/api-client';

/**
 * The server's own words when it sent some (its messages are written to be shown), otherwise the spec's
 * message for this action: a reply that is not ClientDock's error shape, a missing route (404 on one's own
 * settings), or anything thrown in between.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && !error.code.startsWith('HTTP_') && error.status !== 404) return error.message;
  return fallback;
}

/** Spec §8 domain messages carry the status ('Failed to get domain status (502)') when nothing clearer came. */
export function domainFailureMessage(error: unknown, withStatus: (status: number | string) => string): string {
  if (error instanceof ApiError) return error.code.startsWith('HTTP_') ? withStatus(error.status) : error.message;
  return withStatus('network');
}

/** details[0].step of an email-change refusal, when the server named one. */
export function failedStep(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const first = error.details?.[0];
  if (first && typeof first === 'object' && 'step' in first && typeof first.step === 'string') return first.step;
  return null;
}
